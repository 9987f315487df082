import type { FactoryCtx } from './users';

type Owner = { id: string };

/** A product on a video of its owner (a picture of the owner's picture library is not needed for rows inserted directly). */
export async function newVideoProduct(
  ctx: FactoryCtx,
  video: { id: string; userId: string },
  opts: { name?: string; priceFen?: number; stock?: number; sort?: number; deleted?: boolean } = {},
) {
  const id = ctx.ids.id();
  return ctx.db.videoProduct.create({
    data: {
      id,
      videoId: video.id,
      userId: video.userId,
      name: opts.name ?? '商品',
      priceFen: opts.priceFen ?? 1_990,
      imageUrl: `/files/factory/${id}.webp`,
      stock: opts.stock ?? 10,
      sort: opts.sort ?? 0,
      deletedAt: opts.deleted ? ctx.clock.now() : null,
      createdAt: ctx.clock.now(),
    },
  });
}

/** A delivery address of the buyer (the default when `isDefault`). */
export async function newDeliveryAddress(ctx: FactoryCtx, owner: Owner, opts: { isDefault?: boolean; name?: string } = {}) {
  const now = ctx.clock.now();
  return ctx.db.deliveryAddress.create({
    data: {
      id: ctx.ids.id(),
      userId: owner.id,
      name: opts.name ?? '张三',
      mobile: '13800138000',
      region: '浙江省 杭州市 西湖区',
      detail: '文三路 1 号',
      isDefault: opts.isDefault ?? false,
      createdAt: now,
      updatedAt: now,
    },
  });
}

/** An open complaint of `reporter` about a video (what the visitors part's addMicroVideoComplaint writes). */
export async function newVideoComplaint(ctx: FactoryCtx, video: { id: string }, reporter: Owner, opts: { reason?: string; text?: string } = {}) {
  return ctx.db.videoComplaint.create({
    data: { id: ctx.ids.id(), videoId: video.id, reporterId: reporter.id, reason: opts.reason ?? 'infringement', text: opts.text ?? '内容违规', createdAt: ctx.clock.now() },
  });
}
