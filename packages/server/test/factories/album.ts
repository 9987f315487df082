import type { FactoryCtx } from './users';

type Owner = { id: string };

/** An album of `owner` with `photos` photos (default 0); open by default like one made on the album screen. */
export async function newAlbum(ctx: FactoryCtx, owner: Owner, opts: { photos?: number; isOpen?: boolean; name?: string } = {}) {
  const now = ctx.clock.now();
  const sort = await ctx.db.album.count({ where: { userId: owner.id } });
  const album = await ctx.db.album.create({
    data: { id: ctx.ids.id(), userId: owner.id, name: opts.name ?? `相册${sort + 1}`, isOpen: opts.isOpen ?? true, sort, createdAt: now },
    select: { id: true, name: true, isOpen: true },
  });
  const photoIds: string[] = [];
  for (let i = 0; i < (opts.photos ?? 0); i++) photoIds.push((await newPhoto(ctx, album.id, i)).id);
  return { ...album, photoIds };
}

/** A photo row in an album. The url points at no stored file, so deleting it removes nothing from disk. */
export async function newPhoto(ctx: FactoryCtx, albumId: string, sort = 0) {
  const id = ctx.ids.id();
  return ctx.db.photo.create({ data: { id, albumId, url: `/upload/photo/factory-${id}.png`, sort, createdAt: ctx.clock.now() }, select: { id: true, url: true } });
}
