import type { Lang } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { videoRepository } from './video.repository';
import { microVideoView } from './video.views';
import type { MicroVideo } from '../../generated/prisma/client';

/**
 * The rules every part shares about who sees a video. The owner reaches their own in any state; anyone else only a
 * visible one: published, not hidden, not taken down. Someone else's id (or a video a visitor may not see) answers
 * NOT_FOUND naming the field, never a hint that it exists.
 */
export const isVisibleToVisitors = (v: Pick<MicroVideo, 'state' | 'hidden' | 'takenDownAt'>) => v.state === 'published' && !v.hidden && v.takenDownAt === null;

/** The caller's own video, or NOT_FOUND naming `field`. */
export async function loadOwnVideo(ctx: AppContext, userId: string, id: string, field = 'id'): Promise<MicroVideo> {
  const row = await videoRepository(ctx.db).ownVideo(userId, id);
  if (!row) throw new DomainError('NOT_FOUND', { field });
  return row;
}

/** A video a visitor may watch (the owner also sees their own in any state), or NOT_FOUND naming `field`. */
export async function loadVisibleVideo(ctx: AppContext, viewerId: string | null, id: string, field = 'id'): Promise<MicroVideo> {
  const row = await videoRepository(ctx.db).byId(id);
  if (!row || (row.userId !== viewerId && !isVisibleToVisitors(row))) throw new DomainError('NOT_FOUND', { field });
  return row;
}

/** Owner's views of rows, with label and type names read in one query each. */
export async function microVideoViews(ctx: AppContext, rows: MicroVideo[], lang: Lang) {
  const names = await videoRepository(ctx.db).namesOf(rows);
  return rows.map((r) => microVideoView(r, names, lang));
}

/**
 * Micro video premium: bought on its own (VideoSetting.premiumUntil, the upload part's order line) or included in an
 * active VIP. Premium raises the upload quota and allows removing the watermark and making videos from posters.
 */
export async function isVideoPremium(ctx: AppContext, userId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const { setting, user } = await videoRepository(ctx.db).premiumFacts(userId);
  if (setting?.premiumUntil && setting.premiumUntil > now) return true;
  return !!user && ((user.vipExpiresAt !== null && user.vipExpiresAt > now) || (user.tempVipExpiresAt !== null && user.tempVipExpiresAt > now));
}

/** The ad shown to visitors at the end of a video (title, picture, http(s) link). */
export type VideoAdShown = { id: string; title: string; imageUrl: string; linkUrl: string };

/**
 * The ad at the end of `video` for its visitors: the video's own ad (set with setMicroVideoAd) wins; without one, the
 * owner's default ad when the owner's ad switch is on; otherwise none. An ad the owner removed from their history is
 * never shown (a video whose own ad was removed falls back to the default).
 */
export async function adForVideo(ctx: AppContext, video: Pick<MicroVideo, 'userId' | 'adId'>): Promise<VideoAdShown | null> {
  const repo = videoRepository(ctx.db);
  const pick = (a: { id: string; title: string; imageUrl: string; linkUrl: string } | null) => (a ? { id: a.id, title: a.title, imageUrl: a.imageUrl, linkUrl: a.linkUrl } : null);
  if (video.adId) {
    const own = await repo.liveAd(video.userId, video.adId);
    if (own) return pick(own);
  }
  const setting = await repo.adSetting(video.userId);
  if (!setting?.adSwitch || !setting.defaultAdId) return null;
  return pick(await repo.liveAd(video.userId, setting.defaultAdId));
}

/** How many micro videos a user may keep (free or premium): the upload part's rule, for every part that shows it. */
export { uploadQuota } from './video-upload.rules';
