// The bench's baselines, in one Fastify process beside the real server, each doing less than a real call so a
// reader can see where time goes:
//   GET /const        a constant (Fastify + HTTP + the load generator: the ceiling of this machine);
//   GET /driver/:id   the card row joined to its user, read with the SQLite driver directly (@libsql/client, one
//                     prepared statement, no ORM): what the card call's data costs at the least;
//   GET /prisma/:id   the same card through Prisma, the card repository's `cardOf` (with its mobiles, columns,
//                     honours): what the ORM adds.
// Run by scripts/bench.mjs with tsx (the loader costs start-up only, not per request).
import Fastify from 'fastify';
import { createClient } from '@libsql/client';
import { createDb, tuneSqlite } from '../src/db';
import { cardRepository } from '../src/domains/card/card.repository';

const url = process.env.DATABASE_URL!;
const db = createDb(url);
await tuneSqlite(db);
const cards = cardRepository(db);
const driver = createClient({ url });
await driver.execute('PRAGMA busy_timeout = 5000');

const CARD_SQL = 'SELECT u.id, u.phoneIdEcr, u.phone, u.avatarUrl, u.hidePhone, u.showInMobileSite, c.* FROM User u JOIN Card c ON c.userId = u.id WHERE u.phoneIdEcr = ?';

const app = Fastify({ logger: false });
app.get('/const', async () => ({ status: 200, data: { ok: true } }));
app.get<{ Params: { id: string } }>('/driver/:id', async (req, reply) => {
  const rs = await driver.execute({ sql: CARD_SQL, args: [req.params.id] });
  return rs.rows[0] ? { status: 200, data: rs.rows[0] } : reply.code(404).send({ status: 404 });
});
app.get<{ Params: { id: string } }>('/prisma/:id', async (req, reply) => {
  const rec = await cards.cardOf({ phoneIdEcr: req.params.id });
  return rec ? { status: 200, data: rec } : reply.code(404).send({ status: 404 });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// A clean exit on a signal, so `node --cpu-prof` can write its profile.
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    void app.close().then(() => process.exit(0));
  });
