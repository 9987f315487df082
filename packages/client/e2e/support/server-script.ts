import { inject } from 'vitest';
import type { ScriptArgs, ScriptName, ScriptResult } from '../scripts';

/**
 * Runs a server script (e2e/scripts, a type-checked module of the server's own factories and rules) against the
 * journey's database, for rows no screen can make: in the run's script runner (support/script-runner.ts, started by
 * global-setup.ts), a process of its own that has the server's modules loaded already. `mobile` names the user the
 * script works for; `what` names the rows in the error. Answers what the script made.
 */
export async function runServerScript<K extends ScriptName>(what: string, script: K, mobile: string, args: ScriptArgs<K>): Promise<ScriptResult<K>> {
  const res = await fetch(`${inject('scriptRunnerURL')}/run`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ script, mobile, args }) });
  const answer = (await res.json()) as { result?: ScriptResult<K>; error?: string };
  if (!res.ok) throw new Error(`preparing ${what} failed:\n${answer.error}`);
  return answer.result as ScriptResult<K>;
}
