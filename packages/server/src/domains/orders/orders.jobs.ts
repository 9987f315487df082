import type { AppContext } from '../../context';
import { lapseOne } from './orders.service';
import { payService } from './orders-pay.service';
import { refundService } from './orders-refund.service';
import { orderRepository } from './orders.repository';
import { closeUnpaid } from './orders-core.service';

/**
 * The area's scheduled work, each pass only conditional changes (safe on several instances, safe to re-run).
 * Exported one by one so tests run a pass at the test clock's time.
 */
const BATCH = 100;

/** Closes unpaid orders past their pay time, then closes their WeChat payment (outside the transaction). */
export async function closeExpiredOrders(ctx: AppContext) {
  const now = ctx.clock.now();
  const repo = orderRepository(ctx.db);
  let closed = 0;
  for (const o of await repo.expiredUnpaid(now, BATCH)) {
    if (!(await closeUnpaid(ctx, o, now))) continue;
    closed++;
    if (o.payMethod === 'wxpay') await ctx.providers.pay.closePayment(o.orderNo).catch((err) => ctx.log.warn({ err, orderNo: o.orderNo }, 'closePayment failed'));
  }
  return closed;
}

/** Asks WeChat about recent unpaid orders it was asked to charge: a lost notification is recovered here. */
export async function recoverPayments(ctx: AppContext) {
  const pay = payService(ctx);
  let applied = 0;
  for (const o of await orderRepository(ctx.db).recentUnpaid(pay.recentCutoff(), BATCH)) {
    try {
      if ((await pay.recover(o)) === 'applied') applied++;
    } catch (err) {
      ctx.log.warn({ err, orderNo: o.orderNo }, 'queryPayment failed');
    }
  }
  return applied;
}

/** Follows refunds WeChat Pay is still processing. */
export const followRefunds = (ctx: AppContext) => refundService(ctx).followProcessing(BATCH);

/** Records each lapsed temporary VIP once, with its message, also when nobody calls updateMpUserTempVIPOverdue. */
export async function lapseTempVips(ctx: AppContext) {
  let n = 0;
  for (const u of await orderRepository(ctx.db).lapsedTemps(ctx.clock.now(), BATCH)) if (await lapseOne(ctx, u.id)) n++;
  return n;
}
