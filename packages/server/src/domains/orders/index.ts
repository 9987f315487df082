import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import type { Job } from '../../core/jobs';
import { orderRepository } from './orders.repository';
import { closeExpiredOrders, followRefunds, lapseTempVips, recoverPayments } from './orders.jobs';
import { registerNotifyRoutes } from './orders-notify.http';
import { fixDoubleCommissions } from './orders-referral.service';

export { ordersRouter } from './orders.router';
/**
 * For later areas: the types of their own order lines (listed in their area module, core/orders), orders for them
 * (createOrder), the pay and refund paths.
 */
export { lineHandler, type LineHandler, type LineEnv, type Effect } from './orders-registry';
export type { OrderRow, RefundRow } from './orders.repository';
export { refundRefusal, refundableUntil } from './orders.rules';
export { createOrder, applyPaid, applyRefunded, type NewOrder } from './orders-core.service';
/**
 * The one referral policy (issue 32): the payment pays every programme's commission through it (no registrations by
 * import side effect); the programme screens read its commission rows.
 */
export { referralRepository } from './orders-referral.repository';
export { earnedOn } from './orders-referral.rules';
export { SOURCE_OF_ROLE, fixDoubleCommissions, REFERRAL_FIX } from './orders-referral.service';
export { payService } from './orders-pay.service';
/** The payer's own order calls (closing an unpaid order runs its line's onClosed), for areas that cancel on the payer's behalf. */
export { orderService } from './orders.service';
export { refundService } from './orders-refund.service';
export { closeExpiredOrders, recoverPayments, followRefunds, lapseTempVips } from './orders.jobs';
export { PLANS, plansInsertSql } from './vip-plans.seed';

/** Reads of orders and their refunds, for the areas that sell through the order model. */
export function orderReads(db: DbClient) {
  const r = orderRepository(db);
  return { orderById: r.orderById, latestRefundOf: r.latestRefundOf };
}

const MINUTE = 60_000;

/** Scheduled work of the area (closing unpaid orders, lapsing temporary VIPs, recovering lost notifications). */
export function ordersJobs(ctx: AppContext): Job[] {
  return [
    { name: 'vip.closeExpiredOrders', everyMs: MINUTE, run: () => closeExpiredOrders(ctx) },
    { name: 'vip.recoverPayments', everyMs: 5 * MINUTE, run: () => recoverPayments(ctx) },
    { name: 'vip.followRefunds', everyMs: 5 * MINUTE, run: () => followRefunds(ctx) },
    { name: 'vip.lapseTempVips', everyMs: MINUTE, run: () => lapseTempVips(ctx) },
    // The one-time fix of decision 0031: runs at start, then finds its DataFix row and does nothing.
    { name: 'vip.fixDoubleCommissions', everyMs: 24 * 60 * MINUTE, run: () => fixDoubleCommissions(ctx) },
  ];
}

/** HTTP routes outside the contract: WeChat Pay's notification endpoints (they speak WeChat's format, not ours). */
export function registerOrdersHttp(app: FastifyInstance, ctx: AppContext) {
  registerNotifyRoutes(app, ctx);
}
