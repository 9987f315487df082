import { checkOrder as checkSharedOrder } from '../../lib/ordered-list.rules';
export { assertRoomFor, nextSort } from '../../lib/ordered-list.rules';

/** Reorders must name exactly the caller's items; gaps or repeats are LINK_SORT_MISMATCH. */
export const checkOrder = (requested: string[], owned: string[]) => checkSharedOrder(requested, owned, 'LINK_SORT_MISMATCH');

export interface StoredSet { id: string; name: string; links: { id: string; title: string; url: string }[] }

/** What a visitor sees: the sets in order with their links, leaving out sets that have nothing to open. */
export const visibleSets = (sets: StoredSet[]): StoredSet[] =>
  sets.filter((s) => s.links.length > 0).map((s) => ({ id: s.id, name: s.name, links: s.links.map(({ id, title, url }) => ({ id, title, url })) }));
