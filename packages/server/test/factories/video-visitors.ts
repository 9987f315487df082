import type { AppContext } from '../../src/context';
import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A complaint picture the user uploaded (a StoredFile of purpose videoComplaintPicture), answered as its URL. */
export async function newVideoComplaintPicture(ctx: FactoryCtx & Pick<AppContext, 'providers'>, owner: Owner) {
  const key = `video-complaints/factory-${ctx.ids.id()}.webp`;
  await ctx.db.storedFile.create({ data: { key, userId: owner.id, purpose: 'videoComplaintPicture', bytes: 1000, createdAt: ctx.clock.now() } });
  return ctx.providers.storage.urlOf(key);
}

/**
 * The owner's ad setting for visitors' players: a default ad (title, picture, link) with the switch on or off, the
 * button type and optionally a default epilogue (own).
 */
export async function newVideoAdSetting(
  ctx: FactoryCtx,
  owner: Owner,
  opts: {
    adSwitch?: boolean;
    title?: string;
    imageUrl?: string;
    linkUrl?: string;
    buttonType?: string;
    epilogue?: { name: string; imageUrl: string; text?: string };
  } = {},
) {
  const now = ctx.clock.now();
  const ad = await ctx.db.videoAd.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      title: opts.title ?? '到店立减',
      imageUrl: opts.imageUrl ?? '/files/picture/factory-ad.png',
      linkUrl: opts.linkUrl ?? 'https://example.com/shop',
      usedAt: now,
      createdAt: now,
    },
  });
  const epilogue = opts.epilogue
    ? await ctx.db.videoEpilogue.create({
        data: { id: ctx.ids.id(), userId: owner.id, name: opts.epilogue.name, imageUrl: opts.epilogue.imageUrl, text: opts.epilogue.text ?? '', seconds: 3, createdAt: now },
      })
    : null;
  const data = { adSwitch: opts.adSwitch ?? true, defaultAdId: ad.id, buttonType: opts.buttonType ?? 'card', defaultEpilogueId: epilogue?.id ?? null, updatedAt: now };
  await ctx.db.videoSetting.upsert({ where: { userId: owner.id }, create: { userId: owner.id, ...data }, update: data });
  return { ad, epilogue };
}
