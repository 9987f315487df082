import { DomainError } from '../../lib/domain-error';
import { citiesOf } from './areas';

/** A search needs something to search for (spec section 5: the keyword must not be empty). */
export function searchKeyword(raw: string): string {
  const k = raw.trim();
  if (k === '') throw new DomainError('KEYWORD_EMPTY', { field: 'keyword' });
  return k;
}

/** A map point's province must be one of the domestic areas and its city one of that province's. */
export function checkArea(province: string, city: string) {
  const cities = citiesOf(province);
  if (!cities) throw new DomainError('CARD_AREA_UNKNOWN', { field: 'province' });
  if (!cities.includes(city)) throw new DomainError('CARD_AREA_UNKNOWN', { field: 'city' });
}

/**
 * Uploaded backgrounds live under a folder named by a hash of their owner, so ownership can be read from the
 * URL without a table. Returns the storage key of the caller's own background, or null for anything else.
 */
export function ownBackgroundKey(url: string, ownerTag: string): string | null {
  const m = /\/(backgrounds\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+\.(?:png|jpg|gif|webp))$/.exec(url);
  return m && m[2] === ownerTag ? m[1] : null;
}

/** The background a card may use: none, a built-in one, or the caller's own upload (checked by the caller). */
export function backgroundChoice(url: string, builtins: string[], ownKey: string | null): 'none' | 'builtin' | 'own' {
  if (url === '') return 'none';
  if (builtins.includes(url)) return 'builtin';
  if (ownKey) return 'own';
  throw new DomainError('CARD_BACKGROUND_INVALID', { field: 'backgroundUrl' });
}
