// Running test layers side by side (issue 30: `npm test` in 12 minutes). The journeys spend part of their time
// waiting on the browser and the server, and the PostgreSQL layer part of its time waiting on the database, so the
// two together keep both cores busier than either alone. Each layer's lines carry its name, and when one fails the
// other is stopped and the run fails with both outcomes said.
import { spawn } from 'node:child_process';
import { log, pnpmCommand, root } from './lib.mjs';

/** Runs `pnpm <args>` without blocking; resolves with its exit code. Lines are prefixed with `[name]`. */
export function pnpmLayer(name, args, { env = {}, cwd = root } = {}) {
  const p = pnpmCommand();
  const child = spawn(p.cmd, [...p.pre, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const pipe = (from, to) => {
    let rest = '';
    from.setEncoding('utf8').on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) to.write(`[${name}] ${line}\n`);
    });
    from.on('end', () => {
      if (rest) to.write(`[${name}] ${rest}\n`);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  // The whole group (vitest's workers, the browser, the journeys' server) goes when the layer is stopped.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  // Its own process group does not get the terminal's Ctrl-C: it is stopped when this script ends, however it ends.
  process.once('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(sig, () => process.exit(130));
  return { name, done, stop };
}

/**
 * Runs the layers (each an async function answering an exit code, given a way to register its stoppers) at the same
 * time; the first failure stops the others. Exits the process when any failed.
 */
export async function sideBySide(layers) {
  const stoppers = [];
  const outcomes = await Promise.all(
    layers.map(async ({ name, run }) => {
      const t0 = Date.now();
      const code = await run((s) => stoppers.push(s)).catch((err) => {
        console.error(`[${name}] ${err?.stack ?? err}`);
        return 1;
      });
      const seconds = Math.round((Date.now() - t0) / 1000);
      if (code !== 0) stoppers.forEach((s) => s());
      log(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s`);
      return { name, code };
    }),
  );
  const failed = outcomes.filter((o) => o.code !== 0);
  if (failed.length) {
    console.error(`[card] failed: ${failed.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
}
