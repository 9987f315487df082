import type { FactoryCtx } from './users';

export interface NewShopOrderOptions {
  shipState?: 'waiting' | 'shipped' | 'received';
  orderState?: 'created' | 'paid' | 'refunding' | 'refunded' | 'closed';
  amountFen?: number;
  needsShipping?: boolean;
  commented?: boolean;
}

/**
 * A buyer's paid order of the shop (money Order of line "shopGoods" plus its ShopOrder fulfilment), inserted
 * directly: received by default, as the orders part leaves it after the buyer confirms. No journal: use it where
 * only the order's states matter (comments), the real pay path elsewhere. Answers the money order's id.
 */
export async function newShopOrder(ctx: FactoryCtx, shop: { id: string; userId: string }, buyer: { id: string }, opts: NewShopOrderOptions = {}) {
  const now = ctx.clock.now();
  const id = ctx.ids.id();
  const amountFen = opts.amountFen ?? 9_900;
  const state = opts.orderState ?? 'paid';
  const paid = state !== 'created' && state !== 'closed';
  const shipState = opts.shipState ?? 'received';
  await ctx.db.order.create({
    data: {
      id,
      orderNo: `S${ctx.ids
        .id()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 20)}`,
      userId: buyer.id,
      line: 'shopGoods',
      title: '双人套餐',
      amountFen,
      state,
      payMethod: paid ? 'wallet' : null,
      terms: JSON.stringify({}),
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      paidAt: paid ? now : null,
      createdAt: now,
    },
  });
  await ctx.db.shopOrder.create({
    data: {
      id: ctx.ids.id(),
      orderId: id,
      shopId: shop.id,
      sellerId: shop.userId,
      buyerId: buyer.id,
      title: '双人套餐',
      amountFen,
      itemCount: 1,
      needsShipping: opts.needsShipping ?? false,
      shipState,
      receivedAt: shipState === 'received' ? now : null,
      commented: opts.commented ?? false,
      createdAt: now,
    },
  });
  return { id, amountFen };
}

/** A comment on the shop by `user` for a new received order of theirs; the shop's score moves as the service does it. */
export async function newShopComment(ctx: FactoryCtx, shop: { id: string; userId: string }, user: { id: string }, score = 5, content = '好吃') {
  const order = await newShopOrder(ctx, shop, user, { commented: true });
  const row = await ctx.db.shopComment.create({ data: { id: ctx.ids.id(), shopId: shop.id, orderId: order.id, userId: user.id, score, content, createdAt: ctx.clock.now() } });
  await ctx.db.shop.update({ where: { id: shop.id }, data: { scoreSum: { increment: score }, scoreCount: { increment: 1 } } });
  return row;
}
