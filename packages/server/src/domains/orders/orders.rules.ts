import { LIMITS, type ErrorCode, type OrderState, type RefundState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * The order's life, pure. One table says which moves exist; everything else is refused with a catalogue code,
 * so no service can invent a transition:
 *   created -> paid | closed        (payment, or the payer's cancel / the timeout job)
 *   closed  -> paid                 (a WeChat payment that lands just after the close is honoured, never lost)
 *   paid    -> refunding            (the payer asks for a refund)
 *   refunding -> paid | refunded    (the request is revoked, or carried out)
 */
export type OrderMove = 'pay' | 'close' | 'requestRefund' | 'revokeRefund' | 'completeRefund';

const MOVES: Record<OrderMove, { from: readonly OrderState[]; to: OrderState }> = {
  pay: { from: ['created', 'closed'], to: 'paid' },
  close: { from: ['created'], to: 'closed' },
  requestRefund: { from: ['paid'], to: 'refunding' },
  revokeRefund: { from: ['refunding'], to: 'paid' },
  completeRefund: { from: ['refunding'], to: 'refunded' },
};

/** The states a move starts from (the `where` of its conditional update) and where it ends. */
export const moveOf = (move: OrderMove) => MOVES[move];

/** Why a move is refused from a state: the most telling catalogue code for the person who tried. */
function refusalOf(move: OrderMove, state: OrderState): ErrorCode {
  if (move === 'pay' || move === 'close') {
    if (state === 'closed') return 'ORDER_CLOSED';
    if (state === 'paid' || state === 'refunding' || state === 'refunded') return move === 'pay' ? 'ORDER_ALREADY_PAID' : 'ORDER_STATE_INVALID';
  }
  if (move === 'requestRefund' && state === 'refunding') return 'REFUND_ALREADY_REQUESTED';
  return 'ORDER_STATE_INVALID';
}

/** Throws the move's catalogue refusal unless the table allows it from `state`. */
export function assertMove(move: OrderMove, state: OrderState, field = 'orderId') {
  if (!MOVES[move].from.includes(state)) throw new DomainError(refusalOf(move, state), { field, data: { state } });
}

/**
 * A payer (wallet, or starting WeChat Pay) may pay only an order still open: created and not past its pay time.
 * (Only an arriving WeChat payment may land on a closed order: it already happened at WeChat's side.)
 */
export function assertPayable(order: { state: OrderState; expiresAt: Date }, now: Date) {
  if (order.state === 'closed' || (order.state === 'created' && now.getTime() >= order.expiresAt.getTime())) {
    throw new DomainError('ORDER_CLOSED', { field: 'orderId' });
  }
  assertMove('pay', order.state);
}

/** The amount the payer was shown must be the order's (a stale or tampered page is refused, nothing charged). */
export function assertShownAmount(orderFen: number, shownFen: number) {
  if (orderFen !== shownFen) throw new DomainError('AMOUNT_ABNORMAL', { field: 'amountFen', data: { orderFen, shownFen } });
}

const DAY_MS = 86_400_000;

/** When an unpaid order closes. */
export const orderExpiry = (now: Date) => new Date(now.getTime() + LIMITS.money.orderPayMinutes * 60_000);

/**
 * The key an unpaid plan order holds (Order.openKey, unique): the same user, line, plan and price. A second tap on
 * the same plan meets it and gets the open order back instead of a duplicate (issue 32); once the order is paid or
 * closed the next tap frees its key, so a paid or closed order never blocks the next purchase.
 */
export const openKeyOf = (o: { userId: string; line: string; planCode: string; amountFen: number }) => `${o.userId}:${o.line}:${o.planCode}:${o.amountFen}`;

/**
 * An open order is handed back only with at least this much pay time left: one about to close would close under the
 * payer's thumb (the payment sheet, WeChat's page), so it is closed and a fresh one made instead.
 */
export const REUSE_MARGIN_MS = 2 * 60_000;

/** Whether an unpaid order may be handed back to a new tap on its plan at `now`. */
export function reusableOpen(order: { state: string; expiresAt: Date }, now: Date): boolean {
  return order.state === 'created' && order.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS;
}

/**
 * Until when a refund may be asked: `refundWindowDays` after payment (or the line's own window, `windowMs`), that
 * millisecond included.
 */
export const refundDeadline = (paidAt: Date, windowMs?: number) => new Date(paidAt.getTime() + (windowMs ?? LIMITS.money.refundWindowDays * DAY_MS));

/**
 * Why a refund cannot be asked now, or null when it can: the order must be paid (wallet or WeChat Pay, more than
 * 0 fen) and within the window. A pending request answers REFUND_ALREADY_REQUESTED.
 */
export function refundRefusal(order: { state: OrderState; payMethod: string | null; amountFen: number; paidAt: Date | null }, now: Date, windowMs?: number): ErrorCode | null {
  if (order.state === 'refunding') return 'REFUND_ALREADY_REQUESTED';
  if (order.state !== 'paid' || !order.paidAt) return 'ORDER_STATE_INVALID';
  if (order.amountFen <= 0 || (order.payMethod !== 'wallet' && order.payMethod !== 'wxpay')) return 'REFUND_NOT_ALLOWED';
  if (now.getTime() > refundDeadline(order.paidAt, windowMs).getTime()) return 'REFUND_WINDOW_PASSED';
  return null;
}

/** What the order screens show as "refundable until": only while a refund could still be asked. */
export function refundableUntil(order: { state: OrderState; payMethod: string | null; amountFen: number; paidAt: Date | null }, now: Date, windowMs?: number): Date | null {
  return refundRefusal(order, now, windowMs) === null && order.paidAt ? refundDeadline(order.paidAt, windowMs) : null;
}

/**
 * Refund request moves: pending -> revoked (the payer) | refused (a seller who decides their own orders' refunds:
 * shop goods) | processing | succeeded; processing -> succeeded | failed.
 */
const REFUND_MOVES: Record<'revoke' | 'refuse' | 'process' | 'succeed' | 'fail', readonly RefundState[]> = {
  revoke: ['pending'],
  refuse: ['pending'],
  process: ['pending'],
  succeed: ['pending', 'processing'],
  fail: ['processing'],
};
export const refundMoveFrom = (move: keyof typeof REFUND_MOVES) => REFUND_MOVES[move];
export function assertRefundMove(move: keyof typeof REFUND_MOVES, state: RefundState) {
  if (!REFUND_MOVES[move].includes(state)) throw new DomainError('REFUND_NOT_PENDING', { field: 'refundId', data: { state } });
}

/**
 * Customer service refuses a refund only while it is pending, and says why (the payer reads it): the reason trimmed,
 * 1..refundReasonMax characters (the contract checks the same; this guards every caller). Answers the reason to store.
 */
export function refusalReasonOf(state: RefundState, reason: string): string {
  assertRefundMove('refuse', state);
  const r = reason.trim();
  if ([...r].length < 1 || [...r].length > LIMITS.money.refundReasonMax) {
    throw new DomainError('REFUND_REFUSAL_REASON_REQUIRED', { field: 'refusalReason', data: { max: LIMITS.money.refundReasonMax } });
  }
  return r;
}

/** Our out_trade_no / out_refund_no: WeChat takes 6-32 letters and digits; ours are 24, random (unguessable). */
export const ORDER_NO_PATTERN = /^[A-Za-z0-9]{6,32}$/;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function orderNoFrom(random: Uint8Array, prefix = ''): string {
  let s = prefix;
  for (const b of random) {
    if (s.length >= 24) break;
    // Rejection sampling: bytes at or past the largest multiple of the alphabet's length would bias the pick.
    if (b < 256 - (256 % ALPHABET.length)) s += ALPHABET[b % ALPHABET.length];
  }
  return s;
}
