import type { FactoryCtx } from './users';

type Owner = { id: string };

/** An ad in the owner's history (not the default unless `asDefault`, which also sets the switch as given). */
export async function newVideoAd(ctx: FactoryCtx, owner: Owner, opts: { title?: string; linkUrl?: string; asDefault?: boolean; adSwitch?: boolean; deleted?: boolean } = {}) {
  const now = ctx.clock.now();
  const ad = await ctx.db.videoAd.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      title: opts.title ?? '新品上市',
      imageUrl: `/files/picture/factory-ad-${ctx.ids.id()}.png`,
      linkUrl: opts.linkUrl ?? 'https://example.com/new',
      usedAt: now,
      createdAt: now,
      deletedAt: opts.deleted ? now : null,
    },
  });
  if (opts.asDefault) {
    const data = { defaultAdId: ad.id, adSwitch: opts.adSwitch ?? true, updatedAt: now };
    await ctx.db.videoSetting.upsert({ where: { userId: owner.id }, create: { userId: owner.id, ...data }, update: data });
  }
  return ad;
}

/** A master's video pushed to a sub card (state pushed unless told). */
export async function newVideoSync(ctx: FactoryCtx, video: { id: string; userId: string }, target: Owner, state: 'pushed' | 'shown' | 'deleted' = 'pushed') {
  return ctx.db.videoSync.create({
    data: { id: ctx.ids.id(), sourceVideoId: video.id, fromUserId: video.userId, targetUserId: target.id, state, createdAt: ctx.clock.now() },
  });
}
