import {
  CIRCLE_PAY_LINES,
  LIMITS,
  type CirclePayKind,
  type Lang,
  type OrderState,
  type RefundState,
  type TCircleIncome,
  type TCirclePayBody,
  type TCirclePayInfo,
  type TCirclePayment,
  type TPageQuery,
} from '@card/contract';
import type { AppContext } from '../../context';
import { walletBalances } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { createOrder, payService, refundService } from '../orders';
import { orderReads, type OrderRow, type RefundRow } from '../orders';
import { loadCircle } from './circle.access';
import { circleRepository } from './circle.repository';
import { isMember } from './circle.rules';
import { circleOrderTitle, circleTermsOf, type CircleTerms } from './circle-pay.lines';
import { circleRefundRefusal, circleRefundableUntil, payRefusal, priceOf, renewedEnd, splitOf, termOf, type CirclePayEffect } from './circle-pay.rules';
import { circlePayRepository } from './circle-pay.repository';
import { summaryOf } from './circle.views';

const CIRCLE_LINES: readonly string[] = Object.values(CIRCLE_PAY_LINES);

/**
 * Paid joining and paid viewing: the pay screen's facts, the order (through the money area's createOrder), paying it
 * (the money area's wallet and WeChat Pay paths), the payer's list, refunds within the circle's window (carried out
 * at once through the money area's refund path), and the owner's income.
 */
export function circlePayService(ctx: AppContext) {
  const repo = circlePayRepository(ctx.db);
  const now = () => ctx.clock.now();

  /** The circle and the caller's row, refused as payRefusal says (loadCircle refuses a dissolved or banned circle). */
  async function payable(userId: string, cid: string, kind: CirclePayKind) {
    const { circle, me } = await loadCircle(ctx, cid, userId);
    const why = payRefusal({ circle, me, userId, kind, now: now() });
    return { circle, me, why };
  }

  /** A circle order of the caller; another user's or another line's order answers NOT_FOUND, as a missing one. */
  async function ownCircleOrder(userId: string, orderId: string): Promise<OrderRow> {
    const o = await orderReads(ctx.db).orderById(orderId);
    if (!o || o.userId !== userId || !CIRCLE_LINES.includes(o.line)) throw new DomainError('NOT_FOUND', { field: 'orderId' });
    return o;
  }

  function paymentView(o: OrderRow, refund: RefundRow | null, names: Map<string, string>, lang: Lang, at: Date): TCirclePayment {
    const t = circleTermsOf(o);
    const effect = o.effect ? (JSON.parse(o.effect) as CirclePayEffect) : null;
    const state = o.state as OrderState;
    const termEnd = effect ? (effect.kind === 'join' ? effect.paidUntil : effect.viewPaidUntil) : null;
    const until = circleRefundableUntil({ state, payMethod: o.payMethod, amountFen: o.amountFen, paidAt: o.paidAt }, at);
    return {
      orderId: o.id,
      orderNo: o.orderNo,
      cid: t.cid,
      circleName: names.get(t.cid) ?? t.circleName,
      kind: t.kind,
      amountFen: o.amountFen,
      title: circleOrderTitle({ kind: t.kind, circleName: names.get(t.cid) ?? t.circleName }, lang),
      state,
      payMethod: o.paidAt ? (o.payMethod as 'wallet' | 'wxpay' | null) : null,
      createdAt: o.createdAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      termEnd: state === 'refunded' ? null : termEnd,
      refundableUntil: until?.toISOString() ?? null,
      refundState: (refund?.state as RefundState | undefined) ?? null,
    };
  }

  async function paymentOf(userId: string, orderId: string, lang: Lang) {
    const o = await ownCircleOrder(userId, orderId);
    const refunds = await repo.latestRefunds([o.id]);
    return paymentView(o, refunds.get(o.id) ?? null, await repo.circleNames([circleTermsOf(o).cid]), lang, now());
  }

  return {
    async payInfo(userId: string, b: { cid: string; kind: CirclePayKind }): Promise<TCirclePayInfo> {
      const { circle, me, why } = await payable(userId, b.cid, b.kind);
      const at = now();
      const labels = await circleRepository(ctx.db).labelsOf([circle.id]);
      const current = termOf(me, b.kind);
      const [{ available }, hasTxPwd] = await Promise.all([walletBalances(ctx.db, userId), repo.hasTxPwd(userId)]);
      return {
        circle: summaryOf(circle, labels.get(circle.id) ?? [], me, at),
        kind: b.kind,
        priceFen: priceOf(circle, b.kind),
        termDays: LIMITS.circle.paidTermDays,
        refundWindowHours: LIMITS.circle.refundWindowHours, // The platform's cut is a matter between it and the owner: a payer is never shown the split (issue 32, item 5).
        feePercent: me && isMember(me, at) && me.role === 'owner' ? LIMITS.circle.feePercent : null,
        currentUntil: current?.toISOString() ?? null,
        renewTo: renewedEnd(current, at).toISOString(),
        canPay: why === null,
        reasonIfNot: why,
        walletAvailableFen: available,
        hasTxPwd,
      };
    },

    /** The order for a paid join or view: the caller's open one for the same circle, kind and price, else a new one. */
    async order(userId: string, b: { cid: string; kind: CirclePayKind }, lang: Lang) {
      const { circle, why } = await payable(userId, b.cid, b.kind);
      if (why) throw new DomainError(why, { field: why === 'CIRCLE_NOT_PAID' ? 'kind' : 'cid' });
      const line = CIRCLE_PAY_LINES[b.kind];
      const priceFen = priceOf(circle, b.kind);
      const open = await repo.openOrder(userId, line, circle.id, now());
      if (open && open.amountFen === priceFen) return paymentOf(userId, open.id, lang);
      const terms: CircleTerms = { cid: circle.id, kind: b.kind, priceFen, ownerId: circle.ownerId, circleName: circle.name };
      const o = await createOrder(ctx, userId, {
        line,
        planCode: null,
        title: circleOrderTitle(terms, 'zh-CN'),
        amountFen: priceFen,
        terms,
        beneficiaryId: circle.ownerId,
      });
      return paymentOf(userId, o.id, lang);
    },

    /**
     * Pays a circle order: the circle must still take this payer (cap, state, one term ahead), then the money
     * area's wallet path (password, one transaction with the split) or its WeChat Pay start.
     */
    async pay(userId: string, b: TCirclePayBody, clientIp: string, lang: Lang) {
      const o = await ownCircleOrder(userId, b.orderId);
      const t = circleTermsOf(o);
      if (o.state === 'created') {
        const { why } = await payable(userId, t.cid, t.kind);
        if (why) throw new DomainError(why, { field: 'orderId' });
      }
      const pay = payService(ctx);
      if (b.method === 'wallet') {
        await pay.walletPay(userId, { orderId: o.id, amountFen: b.amountFen, txPwd: b.txPwd! }, lang);
        return { payment: await paymentOf(userId, o.id, lang), pay: null };
      }
      // The H5 page comes back to the circle pay screen, which looks the order up (a lost notification is recovered there).
      const back = `/multipage/circle/pay?cid=${encodeURIComponent(t.cid)}&kind=${t.kind}&orderId=${encodeURIComponent(o.id)}`;
      const start = await pay.wxPay(userId, { orderId: o.id, amountFen: b.amountFen, channel: b.channel! }, clientIp, back);
      return { payment: await paymentOf(userId, o.id, lang), pay: start };
    },

    /** One of the caller's circle orders (the receipt after paying); someone else's is NOT_FOUND, never shown. */
    payment: (userId: string, orderId: string, lang: Lang) => paymentOf(userId, orderId, lang),

    async myPayments(userId: string, q: TPageQuery, lang: Lang) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.myOrders(userId, skip, take);
      const [refunds, names] = await Promise.all([repo.latestRefunds(rows.map((r) => r.id)), repo.circleNames(rows.map((r) => circleTermsOf(r).cid))]);
      const at = now();
      return pageResult(
        rows.map((o) => paymentView(o, refunds.get(o.id) ?? null, names, lang, at)),
        total,
        q,
      );
    },

    /**
     * A refund inside the circle's window, carried out at once: the money area's request (paid -> refunding), then its
     * approval (wallet: back in one transaction; WeChat Pay: the effects undone, then WeChat asked).
     */
    async refund(userId: string, orderId: string, lang: Lang) {
      const o = await ownCircleOrder(userId, orderId);
      const why = circleRefundRefusal({ state: o.state as OrderState, payMethod: o.payMethod, amountFen: o.amountFen, paidAt: o.paidAt }, now());
      if (why) throw new DomainError(why, { field: 'orderId' });
      const refunds = refundService(ctx);
      await refunds.apply(userId, { orderId: o.id, reason: lang === 'en' ? 'Circle payment refunded within the window' : '圈子付费退款期内退款' }, lang);
      const request = await orderReads(ctx.db).latestRefundOf(o.id);
      await refunds.approve(request!.id);
      return paymentOf(userId, o.id, lang);
    },

    /** The owner's income from one circle (the route lets only its owner in). */
    async income(cid: string): Promise<TCircleIncome> {
      const { circle } = await loadCircle(ctx, cid, null);
      const at = now();
      const kept = await repo.keptOrdersOf(circle.ownerId, circle.id);
      const [payingMembers, payingViewers, frozen] = await Promise.all([
        repo.payingMemberCount(circle.id, at),
        repo.payingViewerCount(circle.id, at),
        repo.frozenIncomeOf(kept.map((o) => o.id)),
      ]);
      const grossFen = kept.reduce((s, o) => s + o.amountFen, 0);
      const feeFen = kept.reduce((s, o) => s + splitOf(o.amountFen).feeFen, 0);
      return { cid: circle.id, payingMembers, payingViewers, payments: kept.length, grossFen, feeFen, netFen: grossFen - feeFen, frozenFen: frozen._sum.amountFen ?? 0 };
    },
  };
}
