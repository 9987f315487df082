import type { Lang, TAddAdBody, TPageQuery, TVideoAd } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import type { VideoAd } from '../../generated/prisma/client';
import { assertOwnImages } from '../../core/uploads';
import { loadOwnVideo, microVideoViews } from './video.access';
import { videoShareRepository } from './video-share.repository';
import { assertRoomForAd } from './video-share.rules';

const adView = (a: VideoAd, defaultAdId: string | null | undefined): TVideoAd => ({
  id: a.id,
  title: a.title,
  imageUrl: a.imageUrl,
  linkUrl: a.linkUrl,
  usedAt: a.usedAt.toISOString(),
  isDefault: a.id === defaultAdId,
});

/**
 * The owner's ads (shown to visitors at the end of a video; adForVideo in video.access.ts decides which): the
 * switch, the history (latest used first), the default ad and a video's own ad. An ad's picture must be the owner's
 * own, its text passes the sensitive-word filter, its link is http(s) (the contract refuses anything else).
 */
export function videoAdsService(ctx: AppContext) {
  const repo = videoShareRepository(ctx.db);

  async function ownAd(userId: string, id: string, field: string) {
    const ad = await repo.ownAd(userId, id);
    if (!ad) throw new DomainError('NOT_FOUND', { field });
    return ad;
  }

  async function settingOf(userId: string) {
    const s = await repo.setting(userId);
    const ad = s?.defaultAdId ? await repo.ownAd(userId, s.defaultAdId) : null;
    return { adSwitch: s?.adSwitch ?? false, defaultAd: ad ? adView(ad, ad.id) : null };
  }

  async function setSwitch(userId: string, on: boolean) {
    await repo.upsertSetting(userId, { adSwitch: on }, ctx.clock.now());
    return settingOf(userId);
  }

  async function history(userId: string, q: TPageQuery) {
    const { skip, take } = pageArgs(q);
    const [rows, total, s] = await Promise.all([repo.ads(userId, skip, take), repo.countAds(userId), repo.setting(userId)]);
    return pageResult(
      rows.map((a) => adView(a, s?.defaultAdId)),
      total,
      q,
    );
  }

  async function add(userId: string, body: TAddAdBody) {
    await textFilter(ctx).assertClean(body.title, 'title');
    await assertOwnImages(ctx, userId, [body.imageUrl], 'imageUrl');
    return ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      assertRoomForAd(await r.countAds(userId));
      const now = ctx.clock.now();
      const ad = await r.addAd({ id: ctx.ids.id(), userId, title: body.title, imageUrl: body.imageUrl, linkUrl: body.linkUrl, usedAt: now, createdAt: now });
      return adView(ad, null);
    });
  }

  /** Removed from the history: never shown again (adForVideo skips removed ads); no longer the default either. */
  async function remove(userId: string, id: string) {
    const ad = await ownAd(userId, id, 'id');
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      await r.removeAd(ad.id, now);
      if ((await r.setting(userId))?.defaultAdId === ad.id) await r.upsertSetting(userId, { defaultAdId: null }, now);
    });
    return { ids: [ad.id] };
  }

  async function setDefault(userId: string, id: string) {
    const ad = await ownAd(userId, id, 'id');
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      await r.upsertSetting(userId, { defaultAdId: ad.id }, now);
      await r.touchAd(ad.id, now);
    });
    return settingOf(userId);
  }

  async function getDefault(userId: string) {
    return (await settingOf(userId)).defaultAd;
  }

  /** One video's own ad, or (adId absent) back to the owner's default ad. */
  async function setVideoAd(userId: string, id: string, adId: string | undefined, lang: Lang) {
    const video = await loadOwnVideo(ctx, userId, id);
    const ad = adId ? await ownAd(userId, adId, 'adId') : null;
    const now = ctx.clock.now();
    const row = await ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      if (ad) await r.touchAd(ad.id, now);
      return r.setVideo(video.id, { adId: ad?.id ?? null, updatedAt: now });
    });
    return (await microVideoViews(ctx, [row], lang))[0]!;
  }

  return { settingOf, setSwitch, history, add, remove, setDefault, getDefault, setVideoAd };
}
