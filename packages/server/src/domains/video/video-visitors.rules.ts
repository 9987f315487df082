import { ANY_CARD, LIMITS, VIDEO_BUTTON_TYPES, type VideoButtonType } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { FeedKey } from '../../lib/paging';

/**
 * Pure rules of the visitors' side of micro video (no Prisma, no clock): whose card a `{0}` names, which views count,
 * the keysets of the discover feed, and what a complaint and a saved copy may be.
 */

/** The feed names of the cursors this part hands out (a cursor of one list is refused by another). */
export const DISCOVER_LIST = 'video-discover';
export const SEARCH_LIST = 'video-search';
export const COLLECT_LIST = 'video-collect';

/**
 * The card a `{0}` path names: `0` is the caller's own (a signed-out caller is asked to log in); any other value is a
 * phoneIdEcr to look up. Answers the user id for `0`, else null (the caller looks the phoneIdEcr up).
 */
export function selfCardOf(phoneIdEcr: string, viewerId: string | null): string | null {
  if (phoneIdEcr === ANY_CARD || phoneIdEcr !== '0') return null;
  if (!viewerId) throw new DomainError('NOT_LOGGED_IN', { field: 'phoneIdEcr' });
  return viewerId;
}

/** The owner watching their own video is not a view; anyone else (signed out too) is. */
export const countsAsView = (ownerId: string, viewerId: string | null) => ownerId !== viewerId;

/** The discover feed's order: latest shared first, ties by id ascending (the index [shared, sharedAt desc, id]). */
export type FeedRow = { id: string; sharedAt: Date | null };
export const feedKeyOf = (row: FeedRow): FeedKey => ({ at: row.sharedAt ?? new Date(0), id: row.id });

/**
 * Where the neighbour of `key` lies in the discover order: `next` is further down the feed (older, or the same time
 * with a larger id), `prev` further up. `order` is the direction to read in so the nearest neighbour comes first.
 */
export function neighbourSeek(key: FeedKey, direction: 'prev' | 'next') {
  return direction === 'next'
    ? { older: true, at: key.at, id: key.id, order: { at: 'desc', id: 'asc' } as const }
    : { older: false, at: key.at, id: key.id, order: { at: 'asc', id: 'desc' } as const };
}

/** In a list read whole (a card's videos, at most a quota long), the id next to `id`; null at either end or when absent. */
export function neighbourIn(ids: readonly string[], id: string, direction: 'prev' | 'next'): string | null {
  const at = ids.indexOf(id);
  if (at < 0) return null;
  return ids[direction === 'next' ? at + 1 : at - 1] ?? null;
}

/** The owner's button setting as the contract's enum (an unknown stored value shows the card button). */
export const buttonTypeOf = (stored: string | null | undefined): VideoButtonType => ((VIDEO_BUTTON_TYPES as readonly string[]).includes(stored ?? '') ? (stored as VideoButtonType) : 'card');

/** A reporter may not complain about their own video. */
export function assertNotOwnVideo(ownerId: string, userId: string) {
  if (ownerId === userId) throw new DomainError('VIDEO_OWN_COMPLAINT', { field: 'videoId' });
}

/** The complaint's pictures, each once (the contract caps the list at LIMITS.video.complaintPicturesMax). */
export const complaintPictures = (urls: readonly string[]): string[] => [...new Set(urls)].slice(0, LIMITS.video.complaintPicturesMax);

/** Saving someone else's video into one's library: one's own is refused (it is already there). */
export function assertNotOwnSource(ownerId: string, userId: string) {
  if (ownerId === userId) throw new DomainError('VIDEO_COPY_OWN', { field: 'id' });
}

/** The copy a visitor saves: a draft at the end of their order, the same files, the source remembered. */
export function copyOf(
  source: {
    id: string;
    title: string;
    intro: string;
    videoUrl: string;
    coverUrl: string;
    durationMs: number;
    width: number;
    height: number;
    bytes: number;
  },
  userId: string,
  id: string,
  sort: number,
  now: Date,
) {
  return {
    id,
    userId,
    title: source.title,
    intro: source.intro,
    videoUrl: source.videoUrl,
    coverUrl: source.coverUrl,
    durationMs: source.durationMs,
    width: source.width,
    height: source.height,
    bytes: source.bytes,
    state: 'draft',
    sort,
    syncSourceId: source.id,
    createdAt: now,
    updatedAt: now,
  };
}
