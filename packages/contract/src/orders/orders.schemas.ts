import { z } from 'zod';
import { fEnum, fId, fInt, fOptText, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { zRegionCode, zTxPassword } from '../common/rules';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';
import { pageOf, pageQueryShape } from '../common/paging';

/**
 * Editions, orders, payment and refunds (issue 11). Money is integer fen (`...Fen`), dates ISO strings. Prices
 * always come from the server's plans; what a client sends as `amountFen` is only what the payer was shown, and a
 * different order amount is refused (AMOUNT_ABNORMAL).
 */

/** Product lines an order can be for. Later areas (circle fees, shop, activities) add their own line names. */
export const PLAN_LINES = ['vip', 'enterprise', 'superMember', 'serviceSecurities', 'enterpriseWebsite', 'dealer', 'printedCards'] as const;
export type PlanLine = (typeof PLAN_LINES)[number];

export const ORDER_STATES = ['created', 'paid', 'refunding', 'refunded', 'closed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const REFUND_STATES = ['pending', 'revoked', 'refused', 'processing', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const PAY_METHODS = ['wallet', 'wxpay'] as const;
export const PAY_CHANNELS = ['jsapi', 'h5'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const VIP_STATES = ['none', 'active', 'expiring', 'expired', 'temporary'] as const;
export type VipState = (typeof VIP_STATES)[number];

/** The registration offer a plan carries for this caller (null when none applies to them). */
export const ZPlanOffer = z.object({ bonusMonths: z.number().int(), shakeDevices: z.number().int(), text: z.string() });
export const ZPlan = z.object({
  code: z.string(),
  line: z.string(),
  /** In the caller's language. */
  name: z.string(),
  priceFen: z.number().int(),
  years: z.number().int(),
  months: z.number().int(),
  seats: z.number().int(),
  keys: z.number().int(),
  quantity: z.number().int(),
  offer: ZPlanOffer.nullable(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlanList = z.array(ZPlan);
export const ZVipPlans = z.object({
  plans: z.array(ZPlan),
  /** The caller never paid a VIP order (or is not signed in): the first-time offer applies. */
  firstTime: z.boolean(),
  /** The caller's phone is in the offer region (+86); true when not signed in (the offer shows, checked again at purchase). */
  regionEligible: z.boolean(),
});

export const ZRefundInfo = z.object({
  id: z.string(),
  state: z.enum(REFUND_STATES),
  amountFen: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Customer service's reason when it refused the request (null otherwise). */
  refusalReason: z.string().nullable(),
});
export type TRefundInfo = z.infer<typeof ZRefundInfo>;

export const ZOrder = z.object({
  id: z.string(),
  orderNo: z.string(),
  line: z.string(),
  planCode: z.string().nullable(),
  title: z.string(),
  amountFen: z.number().int(),
  state: z.enum(ORDER_STATES),
  payMethod: z.enum(PAY_METHODS).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** Until when a refund may be asked; null when the order is not (or no longer) refundable. */
  refundableUntil: z.string().nullable(),
  /** The latest refund request of the order, if any. */
  refund: ZRefundInfo.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderPage = pageOf(ZOrder);

export const ZJsapiParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});
/** What the client opens to pay with WeChat Pay: the JSAPI sheet inside WeChat, or the H5 page outside it. */
export const ZPayStart = z.discriminatedUnion('channel', [z.object({ channel: z.literal('jsapi'), jsapi: ZJsapiParams }), z.object({ channel: z.literal('h5'), url: z.string() })]);
export type TPayStart = z.infer<typeof ZPayStart>;

export const ZEntitlementView = z.object({ kind: z.string(), quantity: z.number().int(), expiresAt: z.string().nullable() });
export const ZVipInfo = z.object({
  state: z.enum(VIP_STATES),
  /** Whole days left of paid VIP (0 when none or expired). */
  daysLeft: z.number().int(),
  vipExpiresAt: z.string().nullable(),
  tempExpiresAt: z.string().nullable(),
  isVip: z.boolean(),
  goldenKeys: z.number().int(),
  entitlements: z.array(ZEntitlementView),
  enterprise: z.boolean(),
});
export type TVipInfo = z.infer<typeof ZVipInfo>;

// --- bodies ---------------------------------------------------------------------------------------------------

/** A plan code as stored by the seed: letters and digits only. */
export const zPlanCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, rule('idFormat'));
export const ZPlanBody = z.object({ planCode: zPlanCode });
export const ZOrderIdBody = z.object({ orderId: fId() });
export const ZRefundIdBody = z.object({ refundId: fId() });
const zAmountFen = fInt(0, 100_000_000);
const zChannel = fEnum([...PAY_CHANNELS]);

const M = LIMITS.money;
export const ZPrintedCardsBody = z.object({
  quantity: fInt(1, M.printedCardSetsMax),
  receiver: fText(1, M.receiverMax),
  mobile: fText(5, 20).refine((s) => /^\+?[0-9 -]{5,20}$/.test(s), rule('phone')),
  province: fText(1, M.regionNameMax),
  city: fText(1, M.regionNameMax),
  address: fText(1, M.addressMax),
});
export type TPrintedCardsBody = z.infer<typeof ZPrintedCardsBody>;

export const ZPayInfo = z.object({
  order: ZOrder,
  walletAvailableFen: z.number().int(),
  hasTxPwd: z.boolean(),
  /** Whether the request came from WeChat's browser (JSAPI pay) or not (H5 pay). */
  inWeChat: z.boolean(),
  refundWindowDays: z.number().int(),
});
export const ZVipOrderPayBody = z.object({ orderId: fId(), amountFen: zAmountFen, channel: zChannel });
export const ZBuyVipPaymentBody = z.object({ planCode: zPlanCode, channel: zChannel });
export const ZBuyVipPaymentResult = z.object({ order: ZOrder, pay: ZPayStart });
export const ZWalletPayBody = z.object({ orderId: fId(), amountFen: zAmountFen, txPwd: zTxPassword });
export const ZWalletBuyBody = z.object({ planCode: zPlanCode, txPwd: zTxPassword });

// --- registration ---------------------------------------------------------------------------------------------

export const ZIndustry = z.object({ code: z.string(), name: z.string() });
export const ZIndustries = z.object({ industries: z.array(ZIndustry) });
/** A spokesperson's card id in a register link (`?ref=`); blank means none. */
const zRef = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());
export const ZRegisterDetailBody = z.object({ ref: zRef }).default({});
export const ZRegisterDetail = z.object({
  plans: z.array(ZPlan),
  referrer: z.object({ name: z.string(), phoneIdEcr: z.string() }).nullable(),
  offersText: z.string(),
});
export const ZShareParam = z.object({ url: z.string(), title: z.string(), desc: z.string() });
export const ZCheckMobileVipBody = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^[0-9]{5,15}$/, rule('phone')),
  regionCode: zRegionCode,
});
export const ZCheckMobileVip = z.object({ registered: z.boolean(), offersEligible: z.boolean() });
export const ZRegisterInfoBody = z.object({
  name: fText(LIMITS.card.nameMin, LIMITS.card.nameMax),
  industry: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{1,32}$/, rule('idFormat')),
  company: fOptText(LIMITS.card.companyMax),
  ref: zRef,
});
export const ZRegisterInfoResult = z.object({ tempVipExpiresAt: z.string().nullable() });
export const ZRegisterSuccessBody = z.object({ orderId: z.preprocess((v) => (v === '' ? undefined : v), fId().optional()) }).default({});
export const ZRegisterSuccess = z.object({ vip: ZVipInfo, order: ZOrder.nullable() });

// --- refunds --------------------------------------------------------------------------------------------------

export const ZRefundEntrance = z.object({ show: z.boolean(), refundable: z.number().int(), windowDays: z.number().int() });
export const ZRefundOrderInfo = z.object({
  order: ZOrder,
  canApply: z.boolean(),
  /** The catalogue code name that refuses a new request now (e.g. REFUND_WINDOW_PASSED), null when one may apply. */
  reasonIfNot: z.string().nullable(),
  refundableUntil: z.string().nullable(),
});
export const ZApplyRefundBody = z.object({ orderId: fId(), reason: fText(1, M.refundReasonMax, { multiline: true }) });
/** Customer service refuses a pending refund, saying why (the payer reads it). */
export const ZRejectRefundBody = z.object({ refundId: fId(), refusalReason: fText(1, M.refundReasonMax, { multiline: true }) });
export const REFUND_TABS = ['notRefund', 'refunded'] as const;
export const ZRefundOrdersQuery = z.object({ tab: fEnum([...REFUND_TABS]), ...pageQueryShape });
export const ZPendingRefund = ZRefundInfo.extend({ orderId: z.string(), orderNo: z.string(), title: z.string(), userName: z.string() });
export const ZPendingRefundPage = pageOf(ZPendingRefund);

/** Editions and orders (issue 11): VIP, temporary VIP and enterprise plans, one order model, payment, refunds. */
export const ORDER_LABELS: AreaLabels = {
  fields: {
    orderId: label('订单', 'order'),
    refundId: label('退款申请', 'refund request'),
    planCode: label('套餐', 'plan'),
    amountFen: label('支付金额', 'amount'),
    channel: label('支付方式', 'payment channel'),
    txPwd: label('交易密码', 'transaction password'),
    quantity: label('数量', 'quantity'),
    receiver: label('收件人', 'receiver'),
    mobile: label('联系电话', 'contact phone'),
    province: label('省份', 'province'),
    city: label('城市', 'city'),
    address: label('详细地址', 'address'),
    reason: label('退款原因', 'refund reason'),
    refusalReason: label('拒绝原因', 'reason for refusing'),
    tab: label('列表', 'tab'),
    ref: label('推荐人', 'referrer'),
    name: label('姓名', 'name'),
    industry: label('行业', 'industry'),
    company: label('公司', 'company'),
  },
};
