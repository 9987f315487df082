import { LIMITS } from '@card/contract';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, postJournal } from '../../src/core/ledger';
import { shopSplit } from '../../src/domains/shop/shop-orders.rules';
import type { FactoryCtx } from './users';

export interface NewShopSaleOptions {
  /** paid (default), or refunding with a pending request. */
  orderState?: 'paid' | 'refunding';
  shipState?: 'waiting' | 'shipped' | 'received';
  amountFen?: number;
}

/**
 * A paid shop order (recorded as a wallet payment; its pay journal comes from the WeChat Pay clearing account so the
 * books balance without funding the buyer) of one product (Order of line shopGoods with the terms the orders part freezes, its
 * ShopOrder row), paid the way payment leaves it: the buyer's order.pay journal and the seller's frozen income minus
 * the fee, recorded in the order's effect, so an approved refund can undo it. Answers the order's id.
 */
export async function newShopSale(ctx: FactoryCtx, shop: { id: string; userId: string }, buyer: { id: string }, opts: NewShopSaleOptions = {}) {
  const now = ctx.clock.now();
  const id = ctx.ids.id();
  const amountFen = opts.amountFen ?? 1_990;
  const orderNo = `P${ctx.ids
    .id()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 20)}`;
  const terms = {
    sellerId: shop.userId,
    shopId: shop.id,
    shareShopId: null,
    remark: '',
    items: [{ proId: ctx.ids.id(), kind: 'goods', name: '样品', coverUrl: '/files/builtin/sample.png', priceFen: amountFen, quantity: 1 }],
    address: { name: '张三', mobile: '13800138000', region: '浙江省 杭州市', detail: '文三路 1 号' },
  };
  const { feeFen, shareFen } = shopSplit(amountFen);
  const { id: incomeId } = await ctx.db.$transaction(async (tx) => {
    await postJournal(tx, ctx.ids, now, {
      kind: 'order.pay',
      refId: id,
      memo: orderNo,
      postings: [
        { account: PLATFORM_ACCOUNTS.wxpay, amountFen: -amountFen },
        { account: PLATFORM_ACCOUNTS.revenue, amountFen },
      ],
    });
    return creditFrozenIncome(tx, ctx.ids, now, {
      userId: shop.userId,
      amountFen: shareFen,
      from: PLATFORM_ACCOUNTS.revenue,
      source: 'shopGoods',
      orderId: id,
      memo: orderNo,
      releaseAt: new Date(now.getTime() + LIMITS.money.incomeHoldDays * 86_400_000),
      fee: { account: PLATFORM_ACCOUNTS.fee, amountFen: feeFen },
    });
  });
  const state = opts.orderState ?? 'paid';
  await ctx.db.order.create({
    data: {
      id,
      orderNo,
      userId: buyer.id,
      line: 'shopGoods',
      title: '样品',
      amountFen,
      state,
      payMethod: 'wallet',
      terms: JSON.stringify(terms),
      effect: JSON.stringify({ incomeId, feeFen, shareFen, shortOf: [] }),
      beneficiaryId: shop.userId,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      paidAt: now,
      createdAt: now,
    },
  });
  const shipState = opts.shipState ?? 'waiting';
  await ctx.db.shopOrder.create({
    data: {
      id: ctx.ids.id(),
      orderId: id,
      shopId: shop.id,
      sellerId: shop.userId,
      buyerId: buyer.id,
      title: '样品',
      amountFen,
      itemCount: 1,
      needsShipping: true,
      shipState,
      shippedAt: shipState !== 'waiting' ? now : null,
      createdAt: now,
      autoReceiveAt: shipState === 'shipped' ? new Date(now.getTime() + LIMITS.shop.autoReceiveDays * 86_400_000) : null,
    },
  });
  if (state === 'refunding') {
    await ctx.db.refundRequest.create({
      data: { id: ctx.ids.id(), orderId: id, userId: buyer.id, amountFen, reason: '测试', outRefundNo: `R${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`, createdAt: now },
    });
  }
  return { id, amountFen };
}
