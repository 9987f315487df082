import { DomainError } from '../../lib/domain-error';
import { citiesOf } from './card-map-regions';

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
 * A card's background as stored: a reference, never a URL a caller typed (issue 7: a URL that merely ended like our
 * files made every visitor's browser contact a tracker). The URL shown is derived from it when the card is read.
 */
export type BackgroundRef = { kind: 'none' } | { kind: 'builtin'; id: string } | { kind: 'file'; key: string };

const OWN_KEY = /^backgrounds\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(?:png|jpg|gif|webp)$/;
const invalid = () => new DomainError('CARD_BACKGROUND_INVALID', { field: 'backgroundUrl' });

/**
 * What a caller may send as `backgroundUrl` (the wire name stays): empty (none), a built-in id or the exact URL we
 * serve it at, or one of their uploads named by storage key or by the exact URL our storage gave it. `ourKeyOf` is
 * the storage's own URL-to-key reading (anything but its exact prefix answers null). Whether a file is really the
 * caller's is for the service to check; anything else is refused here.
 */
export function backgroundRefOf(value: string, builtins: { id: string; url: string }[], ourKeyOf: (url: string) => string | null): BackgroundRef {
  const v = value.trim();
  if (v === '') return { kind: 'none' };
  const id = v.startsWith('builtin:') ? v.slice('builtin:'.length) : v;
  const builtin = builtins.find((b) => b.id === id || b.url === v);
  if (builtin) return { kind: 'builtin', id: builtin.id };
  const key = v.startsWith('file:') ? v.slice('file:'.length) : OWN_KEY.test(v) ? v : ourKeyOf(v);
  if (key && OWN_KEY.test(key)) return { kind: 'file', key };
  throw invalid();
}

/** The stored form of a reference. */
export function storedBackground(ref: BackgroundRef): string {
  return ref.kind === 'none' ? '' : ref.kind === 'builtin' ? `builtin:${ref.id}` : `file:${ref.key}`;
}

/** Reads a stored reference back; anything unexpected (an old row) reads as no background, never as a URL. */
export function parseStoredBackground(stored: string): BackgroundRef {
  if (stored.startsWith('builtin:')) return { kind: 'builtin', id: stored.slice('builtin:'.length) };
  if (stored.startsWith('file:') && OWN_KEY.test(stored.slice('file:'.length))) return { kind: 'file', key: stored.slice('file:'.length) };
  return { kind: 'none' };
}

/** The URL a stored reference is shown at: built-ins from the catalogue, files from our storage. */
export function backgroundUrlOf(stored: string, builtins: { id: string; url: string }[], urlOfKey: (key: string) => string): string {
  const ref = parseStoredBackground(stored);
  if (ref.kind === 'builtin') return builtins.find((b) => b.id === ref.id)?.url ?? '';
  return ref.kind === 'file' ? urlOfKey(ref.key) : '';
}
