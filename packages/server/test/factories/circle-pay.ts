import type { AppContext } from '../../src/context';
import { circlePayService } from '../../src/domains/circle/circle-pay.service';
import { applyPaid } from '../../src/domains/orders';
import { newCircle } from './circle';
import { newUser, type FactoryCtx } from './users';
import { fundWallet } from './wallet';

/**
 * A circle order of `payer`: a paid circle of another user priced `amountFen`, its join order created through the
 * pay service, and (`paid`) paid from a wallet funded for it, so the membership, the split and the effect are real.
 */
export async function newCircleOrder(ctx: FactoryCtx, payer: { id: string }, stage: 'created' | 'paid', amountFen = 990) {
  const app = ctx as AppContext;
  const owner = await newUser(ctx);
  const circle = await newCircle(ctx, owner, { joinWay: 'paid', joinPriceFen: amountFen });
  const p = await circlePayService(app).order(payer.id, { cid: circle.id, kind: 'join' }, 'zh-CN');
  await fundWallet(ctx, payer.id, amountFen);
  if (stage === 'paid') {
    const order = (await ctx.db.order.findUnique({ where: { id: p.orderId } }))!;
    await ctx.db.$transaction((tx) => applyPaid(app, tx, order, { method: 'wallet' }, ctx.clock.now()));
  }
  return { id: p.orderId, cid: circle.id, ownerId: owner.id };
}
