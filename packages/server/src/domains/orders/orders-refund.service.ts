import { LIMITS, messageColumns, type Lang, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { lineHandler, ownRefundWindows, refundWindowOf } from './orders-registry';
import { langOf, VIP_MESSAGES } from './orders.messages';
import { applyRefunded, newOrderNo, undoEffects } from './orders-core.service';
import { assertMove, assertRefundMove, moveOf, refundDeadline, refundRefusal, refundMoveFrom, refusalReasonOf } from './orders.rules';
import { payService } from './orders-pay.service';
import { orderRepository } from './orders.repository';
import { orderService } from './orders.service';
import { refundView } from './orders.views';
import type { OrderState, RefundState } from '@card/contract';

/**
 * Refunds: the payer asks within the window (paid -> refunding) and may revoke (refunding -> paid); customer
 * service approves. A wallet payment goes back in one transaction; a WeChat payment is undone on our side first
 * (so a refund whose keys were spent is refused before any money moves), then WeChat is asked, and its answer,
 * notification or the job's query completes it.
 */
export function refundService(ctx: AppContext) {
  const repo = orderRepository(ctx.db);
  const orders = orderService(ctx);
  const now = () => ctx.clock.now();
  const M = LIMITS.money;

  // Lines with a window of their own (circle payments: hours) are refundable only inside it, here as in refundRefusal.
  const refundableWhere = (at: Date) => {
    const own = ownRefundWindows(ctx.orderLines);
    return {
      state: 'paid',
      payMethod: { in: ['wallet', 'wxpay'] },
      amountFen: { gt: 0 },
      OR: [
        { line: { notIn: own.map((w) => w.line) }, paidAt: { gte: new Date(at.getTime() - M.refundWindowDays * 86_400_000) } },
        ...own.map((w) => ({ line: w.line, paidAt: { gte: new Date(at.getTime() - w.windowMs) } })),
      ],
    };
  };

  return {
    async entrance(userId: string) {
      const at = now();
      const refundable = await repo.countOrders({ userId, ...refundableWhere(at) });
      const inProgress = await repo.countOrders({ userId, state: { in: ['refunding', 'refunded'] } });
      return { show: refundable + inProgress > 0, refundable, windowDays: M.refundWindowDays };
    },

    async info(userId: string, orderId: string, lang: Lang) {
      const o = await orders.ownOrder(userId, orderId);
      const at = now();
      const why = refundRefusal({ state: o.state as OrderState, payMethod: o.payMethod, amountFen: o.amountFen, paidAt: o.paidAt }, at, refundWindowOf(ctx.orderLines, o.line));
      return {
        order: await orders.view(o, lang),
        canApply: why === null,
        reasonIfNot: why,
        refundableUntil: o.paidAt ? refundDeadline(o.paidAt, refundWindowOf(ctx.orderLines, o.line)).toISOString() : null,
      };
    },

    async apply(userId: string, b: { orderId: string; reason: string }, lang: Lang) {
      const o = await orders.ownOrder(userId, b.orderId);
      const at = now();
      const why = refundRefusal({ state: o.state as OrderState, payMethod: o.payMethod, amountFen: o.amountFen, paidAt: o.paidAt }, at, refundWindowOf(ctx.orderLines, o.line));
      if (why) throw new DomainError(why, { field: 'orderId' });
      await ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        // One open request per order: only the request that moves the order to refunding writes one.
        if (!(await r.moveOrder(o.id, moveOf('requestRefund').from, { state: 'refunding' }))) {
          const fresh = await r.orderById(o.id);
          assertMove('requestRefund', fresh!.state as OrderState);
        }
        await r.insertRefund({ id: ctx.ids.id(), orderId: o.id, userId, amountFen: o.amountFen, reason: b.reason, outRefundNo: newOrderNo(), createdAt: at });
      });
      return orders.orderOf(userId, o.id, lang);
    },

    async revoke(userId: string, orderId: string, lang: Lang) {
      const o = await orders.ownOrder(userId, orderId);
      const refund = await repo.latestRefundOf(o.id);
      if (!refund) throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId' });
      assertRefundMove('revoke', refund.state as RefundState);
      const at = now();
      await ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        if (!(await r.moveRefund(refund.id, refundMoveFrom('revoke'), { state: 'revoked', decidedAt: at }))) throw new DomainError('REFUND_NOT_PENDING', { field: 'orderId' });
        if (!(await r.moveOrder(o.id, moveOf('revokeRefund').from, { state: 'paid' }))) throw new DomainError('ORDER_STATE_INVALID', { field: 'orderId' });
      });
      return orders.orderOf(userId, o.id, lang);
    },

    /**
     * A pending request refused by whoever decides it (a shop's seller, after checking it is theirs): the request
     * ends as refused and the order is paid again (refunding -> paid, the same move as a revoke); nothing else moves.
     */
    async refuse(refundId: string) {
      const refund = await repo.refundById(refundId);
      if (!refund) throw new DomainError('NOT_FOUND', { field: 'refundId' });
      assertRefundMove('refuse', refund.state as RefundState);
      const at = now();
      await ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        if (!(await r.moveRefund(refund.id, refundMoveFrom('refuse'), { state: 'refused', decidedAt: at }))) throw new DomainError('REFUND_NOT_PENDING', { field: 'refundId' });
        if (!(await r.moveOrder(refund.orderId, moveOf('revokeRefund').from, { state: 'paid' }))) throw new DomainError('ORDER_STATE_INVALID', { field: 'refundId' });
      });
      return refundView((await repo.refundById(refundId))!);
    },

    /**
     * Customer service refuses a pending refund with a reason (issue 32: there was no reject): the request ends
     * refused with the reason, the order is paid again, and the payer is told why, all in one transaction.
     */
    async reject(refundId: string, reason: string) {
      const refund = await repo.refundById(refundId);
      if (!refund) throw new DomainError('NOT_FOUND', { field: 'refundId' });
      const refusalReason = refusalReasonOf(refund.state as RefundState, reason);
      const at = now();
      await ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        if (!(await r.moveRefund(refund.id, refundMoveFrom('refuse'), { state: 'refused', decidedAt: at, refusalReason })))
          throw new DomainError('REFUND_NOT_PENDING', { field: 'refundId' });
        if (!(await r.moveOrder(refund.orderId, moveOf('revokeRefund').from, { state: 'paid' }))) throw new DomainError('ORDER_STATE_INVALID', { field: 'refundId' });
        const order = (await r.orderById(refund.orderId))!;
        const lang = langOf((await r.buyerOf(order.userId))?.language);
        const title = lineHandler(ctx.orderLines, order.line).title?.(order, lang) ?? order.title;
        await r.addMessage({
          id: ctx.ids.id(),
          userId: order.userId,
          ...VIP_MESSAGES.refundRefused(lang, title, refusalReason),
          ...messageColumns('system', { type: 'refund', id: order.id }),
          createdAt: at,
        });
      });
      return refundView((await repo.refundById(refundId))!);
    },

    /** Customer service approves and carries out a pending refund. */
    async approve(refundId: string) {
      const refund = await repo.refundById(refundId);
      if (!refund) throw new DomainError('NOT_FOUND', { field: 'refundId' });
      assertRefundMove('process', refund.state as RefundState);
      const order = await repo.orderById(refund.orderId);
      if (!order) throw new DomainError('NOT_FOUND', { field: 'refundId' });
      const at = now();
      if (order.payMethod === 'wallet') {
        const done = await ctx.db.$transaction(async (tx) => applyRefunded(ctx, tx, order, refund, at, { effectsUndone: false }));
        if (!done) throw new DomainError('REFUND_NOT_PENDING', { field: 'refundId' });
        return refundView((await repo.refundById(refundId))!);
      }
      // WeChat Pay: claim the request and undo the effects first (all or nothing), then ask WeChat outside any transaction.
      await ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        if (!(await r.moveRefund(refund.id, refundMoveFrom('process'), { state: 'processing', decidedAt: at }))) throw new DomainError('REFUND_NOT_PENDING', { field: 'refundId' });
        await undoEffects(ctx, tx, order, at);
      });
      await askWeChat(refund.id);
      return refundView((await repo.refundById(refundId))!);
    },

    async pending(q: TPageQuery) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pendingRefunds(skip, take);
      const orders = await repo.ordersByIds(rows.map((r) => r.orderId));
      const names = await repo.userNames(rows.map((r) => r.userId));
      return pageResult(
        rows.map((r) => {
          const o = orders.find((x) => x.id === r.orderId)!;
          return { ...refundView(r), orderId: o.id, orderNo: o.orderNo, title: o.title, userName: names.find((n) => n.userId === r.userId)?.name ?? '' };
        }),
        total,
        q,
      );
    },

    followProcessing,

    async refundOrders(userId: string, b: { tab: 'notRefund' | 'refunded' } & TPageQuery, lang: Lang) {
      const at = now();
      // notRefund: what can still be asked, and asks still pending; refunded: refunds carried out or under way.
      const where = b.tab === 'notRefund' ? { OR: [refundableWhere(at), { state: 'refunding' }] } : { state: 'refunded' };
      return orders.pageOfOrders(userId, where, b, lang);
    },
  };

  /** Asks WeChat to refund a processing request and applies a SUCCESS answer (PROCESSING waits for the notification). */
  async function askWeChat(refundId: string) {
    const refund = await repo.refundById(refundId);
    const order = refund && (await repo.orderById(refund.orderId));
    if (!refund || !order || refund.state !== 'processing') return;
    try {
      const res = await ctx.providers.pay.refund({
        orderNo: order.orderNo,
        refundNo: refund.outRefundNo,
        amountFen: refund.amountFen,
        totalFen: order.amountFen,
        reason: refund.reason.slice(0, 80),
      });
      await payService(ctx).applyRefundResult(res.refundNo, res.state);
    } catch (err) {
      // The job asks again (queryRefund, then refund with the same out_refund_no, which WeChat does not pay twice).
      ctx.log.warn({ err, refundNo: refund.outRefundNo }, 'WeChat Pay refund request failed');
    }
  }

  /** The job: each processing refund is looked up at WeChat (or asked again when WeChat never got it). */
  async function followProcessing(take = 50) {
    let done = 0;
    for (const r of await repo.processingRefunds(take)) {
      try {
        const res = await ctx.providers.pay.queryRefund(r.outRefundNo);
        if (!res) await askWeChat(r.id);
        else if ((await payService(ctx).applyRefundResult(r.outRefundNo, res.state)) === 'applied') done++;
      } catch (err) {
        ctx.log.warn({ err, refundNo: r.outRefundNo }, 'queryRefund failed');
      }
    }
    return done;
  }
}
