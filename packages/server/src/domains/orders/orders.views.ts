import type { Lang, OrderState, RefundState, TOrder, TRefundInfo } from '@card/contract';
import type { OrderLineRegistry } from '../../core/orders';
import { lineHandler, refundWindowOf } from './orders-registry';
import { refundableUntil } from './orders.rules';
import type { OrderRow, RefundRow } from './orders.repository';

/** Rows as the contract shows them (dates as ISO strings, the title in the caller's language). */
export function refundView(r: RefundRow): TRefundInfo {
  return {
    id: r.id,
    state: r.state as RefundState,
    amountFen: r.amountFen,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refusalReason: r.refusalReason ?? null,
  };
}

export function orderView(lines: OrderLineRegistry, o: OrderRow, refund: RefundRow | null, lang: Lang, now: Date): TOrder {
  const state = o.state as OrderState;
  const until = refundableUntil({ state, payMethod: o.payMethod, amountFen: o.amountFen, paidAt: o.paidAt }, now, refundWindowOf(lines, o.line));
  return {
    id: o.id,
    orderNo: o.orderNo,
    line: o.line,
    planCode: o.planCode,
    title: lineHandler(lines, o.line).title?.(o, lang) ?? o.title,
    amountFen: o.amountFen,
    state,
    // Before payment payMethod only says WeChat Pay was started; the order shows how it was paid, once it was.
    payMethod: o.paidAt ? (o.payMethod as 'wallet' | 'wxpay' | null) : null,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundableUntil: until?.toISOString() ?? null,
    refund: refund ? refundView(refund) : null,
  };
}
