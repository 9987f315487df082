import { dbEngine, type Db } from '../../src/db';

/** Bookkeeping a refused call may legitimately write: sessions, visit counts, idempotency keys, SMS codes. */
const NOT_COMPARED = new Set(['Session', 'CardVisit', 'IdempotencyKey', 'VerificationCode', '_prisma_migrations']);
const LOG = '_sweep_changes';

/**
 * Whether a call wrote anything: every compared table gets a row-level trigger that notes its name in a log table,
 * so "nothing changed" is the log's length before and after the call. Reading every row of every table before and
 * after each call did the same job while the database was small; with every area's factories it grew to tens of
 * thousands of rows and the reads were most of the sweep's time. A row-level trigger fires for every row really
 * inserted, updated or deleted (an UPDATE matching nothing notes nothing), on both engines. Installed once per
 * database (the sweep file's own copy); `changesSince` names the tables written since a mark.
 */
export async function watchWrites(db: Db): Promise<void> {
  const postgres = dbEngine(db) === 'postgres';
  const tables = (
    await db.$queryRawUnsafe<{ name: string }[]>(
      postgres
        ? "SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
  )
    .map((t) => t.name)
    .filter((n) => !NOT_COMPARED.has(n) && n !== LOG);
  if (postgres) {
    await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "${LOG}" (seq bigserial PRIMARY KEY, tbl text NOT NULL)`);
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION sweep_note_write() RETURNS trigger AS $$ BEGIN INSERT INTO "${LOG}" (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$ LANGUAGE plpgsql`,
    );
    for (const t of tables) {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS sweep_note_write ON "${t}"`);
      await db.$executeRawUnsafe(`CREATE TRIGGER sweep_note_write AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION sweep_note_write()`);
    }
    return;
  }
  await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS "${LOG}" (seq INTEGER PRIMARY KEY AUTOINCREMENT, tbl TEXT NOT NULL)`);
  for (const t of tables) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      await db.$executeRawUnsafe(`CREATE TRIGGER IF NOT EXISTS "sweep_${op}_${t}" AFTER ${op} ON "${t}" BEGIN INSERT INTO "${LOG}" (tbl) VALUES ('${t}'); END`);
    }
  }
}

/** A mark in the write log (the last noted write). */
export async function writeMark(db: Db): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ seq: unknown }[]>(`SELECT COALESCE(MAX(seq), 0) AS seq FROM "${LOG}"`);
  return Number(row?.seq ?? 0);
}

/** The tables written since `mark`, each once, in the order first written (empty: nothing changed). */
export async function changesSince(db: Db, mark: number): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ tbl: string }[]>(`SELECT tbl FROM "${LOG}" WHERE seq > ${Math.trunc(mark)} ORDER BY seq`);
  return [...new Set(rows.map((r) => r.tbl))];
}
