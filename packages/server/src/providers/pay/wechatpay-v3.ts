import type { KeyObject } from 'node:crypto';
import type { ErrorCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH } from './paths';
import type {
  CreatePaymentInput,
  NotificationRefusal,
  PayNotification,
  PaymentStart,
  PayoutProvider,
  PayProvider,
  RefundInput,
  RefundResult,
  Transaction,
  TransferInput,
  TransferResult,
} from './types';
import { authorizationHeader, jsapiParameters, newNonce, rfc3339China, unixSeconds, verifyWechatpaySignature } from './wechatpay-crypto';
import { NOTIFICATION_MAX_AGE_MS, parseWechatpayNotification, refundOf, transactionOf } from './wechatpay-notification';

export interface WechatPayV3Options {
  mchId: string;
  appId: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  apiV3Key: string;
  platformSerial: string;
  platformPublicKey: KeyObject;
  /** The public https origin WeChat posts notifications to (PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH under it). */
  notifyBase: string;
  /** https://api.mch.weixin.qq.com, or a test double. */
  baseUrl: string;
  /** Wall time for request timestamps and the age check of responses (WeChat's clock, not the app's test clock). */
  now?: () => Date;
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

interface WxResponse {
  status: number;
  json: Record<string, unknown> | null;
}

/** WeChat's description field holds at most 127 characters. */
const DESCRIPTION_MAX = 127;
const TRANSFER_STATES: Record<string, TransferResult['state']> = { INIT: 'PROCESSING', WAIT_PAY: 'PROCESSING', PROCESSING: 'PROCESSING', SUCCESS: 'SUCCESS', FAIL: 'FAIL' };

/**
 * WeChat Pay API v3 over fetch: every request signed with the merchant key, every response's Wechatpay-* signature
 * verified with the platform key before a byte of it is believed (an unverifiable answer is an error, never a
 * state), notifications verified and decrypted like the sandbox's. Payments (JSAPI and H5), order query and close,
 * refunds, and payouts through the merchant transfer API.
 */
export class WechatPayV3 implements PayProvider, PayoutProvider {
  readonly name = 'wechatpay' as const;
  private readonly now: () => Date;

  constructor(private readonly o: WechatPayV3Options) {
    this.now = o.now ?? (() => new Date());
  }

  async createPayment(input: CreatePaymentInput): Promise<PaymentStart> {
    const base = {
      appid: this.o.appId,
      mchid: this.o.mchId,
      description: input.description.slice(0, DESCRIPTION_MAX),
      out_trade_no: input.orderNo,
      time_expire: rfc3339China(input.expiresAt),
      notify_url: `${this.o.notifyBase}${PAY_NOTIFY_PATH}`,
      amount: { total: input.amountFen, currency: 'CNY' },
    };
    if (input.channel === 'jsapi') {
      if (!input.openId) throw new DomainError('WXPAY_OPENID_REQUIRED', { field: 'openId' });
      const res = await this.call('POST', '/v3/pay/transactions/jsapi', { ...base, payer: { openid: input.openId } });
      const prepayId = res.status === 200 ? str(res.json?.prepay_id) : null;
      if (!prepayId) throw this.refusal(res, 'WXPAY_UNAVAILABLE');
      return { channel: 'jsapi', jsapi: jsapiParameters({ appId: this.o.appId, privateKey: this.o.merchantPrivateKey }, prepayId, unixSeconds(this.now()), newNonce()) };
    }
    const res = await this.call('POST', '/v3/pay/transactions/h5', { ...base, scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } } });
    const h5Url = res.status === 200 ? str(res.json?.h5_url) : null;
    if (!h5Url) throw this.refusal(res, 'WXPAY_UNAVAILABLE');
    // WeChat's cashier sends the browser to redirect_url when the payer leaves it (paid or not).
    return { channel: 'h5', url: `${h5Url}&redirect_url=${encodeURIComponent(input.returnUrl)}` };
  }

  async queryPayment(orderNo: string): Promise<Transaction | null> {
    const res = await this.call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.o.mchId)}`);
    if (res.status === 404 || res.json?.code === 'ORDER_NOT_EXIST') return null;
    const t = res.status === 200 ? transactionOf(res.json) : null;
    if (!t || t.orderNo !== orderNo) throw this.refusal(res, 'WXPAY_UNAVAILABLE');
    return t;
  }

  async closePayment(orderNo: string): Promise<void> {
    const res = await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, { mchid: this.o.mchId });
    if (res.status === 204 || res.status === 200) return;
    if (res.status === 404 || res.json?.code === 'ORDER_NOT_EXIST') return; // never reached WeChat: nothing to close
    throw this.refusal(res, 'WXPAY_UNAVAILABLE');
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const res = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: input.orderNo,
      out_refund_no: input.refundNo,
      reason: input.reason.slice(0, 80),
      notify_url: `${this.o.notifyBase}${REFUND_NOTIFY_PATH}`,
      amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
    });
    const r = res.status === 200 ? refundOf(res.json) : null;
    if (!r || r.refundNo !== input.refundNo) throw this.refusal(res, 'WXPAY_REFUND_REFUSED');
    return { refundNo: r.refundNo, refundId: r.refundId, state: r.state, amountFen: r.amountFen };
  }

  async queryRefund(refundNo: string): Promise<RefundResult | null> {
    const res = await this.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
    if (res.status === 404 || res.json?.code === 'RESOURCE_NOT_EXISTS') return null;
    const r = res.status === 200 ? refundOf(res.json) : null;
    if (!r || r.refundNo !== refundNo) throw this.refusal(res, 'WXPAY_UNAVAILABLE');
    return { refundNo: r.refundNo, refundId: r.refundId, state: r.state, amountFen: r.amountFen };
  }

  async parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): Promise<PayNotification | { refused: NotificationRefusal }> {
    return parseWechatpayNotification({ platformSerial: this.o.platformSerial, platformPublicKey: this.o.platformPublicKey, apiV3Key: this.o.apiV3Key }, headers, rawBody, now);
  }

  async transfer(input: TransferInput): Promise<TransferResult> {
    const res = await this.call('POST', '/v3/transfer/batches', {
      appid: this.o.appId,
      out_batch_no: input.batchNo,
      batch_name: input.remark.slice(0, 32),
      batch_remark: input.remark.slice(0, 32),
      total_amount: input.amountFen,
      total_num: 1,
      transfer_detail_list: [{ out_detail_no: input.detailNo, transfer_amount: input.amountFen, transfer_remark: input.remark.slice(0, 32), openid: input.openId }],
    });
    // Accepted is not paid: the detail's outcome comes from queryTransfer.
    if (res.status === 200 && str(res.json?.out_batch_no) === input.batchNo) return { state: 'PROCESSING', failReason: null };
    throw this.refusal(res, 'WXPAY_TRANSFER_REFUSED');
  }

  async queryTransfer(batchNo: string, detailNo: string): Promise<TransferResult | null> {
    const res = await this.call('GET', `/v3/transfer/batches/out-batch-no/${encodeURIComponent(batchNo)}/details/out-detail-no/${encodeURIComponent(detailNo)}`);
    if (res.status === 404 || res.json?.code === 'NOT_FOUND') return null;
    const state = res.status === 200 ? TRANSFER_STATES[str(res.json?.detail_status) ?? ''] : undefined;
    if (!state || str(res.json?.out_detail_no) !== detailNo) throw this.refusal(res, 'WXPAY_UNAVAILABLE');
    return { state, failReason: state === 'FAIL' ? (str(res.json?.fail_reason) ?? 'FAIL') : null };
  }

  /**
   * One signed request; the answer only once its signature verifies. Network failures, timeouts and unverifiable
   * answers are WXPAY_UNAVAILABLE: the caller cannot know what happened, and finds out by querying later.
   */
  private async call(method: 'GET' | 'POST', pathWithQuery: string, body?: object): Promise<WxResponse> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const authorization = authorizationHeader(
      { mchId: this.o.mchId, serialNo: this.o.merchantSerial, privateKey: this.o.merchantPrivateKey },
      { method, pathWithQuery, body: text, timestamp: unixSeconds(this.now()), nonce: newNonce() },
    );
    let res: Response;
    let answer: string;
    try {
      res = await fetch(`${this.o.baseUrl}${pathWithQuery}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'User-Agent': 'card-platform/1 (wechatpay-v3)',
          'Wechatpay-Serial': this.o.platformSerial,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
      });
      answer = await res.text();
    } catch (err) {
      this.o.log?.warn({ err, path: pathWithQuery.split('?')[0] }, 'wechatpay: request failed');
      throw new DomainError('WXPAY_UNAVAILABLE');
    }
    const verdict = verifyWechatpaySignature(
      { serial: this.o.platformSerial, publicKey: this.o.platformPublicKey },
      Object.fromEntries(res.headers),
      answer,
      this.now(),
      NOTIFICATION_MAX_AGE_MS,
    );
    if (verdict !== 'ok') {
      this.o.log?.warn({ status: res.status, verdict, path: pathWithQuery.split('?')[0] }, 'wechatpay: response signature not verified, answer ignored');
      throw new DomainError('WXPAY_UNAVAILABLE');
    }
    let json: Record<string, unknown> | null = null;
    if (answer) {
      try {
        const v: unknown = JSON.parse(answer);
        json = typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
      } catch {
        json = null;
      }
    }
    return { status: res.status, json };
  }

  /** The catalogue error for a verified refusal: WeChat's own codes where one means something to the payer. */
  private refusal(res: WxResponse, otherwise: ErrorCode): DomainError {
    const code = str(res.json?.code);
    this.o.log?.warn({ status: res.status, code, message: str(res.json?.message) }, 'wechatpay: request refused');
    if (code === 'ORDERPAID') return new DomainError('WXPAY_ORDER_PAID');
    if (code === 'ORDER_CLOSED' || code === 'ORDERCLOSED') return new DomainError('WXPAY_ORDER_CLOSED');
    if (code === 'OUT_TRADE_NO_USED') return new DomainError('WXPAY_ORDER_NO_REUSED');
    // WeChat's own trouble (5xx, SYSTEM_ERROR, FREQUENCY_LIMITED) is a try-again, whatever the call.
    if (res.status >= 500 || code === 'SYSTEM_ERROR' || code === 'FREQUENCY_LIMITED') return new DomainError('WXPAY_UNAVAILABLE');
    return new DomainError(otherwise);
  }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
