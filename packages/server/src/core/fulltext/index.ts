import type { DbClient } from '../db';
import { dbEngine } from '../../db';
import { segment, SEGMENTER_VERSION, termsOf } from './segment';

export { loadSegmenter, segment, SEGMENTER_VERSION, termsOf } from './segment';

/**
 * Full-text search over the SearchDoc table (one row per (scope, refId)), Chinese-aware (./segment). Each engine keeps
 * its own index over those rows, created idempotently at first use so no migration has to know the engine's syntax:
 * - SQLite: an FTS5 table `search_fts` (unicode61 splits the pre-segmented terms on spaces), written in the same
 *   transaction as the SearchDoc row, ranked with bm25 (a title hit weighs 10x a body hit);
 * - PostgreSQL: `to_tsvector('simple', ...)` over SearchDoc itself with a GIN expression index, ranked with ts_rank
 *   (title weight A, body weight B).
 * Query terms are segmented the same way and AND-ed: every word of the query must be in the document.
 */
export interface SearchableDoc {
  title: string;
  body: string;
}
export interface SearchHits {
  refIds: string[];
  total: number;
}

const FTS_DDL = `CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(terms, title, scope UNINDEXED, ref_id UNINDEXED, tokenize='unicode61')`;
const PG_INDEX_DDL = `CREATE INDEX IF NOT EXISTS "SearchDoc_terms_fts" ON "SearchDoc" USING GIN (to_tsvector('simple', "terms"))`;
/** Clients whose engine index is known to exist (a transaction client is new each time: its DDL is a cheap no-op). */
const ready = new WeakSet<object>();

async function ensureIndex(db: DbClient): Promise<void> {
  if (ready.has(db)) return;
  await db.$executeRawUnsafe(dbEngine(db) === 'postgres' ? PG_INDEX_DDL : FTS_DDL);
  ready.add(db);
}

/** Index (or reindex) one document; call inside the transaction that writes the document itself. */
export async function indexDoc(tx: DbClient, scope: string, refId: string, doc: SearchableDoc, now = new Date()): Promise<void> {
  const title = segment(doc.title);
  const terms = segment(`${doc.title}\n${doc.body}`);
  await tx.searchDoc.upsert({
    where: { scope_refId: { scope, refId } },
    create: { scope, refId, title, terms, segmenter: SEGMENTER_VERSION, updatedAt: now },
    update: { title, terms, segmenter: SEGMENTER_VERSION, updatedAt: now },
  });
  if (dbEngine(tx) === 'postgres') return; // the GIN index follows the row by itself
  await ensureIndex(tx);
  await tx.$executeRawUnsafe('DELETE FROM search_fts WHERE scope = ? AND ref_id = ?', scope, refId);
  await tx.$executeRawUnsafe('INSERT INTO search_fts (terms, title, scope, ref_id) VALUES (?, ?, ?, ?)', terms, title, scope, refId);
}

/**
 * Up to `take` documents of the scope whose terms were cut by another segmenter (an older dictionary, or rows from
 * before the version was kept): a query is cut with the current one, so these must be indexed again by their scope,
 * which alone knows their text (the help centre's job, say). Answers their ids.
 */
export async function staleDocIds(db: DbClient, scope: string, take: number): Promise<string[]> {
  const rows = await db.searchDoc.findMany({ where: { scope, segmenter: { not: SEGMENTER_VERSION } }, select: { refId: true }, orderBy: { refId: 'asc' }, take });
  return rows.map((r) => r.refId);
}

/** Take one document out of the index (nothing happens when it was not there). */
export async function removeDoc(tx: DbClient, scope: string, refId: string): Promise<void> {
  await tx.searchDoc.deleteMany({ where: { scope, refId } });
  if (dbEngine(tx) === 'postgres') return;
  await ensureIndex(tx);
  await tx.$executeRawUnsafe('DELETE FROM search_fts WHERE scope = ? AND ref_id = ?', scope, refId);
}

/** Ids of the scope's documents holding every term of the query, best first, one page of them, and how many in all. */
export async function searchDocs(db: DbClient, scope: string, query: string, page: { skip: number; take: number }): Promise<SearchHits> {
  const terms = termsOf(query);
  if (terms.length === 0) return { refIds: [], total: 0 };
  await ensureIndex(db);
  if (dbEngine(db) === 'postgres') return searchPostgres(db, scope, terms, page);
  // Each term quoted: FTS5 reads it as one phrase, never as syntax (terms hold letters and digits only anyway).
  const match = terms.map((t) => `"${t}"`).join(' AND ');
  const rows = await db.$queryRawUnsafe<{ ref_id: string }[]>(
    'SELECT ref_id FROM search_fts WHERE search_fts MATCH ? AND scope = ? ORDER BY bm25(search_fts, 1.0, 10.0), ref_id LIMIT ? OFFSET ?',
    match,
    scope,
    page.take,
    page.skip,
  );
  const [count] = await db.$queryRawUnsafe<{ n: bigint | number }[]>('SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ? AND scope = ?', match, scope);
  return { refIds: rows.map((r) => r.ref_id), total: Number(count?.n ?? 0) };
}

async function searchPostgres(db: DbClient, scope: string, terms: string[], page: { skip: number; take: number }): Promise<SearchHits> {
  // The terms as one tsquery of AND-ed lexemes, each quoted (to_tsquery's own syntax never reaches it).
  const tsquery = terms.map((t) => `'${t.replace(/'/g, "''")}'`).join(' & ');
  const where = `"scope" = $1 AND to_tsvector('simple', "terms") @@ to_tsquery('simple', $2)`;
  const rows = await db.$queryRawUnsafe<{ refId: string }[]>(
    `SELECT "refId" FROM "SearchDoc" WHERE ${where}
     ORDER BY ts_rank(setweight(to_tsvector('simple', "title"), 'A') || setweight(to_tsvector('simple', "terms"), 'B'), to_tsquery('simple', $2)) DESC, "refId"
     LIMIT $3 OFFSET $4`,
    scope,
    tsquery,
    page.take,
    page.skip,
  );
  const [count] = await db.$queryRawUnsafe<{ n: bigint | number }[]>(`SELECT count(*) AS n FROM "SearchDoc" WHERE ${where}`, scope, tsquery);
  return { refIds: rows.map((r) => r.refId), total: Number(count?.n ?? 0) };
}
