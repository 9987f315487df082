import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules of the share part (shares, choiceness, syncs, company videos, ads): no Prisma, no clock. The service
 * reads the facts and passes them in.
 */
const L = LIMITS.video;

type VisibleFacts = { state: string; hidden: boolean; takenDownAt: Date | null };

/** Shares, choiceness, pushes and company picks take only a video visitors can see (published, shown, not taken down). */
export function assertShareable(v: VisibleFacts, field = 'id'): void {
  if (v.state !== 'published' || v.hidden || v.takenDownAt !== null) throw new DomainError('VIDEO_SHARE_NOT_VISIBLE', { field });
}

/** The visitor's page of a video, as the owner sends it (the client is served under /multipage). */
export const shareUrlOf = (origin: string, videoId: string) => `${origin}/multipage/microvideo/shortVideo/${encodeURIComponent(videoId)}`;

/** `count`: videos already in the set (the one being added not among them). */
export function assertRoomForChoiceness(count: number): void {
  if (count >= L.choicenessMax) throw new DomainError('VIDEO_CHOICENESS_FULL', { field: 'on' });
}

export function assertRoomForCompanyVideo(count: number): void {
  if (count >= L.companyVideosMax) throw new DomainError('VIDEO_COMPANY_VIDEOS_FULL', { field: 'on' });
}

/** `count`: ads in the history (removed ones not counted). */
export function assertRoomForAd(count: number): void {
  if (count >= L.adHistoryMax) throw new DomainError('VIDEO_AD_HISTORY_FULL', { field: 'title' });
}

/**
 * Every id asked for must be among those found (the caller's), else NOT_FOUND naming `field` and nothing changes:
 * batches are all-or-nothing.
 */
export function assertAllFound(asked: readonly string[], found: readonly string[], field: string): void {
  const have = new Set(found);
  if (asked.some((id) => !have.has(id))) throw new DomainError('NOT_FOUND', { field });
}

/**
 * Which sub cards a push reaches: the named ones (each must be bound to the master, else NOT_FOUND on subIds), or
 * every bound one when none are named. A card that is no master (no bound sub card) may not push.
 */
export function pushTargets(bound: readonly { userId: string; phoneIdEcr: string }[], named: readonly string[]): string[] {
  if (!bound.length) throw new DomainError('VIDEO_SYNC_NOT_MASTER', { field: 'subIds' });
  if (!named.length) return bound.map((b) => b.userId);
  const byPublic = new Map(bound.map((b) => [b.phoneIdEcr, b.userId]));
  const out = named.map((p) => byPublic.get(p));
  if (out.some((u) => u === undefined)) throw new DomainError('NOT_FOUND', { field: 'subIds' });
  return [...new Set(out as string[])];
}

export type SyncPlan = { create: { sourceVideoId: string; targetUserId: string }[]; renew: string[] };

/**
 * What a push writes for each (video, sub card): a new sync when there is none, a deleted one pushed again, and
 * nothing when one is already waiting or shown (a video is never pushed twice into the same list).
 */
export function planPush(videoIds: readonly string[], targets: readonly string[], existing: readonly { id: string; sourceVideoId: string; targetUserId: string; state: string }[]): SyncPlan {
  const byPair = new Map(existing.map((s) => [`${s.sourceVideoId}|${s.targetUserId}`, s]));
  const plan: SyncPlan = { create: [], renew: [] };
  for (const v of new Set(videoIds)) {
    for (const t of targets) {
      const had = byPair.get(`${v}|${t}`);
      if (!had) plan.create.push({ sourceVideoId: v, targetUserId: t });
      else if (had.state === 'deleted') plan.renew.push(had.id);
    }
  }
  return plan;
}

/** The neighbour of `id` in an ordered list (prev / next), null at either end; NOT_FOUND when `id` is not in it. */
export function neighbourOf(order: readonly string[], id: string, direction: 'prev' | 'next'): string | null {
  const i = order.indexOf(id);
  if (i < 0) throw new DomainError('NOT_FOUND', { field: 'id' });
  const j = direction === 'prev' ? i - 1 : i + 1;
  return j >= 0 && j < order.length ? order[j]! : null;
}

/**
 * The user a `{0}` path names when it is `0`: the signed-in caller (a signed-out one is asked to log in). Null for a
 * card's public id, which the service looks up.
 */
export function selfOf(phoneIdEcr: string, viewerId: string | null): string | null {
  if (phoneIdEcr !== '0') return null;
  if (!viewerId) throw new DomainError('NOT_LOGGED_IN', { field: 'phoneIdEcr' });
  return viewerId;
}
