/**
 * WeChat Pay as the product sees it (issue 11): payments (JSAPI inside WeChat, H5 outside), order queries, closing,
 * refunds, notifications, and payouts to a user's WeChat (the transfer API). Two implementations: one that speaks
 * WeChat Pay API v3 (wechatpay-v3.ts, configured by WXPAY_* variables) and a local sandbox that behaves the same
 * on the wire (sandbox.ts): its pay page confirms or cancels, and it sends notifications signed and encrypted
 * exactly like WeChat's, to the same handler. All amounts are integer fen.
 */

/** How the payer pays: JSAPI inside WeChat's browser (needs the payer's openid), H5 in any other browser. */
export type PayChannel = 'jsapi' | 'h5';

export interface CreatePaymentInput {
  /** Our order number (WeChat's out_trade_no): 6-32 characters of letters, digits, _ - |. */
  orderNo: string;
  description: string;
  amountFen: number;
  channel: PayChannel;
  /** The payer's openid under our app id (JSAPI only). */
  openId?: string;
  /** The payer's address (H5 scene_info.payer_client_ip). */
  clientIp: string;
  /** Where the payer's browser returns after an H5 payment (our pay result page). */
  returnUrl: string;
  /** When WeChat stops accepting the payment (time_expire): the order's own close time. */
  expiresAt: Date;
}

/** What the client needs to start paying. */
export type PaymentStart =
  /** Parameters for WeixinJSBridge `getBrandWCPayRequest` (signed with the merchant key). */
  | { channel: 'jsapi'; jsapi: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  /** A page to send the browser to (WeChat's h5_url with our redirect_url; the sandbox's local pay page). */
  | { channel: 'h5'; url: string };

/** WeChat's trade_state values. */
export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

/** A transaction as WeChat reports it (order query or decrypted TRANSACTION.SUCCESS resource). */
export interface Transaction {
  orderNo: string;
  transactionId: string | null;
  tradeState: TradeState;
  /** amount.total: what the order was for, in fen. */
  amountFen: number;
  successTime: string | null;
  payerOpenId: string | null;
}

export interface RefundInput {
  orderNo: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
}
/** WeChat's refund status: SUCCESS, CLOSED, PROCESSING, ABNORMAL. */
export type RefundState = 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
export interface RefundResult {
  refundNo: string;
  refundId: string | null;
  state: RefundState;
  amountFen: number;
}

/** A verified, decrypted notification. */
export type PayNotification =
  | { id: string; eventType: 'TRANSACTION.SUCCESS'; transaction: Transaction }
  | { id: string; eventType: 'REFUND.SUCCESS' | 'REFUND.ABNORMAL' | 'REFUND.CLOSED'; refund: RefundResult & { orderNo: string } };

/** Why a notification was refused (answered to the sender as FAIL; nothing is changed). */
export type NotificationRefusal = 'unsigned' | 'bad-signature' | 'stale' | 'undecryptable' | 'malformed';

export interface PayProvider {
  readonly name: 'wechatpay' | 'sandbox';
  createPayment(input: CreatePaymentInput): Promise<PaymentStart>;
  /** The transaction of our order number; null when WeChat does not know it (ORDER_NOT_EXIST). */
  queryPayment(orderNo: string): Promise<Transaction | null>;
  /** Closes an unpaid transaction (an order closed on our side must not be payable on WeChat's). */
  closePayment(orderNo: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundResult>;
  queryRefund(refundNo: string): Promise<RefundResult | null>;
  /**
   * Verifies a notification's signature (Wechatpay-Timestamp, -Nonce, -Signature, -Serial over the raw body) and
   * its age, then decrypts its AES-256-GCM resource. Never throws for bad input: answers the refusal.
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): Promise<PayNotification | { refused: NotificationRefusal }>;
}

export interface TransferInput {
  /** Our batch number (out_batch_no) and detail number (out_detail_no): the withdrawal's. */
  batchNo: string;
  detailNo: string;
  openId: string;
  amountFen: number;
  remark: string;
}
/** A transfer's state as WeChat reports it (detail_status): PROCESSING until SUCCESS or FAIL. */
export interface TransferResult {
  state: 'PROCESSING' | 'SUCCESS' | 'FAIL';
  failReason: string | null;
}

export interface PayoutProvider {
  readonly name: 'wechatpay' | 'sandbox';
  /** Starts a transfer; a repeated call with the same batch number does not pay twice (WeChat dedupes on it). */
  transfer(input: TransferInput): Promise<TransferResult>;
  /** The transfer's state; null when WeChat does not know the batch. */
  queryTransfer(batchNo: string, detailNo: string): Promise<TransferResult | null>;
}
