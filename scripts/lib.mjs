// Shared helpers of the README commands. Node built-ins only: these run before anything is installed.
import { spawnSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildShapeModel } from './tessdata.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
const stampDir = path.join(root, 'node_modules', '.card-stamps');

// Each line carries the seconds since the command started, so a slow layer shows in any run's log. A script the
// command starts (scripts/test-checks.mjs) counts from the same moment: it inherits the start through the environment.
process.env.CARD_STARTED_AT ??= String(Date.now() - Math.round(process.uptime() * 1000));
const startedAt = Number(process.env.CARD_STARTED_AT);
export function log(msg) {
  console.log(`\x1b[36m[card +${Math.round((Date.now() - startedAt) / 1000)}s]\x1b[0m ${msg}`);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`[card] failed: ${cmd} ${args.join(' ')}`);
    process.exit(res.status ?? 1);
  }
}

const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** pnpm: use the one on PATH when it is our version, else install it globally with npm (once). */
export function pnpmCommand() {
  const ok = has('pnpm') && execSync('pnpm --version', { encoding: 'utf8' }).trim() === PNPM_VERSION;
  if (!ok) {
    log(`installing pnpm ${PNPM_VERSION} with npm`);
    const res = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
    if (res.status !== 0) {
      // No permission for a global install: fall back to npx, which caches pnpm for the next run.
      return { cmd: 'npx', pre: ['-y', `pnpm@${PNPM_VERSION}`] };
    }
  }
  return { cmd: 'pnpm', pre: [] };
}

export function pnpm(args, opts) {
  const p = pnpmCommand();
  run(p.cmd, [...p.pre, ...args], opts);
}

/** Hash of files/folders; a step whose inputs hash the same as last time is skipped. */
export function hashInputs(inputs) {
  const h = createHash('sha1');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p).sort()) if (!['node_modules', 'dist', 'generated'].includes(e)) walk(path.join(p, e));
    } else {
      h.update(p);
      h.update(fs.readFileSync(p));
    }
  };
  inputs.forEach((i) => walk(path.join(root, i)));
  return h.digest('hex');
}

export function stepDone(name, hash) {
  const f = path.join(stampDir, name);
  return fs.existsSync(f) && fs.readFileSync(f, 'utf8') === hash;
}
export function markDone(name, hash) {
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(path.join(stampDir, name), hash);
}

/** Runs `fn` unless its inputs are unchanged since the last successful run and every file of `outputs` exists. */
export function once(name, inputs, fn, outputs = []) {
  const hash = hashInputs(inputs);
  if (stepDone(name, hash) && outputs.every((f) => fs.existsSync(f))) {
    log(`${name}: up to date`);
    return;
  }
  fn();
  markDone(name, hashInputs(inputs));
}

/** Install dependencies (pnpm, then the workspace) unless the lockfile and manifests are unchanged. */
export function install() {
  const inputs = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'packages/contract/package.json', 'packages/server/package.json', 'packages/client/package.json', 'prisma/schema'];
  const hash = hashInputs(inputs);
  if (fs.existsSync(path.join(root, 'node_modules')) && stepDone('install', hash)) {
    log('dependencies: up to date');
    return;
  }
  log('installing dependencies');
  pnpm(['install', '--frozen-lockfile']);
  markDone('install', hash);
}

/**
 * Apply migrations and seed the database of DATABASE_URL (both idempotent, so safe on every run): the SQLite file
 * by default, PostgreSQL for a postgres:// URL (prisma.config.ts picks that engine's migrations).
 */
export function migrateAndSeed(env = {}) {
  log(`applying migrations and seeding (${isPostgresUrl(env.DATABASE_URL ?? process.env.DATABASE_URL) ? 'PostgreSQL' : 'SQLite'})`);
  pnpm(['exec', 'prisma', 'migrate', 'deploy', '--config', 'prisma.config.ts'], { env });
  pnpm(['exec', 'tsx', 'prisma/seed/seed.ts'], { env });
}

export function buildClient() {
  once(
    'client-build',
    ['packages/client/src', 'packages/client/build', 'packages/client/index.html', 'packages/client/vite.config.ts', 'packages/contract/src', 'packages/client/package.json'],
    () => {
      log('building the client');
      pnpm(['--filter', '@card/client', 'build']);
    },
  );
}

/** The compiled server (packages/server/build.mjs): what `npm start` runs and the bench starts with `node`. */
export const serverEntry = path.join(root, 'packages', 'server', 'dist', 'server.js');
/** `npm run ledger:check`'s script, built by the same run (packages/server/build.mjs). */
const ledgerCheckEntry = path.join(root, 'packages', 'server', 'dist', 'ledger-check.js');

/**
 * Bundles the server into JavaScript unless nothing it is made of changed: its sources, the contract it bundles,
 * the Prisma schema (the generated client is bundled too), the build script and the manifest that lists what
 * stays external. Run after install(), which regenerates the Prisma client when the schema changed.
 */
export function buildServer() {
  once(
    'server-build',
    ['packages/server/src', 'packages/contract/src', 'prisma/schema', 'packages/server/build.mjs', 'packages/server/package.json'],
    () => {
      log('building the server');
      pnpm(['--filter', '@card/server', 'build']);
    },
    [serverEntry, ledgerCheckEntry],
  );
}

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';

/** apt-get install of Debian packages (through sudo when not root). */
function aptInstall(packages) {
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/**
 * The CJK font the server draws posters with (issue 14: Chinese text in a generated PNG, rendered by librsvg through
 * fontconfig), installed from Debian's packages when missing; the production image installs it too (Dockerfile).
 */
export function ensureCjkFont() {
  if (fs.existsSync(CJK_FONT)) return;
  log('installing a CJK font from Debian packages (server-drawn posters)');
  aptInstall(['fontconfig', 'fonts-wqy-zenhei']);
}

/** ffmpeg and ffprobe (micro video transcoding, issue 15) from Debian's packages when missing. */
export function ensureFfmpeg() {
  if (fs.existsSync('/usr/bin/ffmpeg') && fs.existsSync('/usr/bin/ffprobe')) return;
  log('installing ffmpeg from Debian packages (micro video transcoding)');
  aptInstall(['ffmpeg']);
}

/**
 * tesseract with the simplified Chinese and English models (scanning paper cards, issue 34) when missing, and the
 * Latin shape model beside them (scripts/tessdata.mjs).
 */
export function ensureTesseract() {
  if (!fs.existsSync('/usr/bin/tesseract')) {
    log('installing tesseract-ocr (chi_sim, eng) from Debian packages (paper card scanning)');
    aptInstall(['tesseract-ocr', 'tesseract-ocr-chi-sim', 'tesseract-ocr-eng']);
  }
  // The Latin shape model beside Debian's (packages/server/src/providers/ocr.ts SHAPE_MODEL), built once.
  buildShapeModel(path.join(root, 'node_modules', '.tessdata'), log);
}

/** Debian's chromium for the browser tests: installed with apt-get when missing. */
export function ensureChromium() {
  // A CJK font too: without one the Chinese interface renders as boxes in the screenshots.
  if (fs.existsSync('/usr/bin/chromium') && fs.existsSync(CJK_FONT)) return '/usr/bin/chromium';
  log('installing chromium and a CJK font from Debian packages');
  aptInstall(['chromium', 'fontconfig', 'fonts-wqy-zenhei']);
  return '/usr/bin/chromium';
}

/**
 * The browser the journeys run in: Debian's `chromium-headless-shell`, the same Chromium build as `chromium` without
 * the full browser's window and tab machinery that its new headless mode keeps. Measured on the journeys (scripts/bench/
 * journey-cpu.mjs, four files): the browser processes took 74 CPU seconds instead of 136, the browser process itself a
 * third of its work per page opened (decision 0037). `chromium` stays for what a person looks at (npm start's tap-through,
 * the bench's first screens). Installed like chromium, from the same Debian packages (about 5 s).
 */
export function ensureJourneyBrowser() {
  const shell = '/usr/bin/chromium-headless-shell';
  if (fs.existsSync(shell) && fs.existsSync(CJK_FONT)) return shell;
  log("installing chromium's headless shell and a CJK font from Debian packages (the browser journeys)");
  aptInstall(['chromium-headless-shell', 'fontconfig', 'fonts-wqy-zenhei']);
  return shell;
}

// ---- PostgreSQL, the second engine (issue 10) ----

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else (`file:`) is SQLite. */
export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url ?? '');

/**
 * One schema source for both engines: prisma/postgres/schema/ is written from prisma/schema/ with the provider,
 * the placeholder url and the client's output swapped, and the model files copied as they are. Answers whether
 * anything changed. Run by `migrate:new` and by the server's postinstall (before `prisma generate`).
 */
export function writePostgresSchema() {
  const to = path.join(root, 'prisma', 'postgres', 'schema');
  fs.mkdirSync(to, { recursive: true });
  const want = postgresSchemaFiles();
  let changed = false;
  for (const f of fs.readdirSync(to))
    if (!want.has(f)) {
      fs.rmSync(path.join(to, f));
      changed = true;
    }
  for (const [f, text] of want) {
    const file = path.join(to, f);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    fs.writeFileSync(file, text);
    changed = true;
  }
  return changed;
}

/** What prisma/postgres/schema/ must hold: file name -> text (a test compares it with the folder). */
export function postgresSchemaFiles() {
  const from = path.join(root, 'prisma', 'schema');
  const want = new Map();
  for (const f of fs
    .readdirSync(from)
    .filter((f) => f.endsWith('.prisma'))
    .sort()) {
    let text = fs.readFileSync(path.join(from, f), 'utf8');
    if (f === 'schema.prisma') text = postgresDatasource(text);
    want.set(f, `// GENERATED from prisma/schema/${f} by scripts/lib.mjs writePostgresSchema: edit the source, not this.\n${text}`);
  }
  return want;
}

function postgresDatasource(text) {
  const swapped = text
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(/url\s*=\s*"file:[^"]*"/, 'url      = "postgresql://localhost/unused"')
    .replace(/output\s*=\s*"\.\.\/\.\.\/packages\/server\/src\/generated\/prisma"/, 'output     = "../../../packages/server/src/generated/prisma-pg"');
  if (!swapped.includes('"postgresql"') || !swapped.includes('prisma-pg') || !swapped.includes('postgresql://')) {
    throw new Error('writePostgresSchema: prisma/schema/schema.prisma no longer has the provider, url or output it expects');
  }
  return swapped;
}

/**
 * The schema copies the server's Prisma 7 client is generated from (decision 0030): migrations stay on the 6.19 CLI
 * at the root, whose schema keeps the datasource `url` (without it the 6.19 CLI tries a download), while the 7.x CLI
 * refuses a `url` in the schema and has no `engineType` (it takes `compilerBuild`). Written from prisma/schema/ (SQLite) and
 * prisma/postgres/schema/ (call writePostgresSchema first) into packages/server/src/generated/schema/<engine>/,
 * beside the clients and ignored by git like them, with the output rebased to the clients' folders. Run by the
 * server's `generate` script before the 7.x `prisma generate`.
 */
export function writeClientSchemas() {
  const sources = { sqlite: path.join(root, 'prisma', 'schema'), postgres: path.join(root, 'prisma', 'postgres', 'schema') };
  const outputs = { sqlite: '../../prisma', postgres: '../../prisma-pg' };
  for (const [engine, from] of Object.entries(sources)) {
    const to = path.join(root, 'packages', 'server', 'src', 'generated', 'schema', engine);
    fs.rmSync(to, { recursive: true, force: true });
    fs.mkdirSync(to, { recursive: true });
    for (const f of fs
      .readdirSync(from)
      .filter((f) => f.endsWith('.prisma'))
      .sort()) {
      let text = fs.readFileSync(path.join(from, f), 'utf8');
      if (f === 'schema.prisma') text = clientDatasource(text, outputs[engine]);
      fs.writeFileSync(
        path.join(to, f),
        `// GENERATED from ${path.relative(root, path.join(from, f))} by scripts/lib.mjs writeClientSchemas for the Prisma 7 client: edit the source, not this.\n${text}`,
      );
    }
  }
}

function clientDatasource(text, output) {
  const swapped = text
    .replace(/^\s*url\s*=\s*"[^"]*"\s*$/m, '')
    .replace(/^\s*engineType\s*=\s*"[^"]*"\s*$/m, '')
    // The compiler's "small" build: its plans run as fast as the "fast" build's here, and the server stays ~55 MB
    // smaller (the fast build's WebAssembly memory; measured for decision 0030).
    .replace(/output\s*=\s*"[^"]*"/, `output        = "${output}"\n  compilerBuild = "small"`);
  if (/^\s*url\s*=/m.test(swapped) || !swapped.includes(`"${output}"`)) {
    throw new Error('writeClientSchemas: schema.prisma no longer has the url or output it expects');
  }
  return swapped;
}

/** The folder of PostgreSQL's server programs (Debian's postgresql), or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const v = fs
    .readdirSync(base)
    .filter((d) => fs.existsSync(path.join(base, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return v ? path.join(base, v, 'bin') : null;
}

/** Debian's postgresql, installed with apt-get when missing; null (with the reason printed) when it cannot be. */
export function ensurePostgres() {
  const found = postgresBin();
  if (found) return found;
  log('installing postgresql from Debian packages');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo', '-n'] : [];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', sudo.length ? [...sudo.slice(1), 'apt-get', ...args] : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ===
    0;
  if (!apt(['update']) || !apt(['install', '-y', '--no-install-recommends', 'postgresql'])) return null;
  return postgresBin();
}

/** A port the system has free on 127.0.0.1 now (the bench's servers, the throwaway PostgreSQL cluster). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * A throwaway PostgreSQL cluster: initdb in a temp folder, started on a free port of 127.0.0.1 (no durability: it
 * is deleted afterwards), trust authentication for the local user `postgres`. PostgreSQL refuses to run as root,
 * so as root the cluster belongs to the `postgres` user that Debian's package creates. Answers the URL of its
 * `postgres` database and `stop()`, which also runs when the process exits, so a failing run leaves nothing behind.
 */
export async function startPostgresCluster(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-pg-'));
  const asRoot = process.getuid && process.getuid() === 0;
  if (asRoot) execSync(`chown postgres: ${JSON.stringify(dir)}`);
  const as = (cmd, args) => {
    const res = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { encoding: 'utf8' }) : spawnSync(path.join(bin, cmd), args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  const data = path.join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []), 'stop', '-D', data, '-m', 'immediate', '-w'], {
      stdio: 'ignore',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(sig, () => {
      stop();
      process.exit(130);
    });
  try {
    as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    // No autovacuum: the cluster lives for one test run, and its workers analysed and vacuumed the test databases
    // (and the template, which a copy then waits for) as rows arrived: 8 of 27 postgres CPU s in a 6-file sample
    // (docs/bench.md session 15). Nothing in the tests depends on statistics being fresh.
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c autovacuum=off`;
    as('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', opts]);
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, port, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
