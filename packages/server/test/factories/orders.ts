import type { FactoryCtx } from './users';

/**
 * Editions and orders. The wallet's money factories (fundWallet: an adjustment journal, so the ledger check stays
 * balanced; setTxPwd) live in factories/wallet.ts, written first by the wallet engineer: one copy for both areas.
 */
export { fundWallet, setTxPwd } from './wallet';

/** A user's phone region (the registration offers are for +86 only); newUser makes +86 users. */
export async function setRegion(ctx: FactoryCtx, userId: string, regionCode: string) {
  await ctx.db.user.update({ where: { id: userId }, data: { regionCode } });
}

/** The user's referrer (User.refereeId), as registration through a spokesperson's link leaves it. */
export async function setReferrer(ctx: FactoryCtx, userId: string, refereeId: string) {
  await ctx.db.user.update({ where: { id: userId }, data: { refereeId } });
}

export type OrderStage = 'created' | 'paid' | 'refunding';

/**
 * A 1-year VIP order of the user's, inserted directly: `created` (unpaid, open for 30 minutes), `paid` (paid from
 * the wallet just now, inside the refund window) or `refunding` (paid, with a pending refund request). A paid one
 * has no journal: use it where only the order's state matters (the sweeps), and the real pay path elsewhere.
 * Each call makes a new order with the plan's full terms, so a created one can be paid through the real calls:
 * tests of many orders paid at once need this, since taps on one plan share one open order (issue 32).
 */
export async function newOrder(ctx: FactoryCtx, owner: { id: string }, stage: OrderStage = 'created', amountFen = 19_900) {
  const now = ctx.clock.now();
  const id = ctx.ids.id();
  const paid = stage !== 'created';
  await ctx.db.order.create({
    data: {
      id,
      orderNo: `T${ctx.ids
        .id()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 20)}`,
      userId: owner.id,
      line: 'vip',
      planCode: 'vip1y',
      title: 'VIP会员 1年',
      amountFen,
      state: stage,
      payMethod: paid ? 'wallet' : null,
      terms: JSON.stringify({
        planCode: 'vip1y',
        nameZh: 'VIP会员 1年',
        nameEn: 'VIP, 1 year',
        years: 1,
        months: 0,
        seats: 0,
        keys: 10,
        quantity: 1,
        offer: null,
      }),
      effect: paid ? JSON.stringify({}) : null,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      paidAt: paid ? now : null,
      createdAt: now,
    },
  });
  if (stage === 'refunding') {
    await ctx.db.refundRequest.create({
      data: { id: ctx.ids.id(), orderId: id, userId: owner.id, amountFen, reason: '测试', outRefundNo: `R${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`, createdAt: now },
    });
  }
  return { id, amountFen };
}
