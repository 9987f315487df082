import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../src/config';
import { testUploadDir } from './database';

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * What a server process runs: the production bundle an operator starts (`npm start` runs dist/server.js) when
 * `npm test` built it from this tree and named it in SERVER_BUNDLE; otherwise src/server.ts under tsx, so a test run
 * alone after an edit never meets a stale bundle. The bundle saves each start tsx's compile of the whole server
 * (about 5 s of CPU quiet, 30 s while test layers share the cores).
 */
export const serverEntryArgs = (): string[] =>
  process.env.SERVER_BUNDLE ? ['--enable-source-maps', process.env.SERVER_BUNDLE] : ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/server.ts')];

/**
 * What a run of `npm run ledger:check` runs, the same way: the bundle built beside the server's (dist/ledger-check.js)
 * when SERVER_BUNDLE names one, else the tool's source under tsx.
 */
export const ledgerCheckArgs = (): string[] =>
  process.env.SERVER_BUNDLE
    ? ['--enable-source-maps', path.join(path.dirname(process.env.SERVER_BUNDLE), 'ledger-check.js')]
    : ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/tools/ledger-check.ts')];

/**
 * The real process entry, as an operator starts it, on a free port: for tests that need a real server process
 * (production start-up rules, a `kill -9` in the middle of a burst). `env` adds to a minimal environment;
 * `baseUrl()` waits for the listening line.
 */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, serverEntryArgs(), {
    cwd: path.join(repoRoot, 'packages/server'),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', CLIENT_DIST: '/nonexistent', UPLOAD_DIR: testUploadDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => {
    out += c;
  });
  child.stderr.on('data', (c) => {
    out += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A start under tsx transpiles the whole server: 5 s on a quiet machine, over 30 s while other work shares the
  // cores, so the wait is long and a test's own limit longer.
  const waitFor = async (re: RegExp, ms = 100_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (re.test(out)) return;
    throw new Error(`timed out waiting for ${re} in:\n${out}`);
  };
  const baseUrl = async (ms?: number) => {
    await waitFor(LISTENING, ms);
    return LISTENING.exec(out)![1]!;
  };
  return { child, exited, output: () => out, waitFor, baseUrl };
}
