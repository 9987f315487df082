import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A custom column of the owner's card. */
export async function newColumn(ctx: FactoryCtx, owner: Owner, opts: { name?: string; content?: string } = {}) {
  const sort = await ctx.db.cardColumn.count({ where: { userId: owner.id } });
  return ctx.db.cardColumn.create({
    data: { id: ctx.ids.id(), userId: owner.id, name: opts.name ?? `栏目${sort + 1}`, content: opts.content ?? '介绍', sort },
    select: { id: true, name: true, content: true },
  });
}

/** An honour (award) on the owner's card. */
export async function newHonour(ctx: FactoryCtx, owner: Owner, opts: { title?: string } = {}) {
  const sort = await ctx.db.honour.count({ where: { userId: owner.id } });
  return ctx.db.honour.create({
    data: { id: ctx.ids.id(), userId: owner.id, title: opts.title ?? `荣誉${sort + 1}`, content: '', awardedOn: '2024-01-01', sort, createdAt: ctx.clock.now() },
    select: { id: true, title: true },
  });
}

/** A map point of the owner (Tian'anmen by default); `navigation` makes it the card's navigation point. */
export async function newMapPoint(ctx: FactoryCtx, owner: Owner, opts: { name?: string; lat?: number; lng?: number; navigation?: boolean } = {}) {
  const point = await ctx.db.mapPoint.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      name: opts.name ?? '公司地址',
      address: '北京市东城区东长安街',
      province: '北京市',
      city: '北京市',
      lat: opts.lat ?? 39.9087,
      lng: opts.lng ?? 116.3975,
      createdAt: ctx.clock.now(),
    },
    select: { id: true, name: true },
  });
  if (opts.navigation) await ctx.db.card.update({ where: { userId: owner.id }, data: { navPointId: point.id } });
  return point;
}
