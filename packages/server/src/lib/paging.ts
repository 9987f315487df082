import type { TFeedQuery, TPage, TPageQuery } from '@card/contract';
import { DomainError } from './domain-error';

/**
 * The server side of the one paging shape (contract common/paging.ts, docs/decisions/0004). Pure: no Prisma, no
 * clock. Repositories take `{ skip, take }` or a decoded keyset; services build the result here.
 */

/** A page query as the database's skip/take. */
export const pageArgs = (q: TPageQuery) => ({ skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize });

/**
 * A page's rows and the total of its list, counting only when the rows cannot tell it (issue 30): a page that is not
 * full is the list's end, so the total is the rows before it plus its own. Most lists a person has (their albums,
 * orders, circles) fit on their first page, and the count was a second statement of every such call. A page that is
 * full, or empty past the end, still counts. The rows are read first, the count after (they ran side by side
 * before: a long list's call waits one statement longer; neither ran inside a transaction then or now).
 */
export async function rowsAndTotal<R>(page: { skip: number; take: number }, rows: () => PromiseLike<R[]>, count: () => PromiseLike<number>): Promise<[R[], number]> {
  const got = await rows();
  return [got, totalFromPage(page, got.length) ?? (await count())];
}

/** The list's total when one page of it tells it (a page not full, not past the end), else null: count. */
export function totalFromPage(page: { skip: number; take: number }, rowCount: number): number | null {
  if (rowCount < page.take && (rowCount > 0 || page.skip === 0)) return page.skip + rowCount;
  return null;
}

/** A counted page. A page past the end is empty with hasMore false, never an error. */
export function pageResult<T>(items: T[], total: number, q: TPageQuery): TPage<T> {
  return { items, total, hasMore: q.pageIndex * q.pageSize < total, nextCursor: null };
}

/**
 * A page list answered without its total (`total: null`): read with `uncountedArgs` (one row more than the page), so
 * `hasMore` costs nothing. For public lists over the whole platform, where counting every matching row on each
 * request grows with the platform (the spec's activity list: 8x slower at 100,000 activities than at 1,000).
 */
export const uncountedArgs = (q: TPageQuery) => ({ skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize + 1 });
export function uncountedPageResult<T>(rows: T[], q: TPageQuery): TPage<T> {
  return { items: rows.slice(0, q.pageSize), total: null, hasMore: rows.length > q.pageSize, nextCursor: null };
}

/** Where a feed page starts: the sort key of the last row already shown (time, then id to break ties). */
export interface FeedKey {
  at: Date;
  id: string;
}

/** How a feed orders rows of the same time: by id ascending or descending (time itself is always newest first). */
export type FeedTies = 'asc' | 'desc';

/**
 * The keyset rule every feed pages by, written once: the page after a cursor holds the rows strictly after the key
 * in the feed's order, an earlier time, or the same time and an id past the key's in `ties` order (`idPast`). So the
 * key's own row (the last one shown) never comes again and a row sharing its time is never skipped. The SQL form is
 * core/sql-values afterKeySql; a row in memory is tested by `isAfterKey`.
 */
export interface AfterKey {
  at: Date;
  id: string;
  idPast: '<' | '>';
}
export const afterKeyOf = (after: FeedKey, ties: FeedTies): AfterKey => ({ at: after.at, id: after.id, idPast: ties === 'asc' ? '>' : '<' });

/** Whether a row belongs after the key (afterKeyOf); every row does on the first page (no key). */
export function isAfterKey(row: FeedKey, key: AfterKey | null): boolean {
  if (!key) return true;
  const t = row.at.getTime();
  const k = key.at.getTime();
  if (t !== k) return t < k;
  return key.idPast === '>' ? row.id > key.id : row.id < key.id;
}

const CURSOR_VERSION = 1;

/**
 * A cursor is opaque to the client but not secret: base64url JSON naming the list it belongs to and the key.
 * It is validated, not signed: every feed query stays scoped to the caller, so a forged cursor can only move the
 * caller inside their own list. A cursor of another list, or anything malformed, is CURSOR_INVALID on `cursor`.
 */
export function encodeCursor(list: string, key: FeedKey): string {
  return Buffer.from(JSON.stringify({ v: CURSOR_VERSION, l: list, t: key.at.getTime(), i: key.id })).toString('base64url');
}

export function decodeCursor(list: string, cursor: string): FeedKey {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = null;
  }
  const c = raw as { v?: unknown; l?: unknown; t?: unknown; i?: unknown } | null;
  const valid =
    c !== null &&
    typeof c === 'object' &&
    c.v === CURSOR_VERSION &&
    c.l === list &&
    typeof c.t === 'number' &&
    Number.isSafeInteger(c.t) &&
    c.t >= 0 &&
    !Number.isNaN(new Date(c.t).getTime()) &&
    typeof c.i === 'string' &&
    /^[A-Za-z0-9_-]{1,64}$/.test(c.i);
  if (!valid) throw new DomainError('CURSOR_INVALID', { field: 'cursor' });
  return { at: new Date(c.t as number), id: c.i as string };
}

/** The keyset a feed query starts after (none on the first page) and how many rows to read: one extra tells hasMore. */
export function feedArgs(list: string, q: TFeedQuery): { after: FeedKey | null; take: number } {
  return { after: q.cursor ? decodeCursor(list, q.cursor) : null, take: q.pageSize + 1 };
}

/** A feed page from rows read with `feedArgs` (at most pageSize + 1, in the feed's order). */
export function feedResult<R, T>(list: string, rows: R[], q: TFeedQuery, keyOf: (row: R) => FeedKey, toItem: (row: R) => T): TPage<T> {
  const hasMore = rows.length > q.pageSize;
  const shown = hasMore ? rows.slice(0, q.pageSize) : rows;
  const last = shown[shown.length - 1];
  return { items: shown.map(toItem), total: null, hasMore, nextCursor: hasMore && last ? encodeCursor(list, keyOf(last)) : null };
}
