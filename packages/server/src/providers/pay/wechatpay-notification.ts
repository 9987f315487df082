import type { KeyObject } from 'node:crypto';
import { LIMITS } from '@card/contract';
import type { NotificationRefusal, PayNotification, RefundResult, RefundState, TradeState, Transaction } from './types';
import { aeadDecrypt, aeadEncrypt, newNonce, rfc3339China, unixSeconds, verifyWechatpaySignature, wechatpaySignatureHeaders } from './wechatpay-crypto';

/**
 * WeChat Pay notifications (TRANSACTION.SUCCESS, REFUND.*) in both directions: reading one (the real provider and
 * the sandbox both go through parseWechatpayNotification, so a notification the sandbox sends is checked exactly
 * like WeChat's) and writing one (the sandbox and the tests' fake server: signed and encrypted as WeChat does).
 */

export interface NotificationKeys {
  platformSerial: string;
  platformPublicKey: KeyObject;
  apiV3Key: string;
}

export const NOTIFICATION_MAX_AGE_MS = LIMITS.money.notificationMaxAgeMinutes * 60_000;

const TRADE_STATES: readonly TradeState[] = ['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR'];
const REFUND_STATES: readonly RefundState[] = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'];
const REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const fen = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);

/** A transaction as WeChat writes it (order query answer, decrypted TRANSACTION resource); null when malformed. */
export function transactionOf(raw: unknown): Transaction | null {
  if (!isObject(raw) || !isObject(raw.amount)) return null;
  const orderNo = str(raw.out_trade_no);
  const tradeState = str(raw.trade_state) as TradeState | null;
  const amountFen = fen(raw.amount.total);
  if (!orderNo || !tradeState || !TRADE_STATES.includes(tradeState) || amountFen === null) return null;
  return {
    orderNo,
    tradeState,
    amountFen,
    transactionId: str(raw.transaction_id),
    successTime: str(raw.success_time),
    payerOpenId: isObject(raw.payer) ? str(raw.payer.openid) : null,
  };
}

/** A refund as WeChat writes it (refund answer, refund query, decrypted REFUND resource); null when malformed. */
export function refundOf(raw: unknown): (RefundResult & { orderNo: string }) | null {
  if (!isObject(raw) || !isObject(raw.amount)) return null;
  const refundNo = str(raw.out_refund_no);
  const orderNo = str(raw.out_trade_no);
  // Refund answers say `status`, refund notifications `refund_status`.
  const state = (str(raw.status) ?? str(raw.refund_status)) as RefundState | null;
  const amountFen = fen(raw.amount.refund);
  if (!refundNo || !orderNo || !state || !REFUND_STATES.includes(state) || amountFen === null) return null;
  return { refundNo, orderNo, state, amountFen, refundId: str(raw.refund_id) };
}

/**
 * Verifies and decrypts one notification. Never throws: anything wrong answers why, and the caller changes nothing.
 * The event type and the decrypted resource must agree (a TRANSACTION event carries a transaction, a REFUND event a
 * refund whose status is the event's).
 */
export function parseWechatpayNotification(
  keys: NotificationKeys,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): PayNotification | { refused: NotificationRefusal } {
  const verdict = verifyWechatpaySignature({ serial: keys.platformSerial, publicKey: keys.platformPublicKey }, headers, rawBody, now, NOTIFICATION_MAX_AGE_MS);
  if (verdict !== 'ok') return { refused: verdict };
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { refused: 'malformed' };
  }
  if (!isObject(body) || !isObject(body.resource)) return { refused: 'malformed' };
  const id = str(body.id);
  const eventType = str(body.event_type);
  const r = body.resource;
  if (!id || !eventType) return { refused: 'malformed' };
  if (r.algorithm !== 'AEAD_AES_256_GCM' || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return { refused: 'undecryptable' };
  const plain = aeadDecrypt(keys.apiV3Key, r.ciphertext, r.nonce, typeof r.associated_data === 'string' ? r.associated_data : '');
  if (plain === null) return { refused: 'undecryptable' };
  let resource: unknown;
  try {
    resource = JSON.parse(plain);
  } catch {
    return { refused: 'malformed' };
  }

  if (eventType === 'TRANSACTION.SUCCESS') {
    const transaction = transactionOf(resource);
    if (transaction?.tradeState !== 'SUCCESS') return { refused: 'malformed' };
    return { id, eventType, transaction };
  }
  const refundEvent = REFUND_EVENTS.find((e) => e === eventType);
  if (refundEvent) {
    const refund = refundOf(resource);
    if (!refund || `REFUND.${refund.state}` !== refundEvent) return { refused: 'malformed' };
    return { id, eventType: refundEvent, refund };
  }
  return { refused: 'malformed' };
}

/** The resource of a TRANSACTION.SUCCESS notification, as WeChat writes it. */
export function transactionResource(m: { appId: string; mchId: string }, t: Transaction): Record<string, unknown> {
  return {
    appid: m.appId,
    mchid: m.mchId,
    out_trade_no: t.orderNo,
    transaction_id: t.transactionId,
    trade_type: 'MWEB',
    trade_state: t.tradeState,
    trade_state_desc: t.tradeState === 'SUCCESS' ? '支付成功' : t.tradeState,
    bank_type: 'OTHERS',
    attach: '',
    success_time: t.successTime,
    payer: { openid: t.payerOpenId ?? '' },
    amount: { total: t.amountFen, payer_total: t.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** The resource of a REFUND.* notification, as WeChat writes it. */
export function refundResource(m: { mchId: string }, r: RefundResult & { orderNo: string; totalFen: number; transactionId: string | null; successTime: string | null }) {
  return {
    mchid: m.mchId,
    out_trade_no: r.orderNo,
    transaction_id: r.transactionId,
    out_refund_no: r.refundNo,
    refund_id: r.refundId,
    refund_status: r.state,
    success_time: r.successTime,
    user_received_account: '支付用户零钱',
    amount: { total: r.totalFen, refund: r.amountFen, payer_total: r.totalFen, payer_refund: r.amountFen },
  };
}

export interface SigningPlatform {
  serial: string;
  privateKey: KeyObject;
  apiV3Key: string;
}

/**
 * A notification exactly as WeChat sends one: the JSON body (id, create_time, event_type, resource_type, resource
 * encrypted with the APIv3 key, summary) and the four Wechatpay-* headers signing it with the platform key.
 */
export function buildWechatpayNotification(
  platform: SigningPlatform,
  event: { id: string; eventType: string; summary: string; originalType: 'transaction' | 'refund'; resource: unknown },
  now: Date,
): { body: string; headers: Record<string, string> } {
  const nonce = newNonce(12);
  const associatedData = event.originalType;
  const body = JSON.stringify({
    id: event.id,
    create_time: rfc3339China(now),
    resource_type: 'encrypt-resource',
    event_type: event.eventType,
    summary: event.summary,
    resource: {
      original_type: event.originalType,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aeadEncrypt(platform.apiV3Key, JSON.stringify(event.resource), nonce, associatedData),
      associated_data: associatedData,
      nonce,
    },
  });
  const headers = { 'Content-Type': 'application/json', ...wechatpaySignatureHeaders(platform, body, unixSeconds(now), newNonce()) };
  return { body, headers };
}
