import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { checkOrder } from '../../lib/ordered-list.rules';
import { uploadQuota } from './video.access';
export { nextSort } from '../../lib/ordered-list.rules';

/** The owner's micro video library: pure rules (no Prisma, no clock; times and counts come in as arguments). */

/** A new order names exactly the caller's published videos, each once (someone else's id is NOT_FOUND). */
export const checkVideoOrder = (requested: string[], published: string[]) => checkOrder(requested, published, 'VIDEO_SORT_MISMATCH');

/** A batch delete names only the caller's videos: one foreign id refuses the whole batch. Repeats count once. */
export function checkVideoBatch(requested: string[], owned: string[], field = 'ids'): string[] {
  const mine = new Set(owned);
  if (requested.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field });
  return [...new Set(requested)];
}

/** The watermark comes off only with premium (bought or VIP). */
export function assertWatermarkPremium(premium: boolean) {
  if (!premium) throw new DomainError('VIDEO_WATERMARK_PREMIUM', { field: 'id' });
}

/**
 * Publishing a draft: only a draft, and the caller's published videos stay within their quota (a lapsed premium
 * keeps what it published, but publishes no more past the free number).
 */
export function assertPublishable(state: string, published: number, premium: boolean) {
  if (state !== 'draft') throw new DomainError('VIDEO_NOT_DRAFT', { field: 'id' });
  const quota = uploadQuota(premium);
  if (published >= quota) throw new DomainError('VIDEO_QUOTA_FULL', { field: 'id', data: { quota } });
}

/** Files of deleted videos to remove: each once, never one another video still references (a synced copy). */
export function filesToRelease(candidates: readonly (string | null | undefined)[], stillReferenced: ReadonlySet<string>): string[] {
  return [...new Set(candidates.filter((u): u is string => !!u && !stillReferenced.has(u)))];
}

/** The settings a user never saved read as the defaults of VideoSetting. */
export const settingOrDefault = (row: { buttonType: string; rowsPerLine: number } | null) => ({
  buttonType: (row?.buttonType ?? 'card') as 'card' | 'consult' | 'call' | 'products',
  rowsPerLine: Math.min(LIMITS.video.rowsPerLineMax, Math.max(LIMITS.video.rowsPerLineMin, row?.rowsPerLine ?? 2)),
});

/**
 * Whose card a `{0}` call reads: `0` is the caller's own (a session needed), anything else a card's public id. Answers
 * the user id to look up, or the public id to resolve.
 */
export function cardTarget(phoneIdEcr: string, viewerId: string | null): { userId: string } | { phoneIdEcr: string } {
  if (phoneIdEcr !== '0') return { phoneIdEcr };
  if (!viewerId) throw new DomainError('NOT_LOGGED_IN');
  return { userId: viewerId };
}
