import type { Db } from '../../src/db';

/** Bookkeeping a refused call may legitimately write: sessions, visit counts, idempotency keys, SMS codes. */
const NOT_COMPARED = new Set(['Session', 'CardVisit', 'IdempotencyKey', 'VerificationCode', '_prisma_migrations']);

/**
 * Every row of every table except the bookkeeping ones, as one comparable string per table. The sweep's
 * database is small (tens of rows), so a full read before and after a call costs a few milliseconds.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (NOT_COMPARED.has(name)) continue;
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${name}" ORDER BY rowid`);
    out[name] = JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
  }
  return out;
}
