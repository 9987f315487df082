import type { FactoryCtx } from './users';

/** `shop` lists another shop's product (a ProductShare row); the product's shareable flag is the caller's to set. */
export function newProductShare(ctx: FactoryCtx, shop: { id: string }, product: { id: string }) {
  return ctx.db.productShare.create({ data: { id: ctx.ids.id(), shopId: shop.id, productId: product.id, createdAt: ctx.clock.now() } });
}
