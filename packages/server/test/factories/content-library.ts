import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A picture-library label of `owner`. */
export async function newPictureLabel(ctx: FactoryCtx, owner: Owner, name = `标签${ctx.ids.id().slice(0, 4)}`) {
  const sort = await ctx.db.pictureLabel.count({ where: { userId: owner.id } });
  return ctx.db.pictureLabel.create({ data: { id: ctx.ids.id(), userId: owner.id, name, sort, createdAt: ctx.clock.now() } });
}

/** A picture row of `owner`; its url points at no stored file, so deleting it removes nothing from disk. */
export async function newPicture(ctx: FactoryCtx, owner: Owner, opts: { labelId?: string } = {}) {
  const id = ctx.ids.id();
  return ctx.db.picture.create({
    data: { id, userId: owner.id, labelId: opts.labelId ?? null, url: `/files/factory/${id}.webp`, thumbs: '{}', width: 10, height: 10, bytes: 0, createdAt: ctx.clock.now() },
  });
}

/** A material label: the platform's (no owner) or a user's own. */
export async function newMaterialLabel(ctx: FactoryCtx, owner: Owner | null, name = `素材${ctx.ids.id().slice(0, 4)}`) {
  return ctx.db.materialLabel.create({ data: { id: ctx.ids.id(), ownerId: owner?.id ?? null, name, createdAt: ctx.clock.now() } });
}

/** A photo material item (the platform's when owner is null) in the given labels; keywords lower-cased like the service stores them. */
export async function newPhotoMaterial(ctx: FactoryCtx, owner: Owner | null, labelIds: string[], title = '素材') {
  const id = ctx.ids.id();
  return ctx.db.photoMaterial.create({
    data: {
      id,
      ownerId: owner?.id ?? null,
      title,
      url: `/files/builtin/material/${id}.webp`,
      thumbUrl: '',
      keywords: title.toLowerCase(),
      createdAt: ctx.clock.now(),
      labels: { create: labelIds.map((labelId) => ({ labelId })) },
    },
  });
}

/** A moments text (the platform's when owner is null). */
export async function newMoment(ctx: FactoryCtx, owner: Owner | null, opts: { category?: string; text?: string; uses?: number } = {}) {
  return ctx.db.momentMaterial.create({
    data: { id: ctx.ids.id(), ownerId: owner?.id ?? null, category: opts.category ?? 'greeting', text: opts.text ?? '早安，新的一天', uses: opts.uses ?? 0, createdAt: ctx.clock.now() },
  });
}
