/** Rules of the card's ordered lists (columns, honours, map points): the shared list rules with this area's codes. */
import { checkOrder as checkSharedOrder } from '../../lib/ordered-list.rules';
export { assertRoomFor, nextSort } from '../../lib/ordered-list.rules';

/** Reorders must name exactly the caller's items; gaps or repeats are CARD_SORT_MISMATCH. */
export const checkOrder = (requested: string[], owned: string[]) => checkSharedOrder(requested, owned, 'CARD_SORT_MISMATCH');
