import path from 'node:path';
import { inject } from 'vitest';

const server = path.resolve(import.meta.dirname, '../../../server');

/** An import path (a JSON string) to a file of packages/server, for a script's `import ... from ${mod(...)}`. */
export const mod = (p: string) => JSON.stringify(path.join(server, p));

/**
 * Runs a script of the server's own code (factories, rules) against the journey's database, for rows no screen can
 * make: in the run's script runner (support/script-runner.ts, started by global-setup.ts), a process of its own
 * that has the server's modules loaded already. The script's body may use `db`, `ctx` and `user` (the user with
 * this mobile) and the `imports` before it; `what` names the rows in the error. Objects made come back as the last
 * line of JSON the body logs ({} when it logs none).
 */
export async function runServerScript<T = Record<string, unknown>>(what: string, mobile: string, imports: string, body: string): Promise<T> {
  const res = await fetch(`${inject('scriptRunnerURL')}/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, imports, body }) });
  const answer = (await res.json()) as { lines?: string[]; error?: string };
  if (!res.ok) throw new Error(`preparing ${what} failed:\n${answer.error}`);
  const last = answer.lines?.at(-1)?.trim() ?? '';
  return (last.startsWith('{') ? JSON.parse(last) : {}) as T;
}
