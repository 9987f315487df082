import type { Lang, PayChannel, TPayStart } from '@card/contract';
import { LIMITS, messageColumns } from '@card/contract';
import type { AppContext } from '../../context';
import { PLATFORM_ACCOUNTS, postJournal, userAccount } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import type { PayNotification, Transaction } from '../../providers/pay';
import { securityService, wxAuthService, resumePath } from '../security';
import { VIP_MESSAGES, langOf } from './orders.messages';
import { applyPaid, applyRefunded } from './orders-core.service';
import { assertPayable, assertShownAmount } from './orders.rules';
import { orderRepository, type OrderRow } from './orders.repository';
import { orderService } from './orders.service';
import type { BuyingCall } from './vip-plans.rules';

/** The app screen a WeChat payment resumes on after the authorisation: the area's own screen, else the pay screen. */
export function resumeScreenOf(orderId: string, returnPath?: string): string {
  return returnPath?.startsWith('/multipage/') ? returnPath.slice('/multipage'.length) : `/vip/pay/${encodeURIComponent(orderId)}`;
}

/**
 * Paying an order: from the wallet (transaction password, then one transaction), or through WeChat Pay (the
 * provider starts it; the notification, the pay result page or the recovery job applies it, once).
 */
export function payService(ctx: AppContext) {
  const repo = orderRepository(ctx.db);
  const orders = orderService(ctx);

  /** Wallet: the password first (slow, a hash), then the order paid, the money moved and the effect applied together. */
  async function payFromWallet(userId: string, order: OrderRow, txPwd: string, lang: Lang) {
    assertPayable({ state: order.state as never, expiresAt: order.expiresAt }, ctx.clock.now());
    await securityService(ctx).verifyTransactionPassword(userId, txPwd);
    const now = ctx.clock.now();
    await ctx.db.$transaction(async (tx) => {
      const fresh = await orderRepository(tx).orderById(order.id);
      if (!fresh) throw new DomainError('NOT_FOUND', { field: 'orderId' });
      assertPayable({ state: fresh.state as never, expiresAt: fresh.expiresAt }, now);
      // false: another request paid it a moment ago; answer the paid order, charge nothing.
      await applyPaid(ctx, tx, fresh, { method: 'wallet' }, now);
    });
    return orders.orderOf(userId, order.id, lang);
  }

  /**
   * A payer inside WeChat (channel jsapi) without an openid is sent to the silent authorisation (419) and comes back
   * to `screen` (an app path) with `resume=wxpay`, where the payment starts again. Calls that create their order and
   * pay at once call it before creating anything, so the way back leaves no unpaid order behind.
   */
  async function wxGate(userId: string, channel: PayChannel | undefined, screen: string) {
    if (channel === 'jsapi') await wxAuthService(ctx).requireOpenId(userId, resumePath(screen));
  }

  /**
   * Starts WeChat Pay for an open order (outside any transaction); the provider's failure is PAYMENT_FAILED. The H5
   * page comes back to `returnPath` (the VIP pay result unless a later area's line has its own result screen).
   */
  async function startWxPay(userId: string, order: OrderRow, channel: PayChannel, clientIp: string, returnPath?: string): Promise<TPayStart> {
    assertPayable({ state: order.state as never, expiresAt: order.expiresAt }, ctx.clock.now());
    // Inside WeChat the payer's openid comes from the silent authorisation (status 419), which comes back to the
    // screen the payment was started on and starts it again there: never a "payment failed" for a new user.
    await wxGate(userId, channel, resumeScreenOf(order.id, returnPath));
    const u = await repo.buyerOf(userId);
    if (channel === 'jsapi' && !u?.wxOpenId) throw new DomainError('PAYMENT_FAILED', { field: 'channel' });
    await repo.markWxStarted(order.id);
    try {
      return await ctx.providers.pay.createPayment({
        orderNo: order.orderNo,
        description: order.title.slice(0, 127),
        amountFen: order.amountFen,
        channel,
        openId: u?.wxOpenId ?? undefined,
        clientIp,
        returnUrl: `${ctx.config.publicOrigin}${returnPath ?? `/multipage/vip/paySuccess?orderId=${encodeURIComponent(order.id)}`}`,
        expiresAt: order.expiresAt,
      });
    } catch (err) {
      if (err instanceof DomainError) throw err;
      ctx.log.warn({ err, orderNo: order.orderNo }, 'createPayment failed');
      throw new DomainError('PAYMENT_FAILED', { field: 'orderId' });
    }
  }

  /**
   * A transaction WeChat reports (notification, query): applied to its order once. A different amount is logged
   * as AMOUNT_ABNORMAL and changes nothing. Answers what happened, for the notification's answer and the logs.
   */
  async function applyTransaction(t: Transaction): Promise<'applied' | 'already' | 'overpaid' | 'notPaid' | 'unknownOrder' | 'amountMismatch'> {
    if (t.tradeState !== 'SUCCESS') return 'notPaid';
    const order = await repo.orderByNo(t.orderNo);
    if (!order) return 'unknownOrder';
    if (t.amountFen !== order.amountFen) {
      ctx.log.error({ code: 'AMOUNT_ABNORMAL', orderNo: t.orderNo, orderFen: order.amountFen, paidFen: t.amountFen }, 'WeChat Pay amount differs from the order');
      return 'amountMismatch';
    }
    const now = ctx.clock.now();
    const applied = await ctx.db.$transaction(async (tx) => {
      const fresh = await orderRepository(tx).orderById(order.id);
      return applyPaid(ctx, tx, fresh!, { method: 'wxpay', transactionId: t.transactionId }, now);
    });
    if (applied) return 'applied';
    const fresh = await repo.orderById(order.id);
    if (!fresh || fresh.wxTransactionId === t.transactionId || !t.transactionId) return 'already';
    return creditOverpayment(fresh, t.transactionId, t.amountFen);
  }

  /**
   * A second payment of an order already paid (from the wallet while WeChat Pay was open, or twice through WeChat):
   * the money arrived, so it goes to the payer's wallet, once per WeChat transaction (journal `order.overpay`), and
   * they are told. Nothing is lost and nothing is kept that was not sold.
   */
  async function creditOverpayment(order: OrderRow, transactionId: string, amountFen: number) {
    const now = ctx.clock.now();
    const posted = await ctx.db.$transaction(async (tx) => {
      const out = await postJournal(tx, ctx.ids, now, {
        kind: 'order.overpay',
        refId: transactionId,
        memo: order.orderNo,
        postings: [
          { account: PLATFORM_ACCOUNTS.wxpay, amountFen: -amountFen },
          { account: userAccount(order.userId, 'available'), amountFen },
        ],
      });
      if (out.posted) {
        const buyer = await orderRepository(tx).buyerOf(order.userId);
        await orderRepository(tx).addMessage({
          id: ctx.ids.id(),
          userId: order.userId,
          ...VIP_MESSAGES.overpaid(langOf(buyer?.language), order.title, amountFen),
          ...messageColumns('system', { type: 'vipOrder', id: order.id }),
          createdAt: now,
        });
      }
      return out.posted;
    });
    if (posted) ctx.log.warn({ orderNo: order.orderNo, transactionId }, "a second payment of a paid order was credited to the payer's wallet");
    return posted ? ('overpaid' as const) : ('already' as const);
  }

  /** Asks WeChat about an unpaid order and applies a payment it finds (the pay result page and the job). */
  async function recover(order: OrderRow) {
    if (order.state !== 'created' && order.state !== 'closed') return 'notPaid' as const;
    const t = await ctx.providers.pay.queryPayment(order.orderNo);
    return t ? applyTransaction(t) : ('notPaid' as const);
  }

  /** A refund WeChat reports done: carried out once (effects were undone when it was asked). */
  async function applyRefundResult(refundNo: string, state: string) {
    const refund = await repo.refundByNo(refundNo);
    if (!refund) return 'unknownRefund' as const;
    const now = ctx.clock.now();
    if (state === 'SUCCESS') {
      const done = await ctx.db.$transaction(async (tx) => {
        const r = orderRepository(tx);
        const order = await r.orderById(refund.orderId);
        const fresh = await r.refundById(refund.id);
        if (!order || !fresh || fresh.state !== 'processing') return false;
        return applyRefunded(ctx, tx, order, fresh, now, { effectsUndone: true });
      });
      return done ? ('applied' as const) : ('already' as const);
    }
    if (state === 'CLOSED' || state === 'ABNORMAL') {
      // WeChat could not return the money: the request fails and customer service follows it up (the effects stay undone).
      if (await repo.moveRefund(refund.id, ['processing'], { state: 'failed', decidedAt: now })) {
        ctx.log.error({ refundNo, state }, 'WeChat Pay refund failed');
      }
      return 'failed' as const;
    }
    return 'processing' as const;
  }

  /** A verified notification: its id recorded (a replay changes nothing), then applied. Answers whether to say SUCCESS. */
  async function handleNotification(n: PayNotification): Promise<{ ok: boolean; outcome: string }> {
    if (await repo.notificationSeen(n.id)) return { ok: true, outcome: 'replay' };
    const outcome = n.eventType === 'TRANSACTION.SUCCESS' ? await applyTransaction(n.transaction) : await applyRefundResult(n.refund.refundNo, n.refund.state);
    // A wrong amount is answered FAIL and not recorded: nothing was applied, and nothing will be.
    if (outcome === 'amountMismatch') return { ok: false, outcome };
    const ref = n.eventType === 'TRANSACTION.SUCCESS' ? n.transaction.orderNo : n.refund.refundNo;
    await repo.recordNotification({ id: n.id, eventType: n.eventType, ref, receivedAt: ctx.clock.now() }).catch(() => false);
    return { ok: true, outcome };
  }

  return {
    applyTransaction,
    recover,
    applyRefundResult,
    handleNotification,

    async walletPay(userId: string, b: { orderId: string; amountFen: number; txPwd: string }, lang: Lang) {
      const order = await orders.ownOrder(userId, b.orderId);
      assertShownAmount(order.amountFen, b.amountFen);
      return payFromWallet(userId, order, b.txPwd, lang);
    },

    async walletBuy(userId: string, b: { planCode: string; txPwd: string }, lang: Lang) {
      // The password is checked before an order is created, so a wrong one leaves nothing behind.
      await securityService(ctx).verifyTransactionPassword(userId, b.txPwd);
      const order = await orders.buyPlan(userId, 'mpWalletBuySuperMember', b.planCode);
      const now = ctx.clock.now();
      await ctx.db.$transaction(async (tx) => {
        await applyPaid(ctx, tx, order, { method: 'wallet' }, now);
      });
      return orders.orderOf(userId, order.id, lang);
    },

    async wxPay(userId: string, b: { orderId: string; amountFen: number; channel: PayChannel }, clientIp: string, returnPath?: string) {
      const order = await orders.ownOrder(userId, b.orderId);
      assertShownAmount(order.amountFen, b.amountFen);
      return startWxPay(userId, order, b.channel, clientIp, returnPath);
    },

    /**
     * For a call that creates its order and starts WeChat Pay at once: a payer inside WeChat without an openid is
     * sent to the authorisation (419) before any order exists, coming back to `screen` (an app path) to start again.
     */
    wxGate,

    async buyAndWxPay(userId: string, b: { planCode: string; channel: PayChannel }, clientIp: string, lang: Lang) {
      await wxGate(userId, b.channel, '/vip/vipCentre');
      const order = await orders.buyPlan(userId, 'buyVipPayment' satisfies BuyingCall, b.planCode);
      const pay = await startWxPay(userId, order, b.channel, clientIp);
      return { order: await orders.orderOf(userId, order.id, lang), pay };
    },

    /** The pay result page: an unpaid order that WeChat Pay was started for is looked up and applied. */
    async forward(userId: string, orderId: string, lang: Lang) {
      const order = await orders.ownOrder(userId, orderId);
      if (order.payMethod === 'wxpay') {
        try {
          await recover(order);
        } catch (err) {
          ctx.log.warn({ err, orderNo: order.orderNo }, 'queryPayment failed');
        }
      }
      return orders.orderOf(userId, orderId, lang);
    },

    recentCutoff: () => new Date(ctx.clock.now().getTime() - LIMITS.money.payRecoverHours * 3_600_000),
  };
}
