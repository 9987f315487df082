// Shared helpers of the README commands. Node built-ins only: these run before anything is installed.
import { spawnSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
const stampDir = path.join(root, 'node_modules', '.card-stamps');

export function log(msg) { console.log(`\x1b[36m[card]\x1b[0m ${msg}`); }

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    console.error(`[card] failed: ${cmd} ${args.join(' ')}`);
    process.exit(res.status ?? 1);
  }
}

const has = (cmd) => { try { execSync(`command -v ${cmd}`, { stdio: 'ignore' }); return true; } catch { return false; } };

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
    } else { h.update(p); h.update(fs.readFileSync(p)); }
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
  if (stepDone(name, hash) && outputs.every((f) => fs.existsSync(f))) { log(`${name}: up to date`); return; }
  fn();
  markDone(name, hashInputs(inputs));
}

/** Install dependencies (pnpm, then the workspace) unless the lockfile and manifests are unchanged. */
export function install() {
  const inputs = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'packages/contract/package.json', 'packages/server/package.json', 'packages/client/package.json', 'prisma/schema'];
  const hash = hashInputs(inputs);
  if (fs.existsSync(path.join(root, 'node_modules')) && stepDone('install', hash)) { log('dependencies: up to date'); return; }
  log('installing dependencies');
  pnpm(['install', '--frozen-lockfile']);
  markDone('install', hash);
}

/** Apply migrations and seed the SQLite file (both idempotent, so safe on every run). */
export function migrateAndSeed(env = {}) {
  log('applying migrations and seeding');
  pnpm(['exec', 'prisma', 'migrate', 'deploy', '--config', 'prisma.config.ts'], { env });
  pnpm(['exec', 'tsx', 'prisma/seed/seed.ts'], { env });
}

export function buildClient() {
  once('client-build', ['packages/client/src', 'packages/client/build', 'packages/client/index.html', 'packages/client/vite.config.ts', 'packages/contract/src', 'packages/client/package.json'], () => {
    log('building the client');
    pnpm(['--filter', '@card/client', 'build']);
  });
}

/** The compiled server (packages/server/build.mjs): what `npm start` runs and the bench starts with `node`. */
export const serverEntry = path.join(root, 'packages', 'server', 'dist', 'server.js');

/**
 * Bundles the server into JavaScript unless nothing it is made of changed: its sources, the contract it bundles,
 * the Prisma schema (the generated client is bundled too), the build script and the manifest that lists what
 * stays external. Run after install(), which regenerates the Prisma client when the schema changed.
 */
export function buildServer() {
  once('server-build', ['packages/server/src', 'packages/contract/src', 'prisma/schema', 'packages/server/build.mjs', 'packages/server/package.json'], () => {
    log('building the server');
    pnpm(['--filter', '@card/server', 'build']);
  }, [serverEntry]);
}

/** Debian's chromium for the browser tests: installed with apt-get when missing. */
export function ensureChromium() {
  // A CJK font too: without one the Chinese interface renders as boxes in the screenshots.
  const font = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
  if (fs.existsSync('/usr/bin/chromium') && fs.existsSync(font)) return '/usr/bin/chromium';
  log('installing chromium and a CJK font from Debian packages');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-wqy-zenhei']);
  return '/usr/bin/chromium';
}
