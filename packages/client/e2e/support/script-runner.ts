/**
 * One process for the whole journey run (started by global-setup.ts with `tsx` in packages/server, against the
 * journeys' database) that runs the server-code scripts of support/server-script.ts: the rows no screen can make.
 * It replaces a `pnpm exec tsx` child per script, which cost 5-7 s each (pnpm, tsx and the server's modules loaded
 * anew every time; ~70 scripts a run): here the factories, rules and Prisma client are loaded once, so a script
 * takes milliseconds. Scripts run one at a time, in arrival order (journeys of two workers may ask at once).
 *
 * Protocol: prints `READY <port>` once listening on 127.0.0.1; `POST /run` with `{ mobile, imports, body }`
 * answers `{ lines }` (what the body logged) or, with status 500, `{ error }` (the stack).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const server = path.resolve(import.meta.dirname, '../../../server');
const load = (p: string) => import(pathToFileURL(path.join(server, p)).href);
const [{ createDb }, { systemClock }, { randomIds }] = await Promise.all([load('src/db.ts'), load('src/lib/clock.ts'), load('src/lib/ids.ts')]);
// The journeys' server writes the same file; this client's SQLite adapter waits for that writer's lock by itself
// (asynchronously, db-sqlite.ts), as the server's own writes do.
const db = createDb(process.env.DATABASE_URL!);
const ctx = { db, clock: systemClock, ids: randomIds };

interface Job { mobile: string; imports: string; body: string }
let seq = 0;

/** Writes the script as a module whose default export runs the body with `db`, `ctx`, `user` and a `console` that records. */
async function run(job: Job): Promise<string[]> {
  const file = path.join(os.tmpdir(), `e2e-script-${process.pid}-${++seq}.mts`);
  // The body's own console.log lines are its answer; they go to `lines`, not to this process's output.
  fs.writeFileSync(file, `${job.imports}\nexport default async ({ db, ctx, user, console }: any) => {\n${job.body}\n};\n`);
  try {
    const script = await import(pathToFileURL(file).href);
    const user = await db.user.findFirstOrThrow({ where: { phone: job.mobile }, select: { id: true } });
    const lines: string[] = [];
    const record = (...args: unknown[]) => { lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ')); };
    await script.default({ db, ctx, user, console: { log: record, info: record, warn: record, error: record } });
    return lines;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

let queue: Promise<unknown> = Promise.resolve();
const inTurn = <T>(fn: () => Promise<T>): Promise<T> => {
  const next = queue.then(fn, fn);
  queue = next.catch(() => undefined);
  return next;
};

const srv = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const answer = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
    if (req.method !== 'POST' || req.url !== '/run') { answer(404, { error: 'POST /run only' }); return; }
    let job: Job;
    try { job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Job; } catch (err) { answer(400, { error: String(err) }); return; }
    inTurn(() => run(job)).then(
      (lines) => answer(200, { lines }),
      (err: unknown) => answer(500, { error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
});
srv.listen(0, '127.0.0.1', () => { console.log(`READY ${(srv.address() as AddressInfo).port}`); });

const stop = () => { srv.close(); void db.$disconnect().finally(() => process.exit(0)); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
