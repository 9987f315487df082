import type { ErrorCode } from '@card/contract';
import { DomainError } from './domain-error';

/**
 * Rules shared by every owner-ordered list (custom columns, honours, map points, link sets and links, albums and
 * photos). Pure; each area passes its own catalogue codes.
 */

/** One more item fits only while the list holds fewer than its limit. */
export function assertRoomFor(count: number, max: number, code: ErrorCode, field?: string) {
  if (count >= max) throw new DomainError(code, field ? { field } : undefined);
}

/** New items go to the end of their owner's order. */
export const nextSort = (sorts: number[]) => (sorts.length ? Math.max(...sorts) + 1 : 0);

/**
 * A new order must name exactly the items it reorders, each once. An id that is not among them (someone else's,
 * or none at all) is NOT_FOUND like anywhere else; gaps or repeats are the area's mismatch code.
 */
export function checkOrder(requested: string[], owned: string[], mismatch: ErrorCode): string[] {
  const mine = new Set(owned);
  if (requested.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field: 'ids' });
  if (new Set(requested).size !== requested.length || requested.length !== owned.length) {
    throw new DomainError(mismatch, { field: 'ids' });
  }
  return requested;
}
