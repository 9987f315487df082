import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../../../..');
let server: ChildProcess | undefined;
let runner: ChildProcess | undefined;
let dbFile = '';
let uploadDir = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Starts the real server on the built client and a fresh, migrated and seeded SQLite file. */
export async function setup(project: TestProject) {
  // What was started is stopped again when a later step fails (vitest runs no teardown after a failed setup).
  try {
    await start(project);
  } catch (err) {
    await teardown();
    throw err;
  }
}

async function start(project: TestProject) {
  // CLIENT_DIST lets parallel work build and test its own copy of the client (vite build --outDir <dir>).
  const dist = process.env.CLIENT_DIST ?? path.join(root, 'packages/client/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('client not built: run `pnpm --filter @card/client build`');
  // `npm test` makes the journeys' data beforehand (scripts/journey-data.mjs, beside the PostgreSQL layer) and hands
  // it over here; a journey run on its own makes it now. Deleted at the end either way.
  const handed = process.env.E2E_DATABASE_FILE && process.env.E2E_UPLOAD_DIR && fs.existsSync(process.env.E2E_DATABASE_FILE);
  dbFile = handed ? process.env.E2E_DATABASE_FILE! : path.join(os.tmpdir(), `card-e2e-${process.pid}.db`);
  uploadDir = handed ? process.env.E2E_UPLOAD_DIR! : path.join(os.tmpdir(), `card-e2e-uploads-${process.pid}`);
  if (!handed) fs.rmSync(dbFile, { force: true });
  const env = { ...process.env, DATABASE_URL: `file:${dbFile}`, UPLOAD_DIR: uploadDir, CLIENT_DIST: dist };
  const prepare = (args: string[]) => {
    const res = spawnSync('pnpm', args, { cwd: root, env, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  };
  if (!handed) prepare(['exec', 'prisma', 'migrate', 'deploy', '--config', 'prisma.config.ts']);
  // The script runner loads the server's modules (a few seconds) while the seed runs; it writes nothing until asked.
  const runnerURL = startScriptRunner(env);
  runnerURL.catch(() => {
    /* awaited below */
  });
  if (!handed) prepare(['exec', 'tsx', 'prisma/seed/seed.ts']);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The public origin is the one the browser really uses, as in production: share links, and the CSRF guard's
  // own-origin check (decision 0011), see what the journeys' pages see.
  // The production bundle when `npm test` built it from this tree (SERVER_BUNDLE, as packages/server/test/helpers/
  // server-process.ts): no tsx compile of the whole server at the start; src under tsx when a journey runs alone.
  const bundle = process.env.SERVER_BUNDLE;
  const [cmd, args]: [string, string[]] = bundle ? [process.execPath, ['--enable-source-maps', bundle]] : ['pnpm', ['exec', 'tsx', 'packages/server/src/server.ts']];
  server = spawn(cmd, args, {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: baseURL,
      // The work queue runs in the e2e server (off by default under NODE_ENV=test): uploaded videos get transcoded.
      QUEUE_WORKERS: '1',
      // Test sign-ups say their own client address in X-Forwarded-For (support/session.ts registerUser); believed
      // from the loopback only, so the browser's own requests still count as 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  // Up to two minutes (a busy 2-core machine), and said plainly when it never comes up or ends first.
  const started = server;
  let ended: number | null | undefined;
  started.on('exit', (code) => {
    ended = code;
  });
  for (let up = false, t0 = Date.now(); !up; ) {
    if (ended !== undefined) throw new Error(`the e2e server ended (exit code ${ended}) before it answered /health (its output is above)`);
    if (Date.now() - t0 > 120_000) throw new Error('the e2e server did not answer /health within 120 s');
    try {
      up = (await fetch(`${baseURL}/health`)).ok;
    } catch {
      /* not up yet */
    }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseURL', baseURL);
  // Journeys that need rows no screen can make (money in a wallet) write them through the server's test factories,
  // in one process for the run (support/script-runner.ts).
  project.provide('scriptRunnerURL', await runnerURL);
}

/** Starts support/script-runner.ts (tsx, in packages/server) against the journeys' database; answers its URL. */
async function startScriptRunner(env: NodeJS.ProcessEnv): Promise<string> {
  runner = spawn('pnpm', ['exec', 'tsx', path.join(import.meta.dirname, 'script-runner.ts')], {
    cwd: path.join(root, 'packages/server'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const child = runner;
  let seen = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the script runner did not start in 300 s:\n${seen}`)), 300_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the script runner ended (${code}) before it was ready:\n${seen}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const port = /READY (\d+)/.exec(seen)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
  });
}

export async function teardown() {
  for (const child of [runner, server])
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  // SQLite's write-ahead log and shared-memory files too (they were left behind, a few MB a run).
  for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
  if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  // The folder scripts/journey-data.mjs made for both, when they were handed over.
  if (dbFile && process.env.E2E_DATABASE_FILE === dbFile) fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    scriptRunnerURL: string;
  }
}
