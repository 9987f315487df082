import type { ErrorCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** One more item fits only while the list holds fewer than its limit. */
export function assertRoomFor(count: number, max: number, code: ErrorCode) {
  if (count >= max) throw new DomainError(code);
}

/** New sets and links go to the end of their owner's order. */
export const nextSort = (sorts: number[]) => (sorts.length ? Math.max(...sorts) + 1 : 0);

/**
 * A new order must name exactly the items the caller owns, each once. An id they do not own (someone else's or
 * none at all) is NOT_FOUND, as everywhere else; a list with gaps or repeats is a mismatch.
 */
export function checkOrder(requested: string[], owned: string[]): string[] {
  const mine = new Set(owned);
  if (requested.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field: 'ids' });
  if (new Set(requested).size !== requested.length || requested.length !== owned.length) {
    throw new DomainError('LINK_SORT_MISMATCH', { field: 'ids' });
  }
  return requested;
}

export interface StoredSet { id: string; name: string; links: { id: string; title: string; url: string }[] }

/** What a visitor sees: the sets in order with their links, leaving out sets that have nothing to open. */
export const visibleSets = (sets: StoredSet[]): StoredSet[] =>
  sets.filter((s) => s.links.length > 0).map((s) => ({ id: s.id, name: s.name, links: s.links.map(({ id, title, url }) => ({ id, title, url })) }));
