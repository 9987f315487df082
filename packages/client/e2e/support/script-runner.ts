/**
 * One process for the whole journey run (started by global-setup.ts with `tsx` in packages/server, against the
 * journeys' database) that runs the server scripts of e2e/scripts (support/server-script.ts): the rows no screen
 * can make. It replaces a `pnpm exec tsx` child per script, which cost 5-7 s each (pnpm, tsx and the server's modules
 * loaded anew every time; ~70 scripts a run): here the factories, rules and Prisma client are loaded once, so a
 * script takes milliseconds. Scripts run one at a time, in arrival order (journeys of two workers may ask at once).
 *
 * Protocol: prints `READY <port>` once listening on 127.0.0.1; `POST /run` with `{ script, mobile, args }` answers
 * `{ result }` (what the script made) or, with status 500, `{ error }` (the stack).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb } from '../../../server/src/db';
import { systemClock } from '../../../server/src/lib/clock';
import { randomIds } from '../../../server/src/lib/ids';
import { SCRIPTS, type ScriptName } from '../scripts';

// The journeys' server writes the same file; this client's SQLite adapter waits for that writer's lock by itself
// (asynchronously, db-sqlite.ts), as the server's own writes do.
const db = createDb(process.env.DATABASE_URL!);
const ctx = { db, clock: systemClock, ids: randomIds };

interface Job {
  script: string;
  mobile: string;
  args: unknown;
}

async function run(job: Job): Promise<unknown> {
  if (!Object.hasOwn(SCRIPTS, job.script)) throw new Error(`no script ${job.script} in e2e/scripts/index.ts`);
  const script = SCRIPTS[job.script as ScriptName] as (env: unknown, args: unknown) => Promise<unknown>;
  const user = await db.user.findFirstOrThrow({ where: { phone: job.mobile }, select: { id: true } });
  return script({ db, ctx, user }, job.args);
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
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/run') {
      answer(404, { error: 'POST /run only' });
      return;
    }
    let job: Job;
    try {
      job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Job;
    } catch (err) {
      answer(400, { error: String(err) });
      return;
    }
    inTurn(() => run(job)).then(
      (result) => answer(200, { result }),
      (err: unknown) => answer(500, { error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  });
});
srv.listen(0, '127.0.0.1', () => {
  console.log(`READY ${(srv.address() as AddressInfo).port}`);
});

const stop = () => {
  srv.close();
  void db.$disconnect().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
