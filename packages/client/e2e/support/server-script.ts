import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const server = path.resolve(import.meta.dirname, '../../../server');

/** An import path (a JSON string) to a file of packages/server, for a script's `import ... from ${mod(...)}`. */
export const mod = (p: string) => JSON.stringify(path.join(server, p));

/**
 * Runs a script of the server's own code (factories, rules) against the journey's database in a child process
 * (`pnpm exec tsx` in packages/server): for rows no screen can make. The script starts with `db`, `ctx` and `user`
 * (the user with this mobile), then `imports` and `body` (which may use them); `what` names the rows in the error.
 * Objects made come back as the last line of JSON the body logs ({} when it logs none).
 */
export function runServerScript<T = Record<string, unknown>>(what: string, mobile: string, imports: string, body: string): T {
  const script = path.join(os.tmpdir(), `e2e-script-${process.pid}-${Date.now()}.mts`);
  fs.writeFileSync(script, `
import { createDb } from ${mod('src/db.ts')};
import { systemClock } from ${mod('src/lib/clock.ts')};
import { randomIds } from ${mod('src/lib/ids.ts')};
${imports}
const db = createDb(process.env.DATABASE_URL!);
// The journey's server writes the same file: wait for its write lock instead of failing at once.
await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
const ctx = { db, clock: systemClock, ids: randomIds };
const user = await db.user.findFirstOrThrow({ where: { phone: ${JSON.stringify(mobile)} }, select: { id: true } });
${body}
await db.$disconnect();
`);
  const res = spawnSync('pnpm', ['exec', 'tsx', script], { cwd: server, env: { ...process.env, DATABASE_URL: inject('databaseUrl') }, encoding: 'utf8' });
  fs.rmSync(script, { force: true });
  if (res.status !== 0) throw new Error(`preparing ${what} failed:\n${res.stdout}\n${res.stderr}`);
  const last = res.stdout.trim().split('\n').pop() ?? '';
  return (last.startsWith('{') ? JSON.parse(last) : {}) as T;
}
