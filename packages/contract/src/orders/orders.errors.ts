import { e, type CatalogueEntry } from '../common/error-entry';

/** The order and payment area's catalogue entries (editions, orders, refunds, register offers, WeChat Pay); the area's manifest (orders.area.ts) adds them to the catalogue. */
export const ORDER_ERRORS = {
  // --- money: editions, orders, refunds, register offers (1101xxx): add below this line ---
  PLAN_NOT_FOUND: e(1101001, 404, '套餐不存在或已下架', 'The plan does not exist or is no longer sold'),
  /** A plan of another product line sent to a buying call (a dealer plan to renewUser...). */
  PLAN_LINE_MISMATCH: e(1101002, 400, '该套餐不能在此购买', 'This plan cannot be bought here'),
  ORDER_ALREADY_PAID: e(1101003, 409, '订单已支付，请勿重复支付', 'The order is already paid; it is not charged again'),
  /** Paying or cancelling an order that was closed (cancelled, or unpaid past its time). */
  ORDER_CLOSED: e(1101004, 400, '订单已关闭，请重新下单', 'The order is closed; please place a new order'),
  /** Any other move the order's state table refuses (cancel a paid order, refund an unpaid one...). */
  ORDER_STATE_INVALID: e(1101005, 409, '订单当前状态不允许此操作', "The order's current state does not allow this"),
  REFUND_WINDOW_PASSED: e(1101006, 400, '已超过可申请退款的期限', 'The refund period of this order has passed'),
  REFUND_ALREADY_REQUESTED: e(1101007, 409, '该订单已有退款申请正在处理', 'A refund request of this order is already being processed'),
  REFUND_NOT_PENDING: e(1101008, 409, '该退款申请已处理或已撤销', 'This refund request was already handled or withdrawn'),
  /** The golden keys the order gave were spent meanwhile, so payment cannot be undone in full. */
  REFUND_KEYS_SPENT: e(
    1101009,
    400,
    '该订单赠送的金钥匙已被使用，无法退款，请联系客服',
    'The golden keys this order gave have been used, so it cannot be refunded; please contact customer service',
  ),
  INDUSTRY_UNKNOWN: e(1101010, 400, '请选择列表中的行业', 'Choose an industry from the list'),
  // 1101011 is not used (a code drafted for a missing pay provider: every server has one, the sandbox at least).
  /** Only a wallet-paid or WeChat-paid order can be refunded (an order paid 0 fen has nothing to give back). */
  REFUND_NOT_ALLOWED: e(1101012, 400, '该订单不支持退款', 'This order cannot be refunded'),
  /** Customer service refusing a VIP refund must say why: the payer reads it (issue 32). */
  REFUND_REFUSAL_REASON_REQUIRED: e(1101013, 400, '请填写拒绝退款的原因（用户会看到）', 'Give the reason for refusing the refund (the payer reads it)'),
  // --- money: WeChat Pay and payouts (1121xxx): add below this line ---
  WXPAY_UNAVAILABLE: e(1121001, 502, '微信支付暂时无法完成请求，请稍后再试', 'WeChat Pay could not complete the request, please try again later'),
  WXPAY_ORDER_PAID: e(1121002, 400, '该订单已在微信支付付款', 'This order is already paid with WeChat Pay'),
  WXPAY_ORDER_CLOSED: e(1121003, 400, '该订单的微信支付已关闭或已过期', 'The WeChat Pay payment of this order is closed or expired'),
  WXPAY_OPENID_REQUIRED: e(1121004, 400, '请在微信中打开后再支付', 'Open this page in WeChat to pay'),
  WXPAY_REFUND_REFUSED: e(1121005, 400, '微信支付未受理该退款', 'WeChat Pay did not accept this refund'),
  WXPAY_TRANSFER_REFUSED: e(1121006, 400, '微信支付未受理该转账', 'WeChat Pay did not accept this transfer'),
  WXPAY_PAY_LINK_INVALID: e(1121007, 400, '支付链接无效', 'This payment link is not valid'),
  WXPAY_ORDER_NO_REUSED: e(1121008, 400, '该订单号已用于另一笔金额不同的支付', 'This order number was already used for a payment of another amount'),
} as const satisfies Record<string, CatalogueEntry>;
