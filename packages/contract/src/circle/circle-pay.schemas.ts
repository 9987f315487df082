import { z } from 'zod';
import { fEnum, fId, fInt } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { pageOf } from '../common/paging';
import { zTxPassword } from '../common/rules';
import { rule } from '../common/validation';
import { ORDER_STATES, PAY_CHANNELS, PAY_METHODS, REFUND_STATES, ZPayStart } from '../orders/orders.schemas';
import { ZCircleSummary, zCid } from './circle-common.schemas';

/**
 * Circles, pay part (issue 12): body and answer shapes of circle-pay.contract.ts.
 *
 * Money is integer fen; yuan with two decimals only at display. A payment of P fen is split in one journal:
 * the platform's fee = round_half_up(P x LIMITS.circle.feePercent / 100) fen, the owner gets P - fee as frozen
 * income (e.g. 199 fen = 1.99 yuan: fee 19.9 -> 20 fen, owner 179 fen). A paid join or view lasts
 * LIMITS.circle.paidTermDays; paying again renews from the later of now and the running term's end; a refund may
 * be asked within LIMITS.circle.refundWindowHours of paying.
 */

/** What a circle payment buys: membership (join) or reading the content without joining (view). */
export const CIRCLE_PAY_KINDS = ['join', 'view'] as const;
export type CirclePayKind = (typeof CIRCLE_PAY_KINDS)[number];
/** The order lines of the money area the two kinds are sold as. */
export const CIRCLE_PAY_LINES = { join: 'circleJoin', view: 'circleView' } as const;
export const CIRCLE_PAY_METHODS = PAY_METHODS;

const zKind = fEnum([...CIRCLE_PAY_KINDS]);
/** Blank form fields (a wallet payment sends no channel) count as absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ZCirclePayKindBody = z.object({ cid: zCid, kind: zKind });
export type TCirclePayKindBody = z.infer<typeof ZCirclePayKindBody>;

/** The pay screen: price, term, what a payment would extend to, the refund window, the wallet, whether the caller may pay. */
export const ZCirclePayInfo = z.object({
  circle: ZCircleSummary,
  kind: z.enum(CIRCLE_PAY_KINDS),
  priceFen: z.number().int(),
  termDays: z.number().int(),
  refundWindowHours: z.number().int(),
  /** The platform's fee percent: only the circle's owner is told (null to a payer, who never sees the split). */
  feePercent: z.number().int().nullable(),
  /** The caller's running or last term end for this kind (ISO), null when never paid. */
  currentUntil: z.string().nullable(),
  /** Where a payment now would put the term end (ISO). */
  renewTo: z.string(),
  canPay: z.boolean(),
  /** The catalogue code name that refuses a payment now (e.g. CIRCLE_NOT_PAID), null when one may pay. */
  reasonIfNot: z.string().nullable(),
  walletAvailableFen: z.number().int(),
  hasTxPwd: z.boolean(),
});
export type TCirclePayInfo = z.infer<typeof ZCirclePayInfo>;

/** A circle order as the payer sees it (payForCircle, circlePay, the payments list). */
export const ZCirclePayment = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  cid: z.string(),
  circleName: z.string(),
  kind: z.enum(CIRCLE_PAY_KINDS),
  amountFen: z.number().int(),
  title: z.string(),
  state: z.enum(ORDER_STATES),
  payMethod: z.enum(PAY_METHODS).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** The term end this payment set (ISO), null until paid. */
  termEnd: z.string().nullable(),
  /** Until when a refund may be asked; null when not (or no longer) refundable. */
  refundableUntil: z.string().nullable(),
  refundState: z.enum(REFUND_STATES).nullable(),
});
export type TCirclePayment = z.infer<typeof ZCirclePayment>;
export const ZCirclePaymentPage = pageOf(ZCirclePayment);

export const ZCirclePayBody = z
  .object({
    orderId: fId(),
    /** What the payer was shown, in fen (AMOUNT_ABNORMAL when the order's differs). */
    amountFen: fInt(0, 100_000_000),
    method: fEnum([...CIRCLE_PAY_METHODS]),
    /** wallet: the transaction password. */
    txPwd: z.preprocess(blank, zTxPassword.optional()),
    /** wxpay: JSAPI inside WeChat, H5 outside. */
    channel: z.preprocess(blank, fEnum([...PAY_CHANNELS]).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.method === 'wallet' && !b.txPwd) ctx.addIssue({ code: 'custom', path: ['txPwd'], message: rule('codeMissing') });
    if (b.method === 'wxpay' && !b.channel) ctx.addIssue({ code: 'custom', path: ['channel'], message: rule('codeMissing') });
  });
export type TCirclePayBody = z.infer<typeof ZCirclePayBody>;
/** The paid (or, for WeChat Pay, still open) order, and what the client opens for WeChat Pay. */
export const ZCirclePayResult = z.object({ payment: ZCirclePayment, pay: ZPayStart.nullable() });

export const ZCircleOrderIdBody = z.object({ orderId: fId() });

/** The owner's income from one circle: paying members and viewers now, and totals of kept payments (refunds excluded). */
export const ZCircleIncome = z.object({
  cid: z.string(),
  payingMembers: z.number().int(),
  payingViewers: z.number().int(),
  payments: z.number().int(),
  grossFen: z.number().int(),
  feeFen: z.number().int(),
  netFen: z.number().int(),
  /** The part of net still frozen (released to the available balance after the hold). */
  frozenFen: z.number().int(),
});
export type TCircleIncome = z.infer<typeof ZCircleIncome>;

export const CIRCLE_PAY_LABELS: AreaLabels = {
  fields: {
    orderId: label('订单', 'order'),
    amountFen: label('支付金额', 'amount'),
    method: label('支付方式', 'payment method'),
    txPwd: label('交易密码', 'transaction password'),
    channel: label('微信支付方式', 'WeChat Pay channel'),
  },
  // `kind` means a bulletin's kind elsewhere in the area: named per call here.
  calls: {
    findCirclePayInfo: { kind: label('付费类型', 'payment type') },
    payForCircle: { kind: label('付费类型', 'payment type') },
  },
};
