import { LIMITS, type TThumbs } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertRoomFor } from '../../lib/ordered-list.rules';
import { stringListOf } from '../../lib/json-list';

/**
 * Pure rules of the library part (pictures, photo material, moments material): no Prisma, no clock.
 */
const L = LIMITS.content;

/** Label names compare trimmed and case-insensitively ("Logo" and "logo " are one name). */
export const labelKey = (name: string) => name.trim().toLowerCase();

/**
 * A label name (picture or material label): its length again (the contract checks it; a service may be reached
 * otherwise) and unique among `taken` (the other labels the user sees; a rename passes its own old name out).
 */
export function assertLabelName(name: string, taken: readonly string[]): string {
  const n = [...name.trim()].length;
  if (n < L.labelNameMin || n > L.labelNameMax) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'name' });
  if (taken.some((t) => labelKey(t) === labelKey(name))) throw new DomainError('LIBRARY_LABEL_NAME_TAKEN', { field: 'name' });
  return name.trim();
}

/** One more picture label fits only under the limit. */
export const assertPictureLabelRoom = (count: number) => assertRoomFor(count, L.pictureLabelsPerUser, 'LIBRARY_LABELS_FULL', 'name');
/** One more own material label fits only under the limit (the platform's do not count). */
export const assertMaterialLabelRoom = (count: number) => assertRoomFor(count, L.materialLabelsPerUser, 'LIBRARY_LABELS_FULL', 'name');
/** One more own moments text fits only under the limit. */
export const assertMomentRoom = (count: number) => assertRoomFor(count, L.momentsPerUser, 'MOMENTS_OWN_FULL');

/** The distinct ids of a labelIdArray, in first-seen order (the contract already refused junk ids). */
export const distinctIds = (ids: readonly string[]) => [...new Set(ids)];

/** Every asked label must be one the caller sees, else NOT_FOUND on `field` (someone else's label included). */
export function assertKnownLabels(asked: readonly string[], visible: ReadonlySet<string>, field = 'labelIdArray') {
  if (asked.some((id) => !visible.has(id))) throw new DomainError('NOT_FOUND', { field });
}

/**
 * The thumbnail to show for a wanted display width (CSS px x device ratio): the smallest stored size that covers
 * it, else the largest stored one, else the original. Pure.
 */
export function thumbFor(url: string, thumbs: TThumbs, wantPx: number): string {
  const sizes = (['s', 'm', 'l'] as const).filter((k) => thumbs[k]);
  const cover = sizes.find((k) => L.thumbSizes[k] >= wantPx);
  const pick = cover ?? sizes[sizes.length - 1];
  return pick ? thumbs[pick]! : url;
}

/** Keyword search text: lower-cased, so the stored lower-cased keywords and titles match case-insensitively. */
export const keywordOf = (keyword: string) => keyword.trim().toLowerCase();

/** The keywords column of an item: its title and label names, lower-cased, space-joined. */
export const keywordsOf = (title: string, labelNames: readonly string[]) =>
  [title, ...labelNames]
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .join(' ');

/** The stored pictures column read back (lib/json-list). */
export const parseImages = stringListOf;
