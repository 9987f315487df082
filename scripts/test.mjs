// `npm test`: install, typecheck every package, then run every test layer: contract rules, client units,
// server integration (real SQLite), the contract sweep, the server's integration tests and sweep again on
// PostgreSQL (a throwaway cluster), and the browser journeys in Debian's chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildClient,
  buildServer,
  serverEntry,
  ensureJourneyBrowser,
  ensurePostgres,
  ensureCjkFont,
  ensureFfmpeg,
  ensureTesseract,
  install,
  log,
  pnpm,
  root,
  startPostgresCluster,
} from './lib.mjs';
import { cpuMeter } from './cpu-meter.mjs';

const started = Date.now();
// Each layer's line says its wall time and how many cores were busy meanwhile (cpu-meter.mjs).
const meter = cpuMeter();
const done = (what) => log(`${what}: ${meter.lap()}`);
install();
// Posters are drawn on the server in a CJK font (issue 14).
ensureCjkFont();
ensureFfmpeg();
ensureTesseract();
done('install and tools');
// Phase one in two lanes, a core each. scripts/test-checks.mjs: the typecheck (TypeScript 7, one thread), the
// boundaries, lint and the contract's unit tests, none of which needs a build; its output is shown when it ends, so the
// two lanes' lines do not interleave. Here meanwhile: the builds, then the client's unit tests and the server's tests
// beside its sources (src/, one worker; the tests under test/ start servers and databases and take both cores after).
// docs/bench.md "Session 18: phase one".
log('typecheck, boundaries, lint and contract unit tests (scripts/test-checks.mjs), beside the builds and the other unit tests');
const checksLog = path.join(os.tmpdir(), `card-test-checks-${process.pid}.log`);
const checks = background(process.execPath, ['scripts/test-checks.mjs'], { logFile: checksLog });
// The tests that start a real server process, and the journeys' server, run the production bundle built from this
// tree (test/helpers/server-process.ts): an operator's `npm start` runs it, and it starts without tsx's compile.
buildServer();
process.env.SERVER_BUNDLE = serverEntry;
buildClient();
log('client unit tests');
pnpm(['--filter', '@card/client', 'test']);
log('server unit tests (src/)');
serverTests(['src'], ['--maxWorkers=1']);
const checked = await checks;
process.stdout.write(checked.output);
if (checked.status !== 0) {
  console.error('[card] failed: the typecheck, boundaries, lint or contract unit tests (scripts/test-checks.mjs, above)');
  process.exit(checked.status || 1);
}
done('typecheck, boundaries, lint, builds, unit tests');
log('server integration tests and contract sweep (the folders beside src/)');
serverTests(serverTestFolders().filter((folder) => folder !== 'src'));
done('server tests (SQLite)');
// The journeys' database (migrated and seeded, with the seed's uploads) is made while the PostgreSQL layer runs, which
// leaves about a third of a core idle; the journeys' global setup takes it instead of making its own (20 CPU s and
// 10-15 s of wall before the first journey, docs/bench.md session 16).
const journeyEnv = path.join(os.tmpdir(), `card-journey-env-${process.pid}.json`);
const journeyData = background(process.execPath, ['scripts/journey-data.mjs', journeyEnv], { logFile: `${journeyEnv}.log` });
// One after the other: run side by side (session 9) the two layers took each other's cores, and tests with a limit
// of their own (20 s, concurrent payments inside a window) failed that pass alone (docs/bench.md, Session 9).
await postgresLayer();
done('PostgreSQL layer');
const chromium = ensureJourneyBrowser();
const prepared = await journeyData;
if (prepared.status !== 0) {
  console.error(`[card] failed: the journeys' database (scripts/journey-data.mjs)\n${prepared.output}`);
  process.exit(prepared.status || 1);
}
done('journey browser and database');
log('browser journeys');
const handed = JSON.parse(fs.readFileSync(journeyEnv, 'utf8'));
fs.rmSync(journeyEnv);
// A journey's screens are saved as pictures only when their check fails (support/browser.ts `shooter`): the full-page
// shots of passing screens were 57 of the journeys' 830 s of test time, for pictures nobody looks at in a test run.
pnpm(['--filter', '@card/client', 'e2e'], { env: { CHROMIUM_PATH: chromium, E2E_SCREENSHOTS: 'failures', ...handed } });
done('browser journeys');
log(`all test layers passed in ${Math.round((Date.now() - started) / 1000)}s`);

/**
 * The server's test files under some of its folders: vitest's filter by each folder's absolute path, which no file
 * elsewhere matches wherever the clone is.
 */
function serverTests(folders, args = []) {
  const filters = folders.map((folder) => `${path.join(root, 'packages', 'server', folder)}${path.sep}`);
  pnpm(['--filter', '@card/server', 'exec', 'vitest', 'run', ...args, ...filters]);
}

/**
 * The folders the server's vitest.config.ts takes tests from (the first segment of its `include` globs), read
 * from the config so a folder added there is run here too; src/ among them, or this split is wrong.
 */
function serverTestFolders() {
  const config = fs.readFileSync(path.join(root, 'packages', 'server', 'vitest.config.ts'), 'utf8');
  const folders = [...new Set([...config.matchAll(/'([\w.-]+)\/\*\*\/\*\.test\.ts'/g)].map((m) => m[1]))];
  if (!folders.includes('src') || folders.length < 2) throw new Error(`server test folders not found in vitest.config.ts: ${folders.join(', ')}`);
  return folders;
}

/**
 * Runs a command beside the script's own steps; answers its exit status (1 when it could not start). With `logFile`
 * its output goes to that file instead of the console (so it does not interleave with the layer running meanwhile;
 * a file, not a pipe, because the layers run synchronously and would leave a pipe unread) and the answer is
 * { status, output }.
 */
function background(cmd, args, { logFile } = {}) {
  const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  const status = new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: logFile ? ['ignore', out, out] : 'inherit' });
    // A step that fails ends the script; the command beside it ends with it.
    const stop = () => child.kill();
    process.on('exit', stop);
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      process.off('exit', stop);
      resolve(code ?? 1);
    });
  });
  if (!logFile) return status;
  return status.then((code) => {
    fs.closeSync(out);
    const output = fs.readFileSync(logFile, 'utf8');
    fs.rmSync(logFile, { force: true });
    return { status: code, output };
  });
}

/**
 * The server's integration tests and the contract sweep a second time, on PostgreSQL: Debian's postgresql
 * (installed when missing), a cluster in a temp folder on a free port, dropped afterwards, also when a test fails
 * (lib.mjs stops it on exit). test/helpers/database.ts makes each test file's database from a migrated template.
 */
async function postgresLayer() {
  const bin = ensurePostgres();
  if (!bin) {
    log("PostgreSQL layer SKIPPED: Debian's postgresql could not be installed on this machine");
    return;
  }
  log('server integration tests and contract sweep on PostgreSQL');
  const cluster = await startPostgresCluster(bin);
  try {
    pnpm(['--filter', '@card/server', 'exec', 'vitest', 'run', 'test/integration', 'test/sweep', 'src/plugins/errors.test.ts'], {
      env: { TEST_POSTGRES_URL: cluster.url, TEST_POSTGRES_DISPOSABLE: '1' },
    });
  } finally {
    cluster.stop();
  }
}
