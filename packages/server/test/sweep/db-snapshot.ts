import { dbEngine, type Db } from '../../src/db';

/** Bookkeeping a refused call may legitimately write: sessions, visit counts, idempotency keys, SMS codes. */
const NOT_COMPARED = new Set(['Session', 'CardVisit', 'IdempotencyKey', 'VerificationCode', '_prisma_migrations']);

/**
 * Every row of every table except the bookkeeping ones, as one comparable string per table. The sweep's
 * database is small (tens of rows), so a full read before and after a call costs a few milliseconds.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  // Each engine's catalogue; PostgreSQL has no rowid, and its heap order moves on update: rows sorted by their text.
  const postgres = dbEngine(db) === 'postgres';
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(postgres
    ? "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
    : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (NOT_COMPARED.has(name)) continue;
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(postgres ? `SELECT * FROM "${name}" t ORDER BY t::text` : `SELECT * FROM "${name}" ORDER BY rowid`);
    out[name] = JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  }
  return out;
}
