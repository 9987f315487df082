import type { ErrorCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** One more item fits only while the list holds fewer than its limit. */
export function assertRoomFor(count: number, max: number, code: ErrorCode) {
  if (count >= max) throw new DomainError(code);
}

/** New items go to the end of the owner's order. */
export const nextSort = (sorts: number[]) => (sorts.length ? Math.max(...sorts) + 1 : 0);

/**
 * A new order must name exactly the owner's items, each once. An id the owner does not have (someone else's,
 * or none at all) is NOT_FOUND, like anywhere else; a list with gaps or repeats is a mismatch.
 */
export function checkOrder(requested: string[], owned: string[]): string[] {
  const mine = new Set(owned);
  if (requested.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field: 'ids' });
  if (new Set(requested).size !== requested.length || requested.length !== owned.length) {
    throw new DomainError('CARD_SORT_MISMATCH', { field: 'ids' });
  }
  return requested;
}
