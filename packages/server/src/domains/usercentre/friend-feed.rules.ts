import type { FriendDynamicKind, ModuleId } from '@card/contract';

/**
 * Pure rules of the friends' updates feed (issue 31, item 8): which module hides each kind, and how the kinds' pages
 * merge into one newest-first page.
 */

/** The module whose hiding (栏目编辑) takes a kind off the author's card, so off their friends' feeds; null: none. */
export const FEED_KIND_MODULE: Record<FriendDynamicKind, ModuleId | null> = {
  article: null,
  microPage: 5,
  video: 54,
  product: 3,
  activity: 61,
};

export interface FeedRow {
  at: Date;
  id: string;
}

/**
 * The order of the feed and of its cursor: time desc, then id desc. Ids are compared by code unit, as SQLite and
 * PostgreSQL (initialised with the C collation, scripts/lib.mjs) compare them in the per-kind queries, so a tie on
 * time across kinds is ordered the same way on both sides of a page boundary.
 */
export function newerFirst(a: FeedRow, b: FeedRow): number {
  const dt = b.at.getTime() - a.at.getTime();
  if (dt !== 0) return dt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * One page from each kind's page (each already in feed order and cut to `take`): the `take` newest of all. Each kind
 * read `take` rows after the same key, so no row of the merged page can be missing from its kind's page.
 */
export function mergePages<R extends FeedRow>(pages: R[][], take: number): R[] {
  return pages.flat().sort(newerFirst).slice(0, take);
}

/** The authors of a kind: sharing authors minus those who hid the kind's module. */
export function authorsOfKind(kind: FriendDynamicKind, authors: string[], hidden: { userId: string; moduleId: number }[]): string[] {
  const module = FEED_KIND_MODULE[kind];
  if (module === null) return authors;
  const off = new Set(hidden.filter((h) => h.moduleId === module).map((h) => h.userId));
  return authors.filter((a) => !off.has(a));
}
