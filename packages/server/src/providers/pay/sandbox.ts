import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/domain-error';
import type { IdSource } from '../../lib/ids';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH, SANDBOX_PAY_PAGE_PATH } from './paths';
import { loadOrCreateSandboxKeys, type SandboxKeys } from './sandbox-keys';
import { refundRef, sandboxRepository, transferRef, type PayData, type RefundData, type SandboxRow, type TransferData } from './sandbox.repository';
import type {
  CreatePaymentInput,
  NotificationRefusal,
  PayNotification,
  PaymentStart,
  PayoutProvider,
  PayProvider,
  RefundInput,
  RefundResult,
  TradeState,
  Transaction,
  TransferInput,
  TransferResult,
} from './types';
import { rfc3339China } from './wechatpay-crypto';
import { buildWechatpayNotification, parseWechatpayNotification, refundResource, transactionResource } from './wechatpay-notification';

/** What the sandbox needs from the running app: its database, clock and ids, and a way to post to its own routes. */
export interface SandboxBinding {
  db: Db;
  clock: Clock;
  ids: Pick<IdSource, 'code'>;
  /** Posts a notification to one of the app's own paths (app.inject in registerSandboxPayPages); answers the status. */
  deliver(path: string, n: { body: string; headers: Record<string, string> }): Promise<number>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface SandboxOptions {
  /** Folder of the key file (SANDBOX_PAY_DIR, else the data folder); ignored when `keys` are given. */
  dir?: string;
  keys?: SandboxKeys;
}

/** What the pay page shows and may do. */
export type SandboxPage =
  | { state: 'invalid' }
  | { state: 'payable' | 'paid' | 'closed' | 'expired'; orderNo: string; sig: string; amountFen: number; description: string; expiresAt: Date; returnUrl: string };

/** WeChat's out_trade_no: 6-32 letters, digits, _ - | (and *; we do not use it). */
const ORDER_NO = /^[A-Za-z0-9_|-]{6,32}$/;
const SANDBOX_PAYER = 'sandbox-payer-openid';

/**
 * The local WeChat Pay: the same provider interfaces, its own books in SandboxPayment, a pay page instead of
 * WeChat's cashier (sandbox-pages.ts), and notifications signed with its platform key and encrypted with its APIv3
 * key exactly like WeChat's, delivered to the app's own notification routes. One object serves payments and payouts.
 */
export class SandboxWxPay implements PayProvider, PayoutProvider {
  readonly name = 'sandbox' as const;
  private binding: SandboxBinding | null = null;
  private keysLoad: Promise<SandboxKeys> | null;
  private dropNext = 0;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly opts: SandboxOptions) {
    this.keysLoad = opts.keys ? Promise.resolve(opts.keys) : null;
  }

  /** Called by registerSandboxPayPages: until then nothing can be charged (there is no app to notify). */
  attach(binding: SandboxBinding) {
    this.binding = binding;
  }

  /** The keys, loaded (or generated) on first use so an app that never pays never spends time on RSA keys. */
  keys(): Promise<SandboxKeys> {
    this.keysLoad ??= loadOrCreateSandboxKeys(this.opts.dir ?? path.resolve('data'));
    return this.keysLoad;
  }

  /** Tests: the next `n` notifications are lost (the payment or refund happens, nothing is posted). */
  dropNextNotifications(n: number) {
    this.dropNext = n;
  }

  /** Tests: resolves when every notification sent in the background (refunds) has been answered. */
  async deliveries(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private get b(): SandboxBinding {
    if (!this.binding) throw new Error('The sandbox pay provider is not attached to an app (registerSandboxPayPages)');
    return this.binding;
  }
  private get repo() {
    return sandboxRepository(this.b.db);
  }
  private now() {
    return this.b.clock.now();
  }

  // --- pay page links ---------------------------------------------------------------------------------------------

  async linkSignature(orderNo: string): Promise<string> {
    return createHmac('sha256', (await this.keys()).linkKey)
      .update(`pay:${orderNo}`)
      .digest('base64url');
  }
  async linkIsValid(orderNo: string, sig: string): Promise<boolean> {
    const want = Buffer.from(await this.linkSignature(orderNo));
    const got = Buffer.from(sig);
    return got.length === want.length && timingSafeEqual(got, want);
  }
  /** The pay page of an order: signed, so nobody reaches a payment by guessing its number; the amount is never in it. */
  async payLink(orderNo: string): Promise<string> {
    return `${SANDBOX_PAY_PAGE_PATH}?no=${encodeURIComponent(orderNo)}&sig=${await this.linkSignature(orderNo)}`;
  }

  // --- PayProvider ------------------------------------------------------------------------------------------------

  async createPayment(input: CreatePaymentInput): Promise<PaymentStart> {
    if (!ORDER_NO.test(input.orderNo)) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'orderNo' });
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'amountFen' });
    // As WeChat: a JSAPI payment is the payer's own, so it needs their openid.
    if (input.channel === 'jsapi' && !input.openId) throw new DomainError('WXPAY_OPENID_REQUIRED', { field: 'openId' });
    const data: PayData = {
      description: input.description,
      returnUrl: input.returnUrl,
      expiresAt: input.expiresAt.toISOString(),
      channel: input.channel,
      ...(input.openId ? { payerOpenId: input.openId } : {}),
    };
    const existing = await this.repo.find<PayData>(input.orderNo);
    if (!existing) {
      try {
        await this.repo.insert({ id: randomUUID(), kind: 'pay', ref: input.orderNo, amountFen: input.amountFen, state: 'NOTPAY', data, now: this.now() });
        return { channel: 'h5', url: await this.payLink(input.orderNo) };
      } catch {
        // Another request created it at the same moment: judged below like any repeat.
      }
    }
    const row = existing ?? (await this.repo.find<PayData>(input.orderNo));
    if (!row) throw new DomainError('WXPAY_UNAVAILABLE');
    // A repeat with the same amount gets the same page again (WeChat answers the same prepay_id); anything else is refused as WeChat does.
    if (row.state === 'SUCCESS' || row.state === 'REFUND') throw new DomainError('WXPAY_ORDER_PAID');
    if (row.state === 'CLOSED') throw new DomainError('WXPAY_ORDER_CLOSED');
    if (row.amountFen !== input.amountFen) throw new DomainError('WXPAY_ORDER_NO_REUSED', { field: 'amountFen' });
    return { channel: 'h5', url: await this.payLink(input.orderNo) };
  }

  async queryPayment(orderNo: string): Promise<Transaction | null> {
    const row = await this.repo.find<PayData>(orderNo);
    return row && row.kind === 'pay' ? transactionOfRow(row) : null;
  }

  async closePayment(orderNo: string): Promise<void> {
    const row = await this.repo.find<PayData>(orderNo);
    if (row?.kind !== 'pay' || row.state === 'CLOSED') return; // nothing to close: never sent, or closed already
    if (await this.repo.transition(orderNo, 'NOTPAY', 'CLOSED', this.now())) return;
    const now = await this.repo.find<PayData>(orderNo);
    if (now?.state === 'SUCCESS' || now?.state === 'REFUND') throw new DomainError('WXPAY_ORDER_PAID');
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refused = (field: string) => new DomainError('WXPAY_REFUND_REFUSED', { field });
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1) throw refused('amountFen');
    const now = this.now();
    let outcome: { row: SandboxRow<RefundData>; fresh: boolean };
    try {
      outcome = await this.b.db.$transaction(async (tx) => {
        const repo = sandboxRepository(tx);
        const done = await repo.find<RefundData>(refundRef(input.refundNo));
        if (done) {
          // WeChat dedupes on out_refund_no: the same refund again answers the first one, never a second payment.
          if (done.data.orderNo !== input.orderNo || done.amountFen !== input.amountFen) throw refused('refundNo');
          return { row: done, fresh: false };
        }
        const pay = await repo.find<PayData>(input.orderNo);
        if (pay?.kind !== 'pay' || (pay.state !== 'SUCCESS' && pay.state !== 'REFUND')) throw refused('orderNo');
        if (input.totalFen !== pay.amountFen) throw refused('totalFen');
        const refundedFen = pay.data.refundedFen ?? 0;
        if (refundedFen + input.amountFen > pay.amountFen) throw refused('amountFen');
        const data: RefundData = {
          orderNo: input.orderNo,
          refundId: `5030${this.b.ids.code(24)}`,
          totalFen: pay.amountFen,
          reason: input.reason,
          successTime: rfc3339China(now),
          transactionId: pay.data.transactionId ?? null,
        };
        await repo.insert({ id: randomUUID(), kind: 'refund', ref: refundRef(input.refundNo), amountFen: input.amountFen, state: 'SUCCESS', data, now });
        if (!(await repo.transition(input.orderNo, pay.state, 'REFUND', now, { ...pay.data, refundedFen: refundedFen + input.amountFen }))) throw new DomainError('WXPAY_UNAVAILABLE');
        return { row: (await repo.find<RefundData>(refundRef(input.refundNo)))!, fresh: true };
      });
    } catch (err) {
      // The same refund number sent twice at once: the second insert loses on the unique ref; it answers the first.
      const done = err instanceof DomainError ? null : await this.repo.find<RefundData>(refundRef(input.refundNo));
      if (!done || done.data.orderNo !== input.orderNo || done.amountFen !== input.amountFen) throw err;
      outcome = { row: done, fresh: false };
    }
    const result = refundResultOf(input.refundNo, outcome.row);
    // WeChat notifies a refund's outcome later, on its own: sent in the background, after this call has answered.
    if (outcome.fresh) this.background(() => this.notifyRefund(input.refundNo, outcome.row));
    return result;
  }

  async queryRefund(refundNo: string): Promise<RefundResult | null> {
    const row = await this.repo.find<RefundData>(refundRef(refundNo));
    return row ? refundResultOf(refundNo, row) : null;
  }

  async parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): Promise<PayNotification | { refused: NotificationRefusal }> {
    const k = await this.keys();
    return parseWechatpayNotification({ platformSerial: k.platformSerial, platformPublicKey: k.platformPublicKey, apiV3Key: k.apiV3Key }, headers, rawBody, now);
  }

  // --- PayoutProvider ---------------------------------------------------------------------------------------------

  async transfer(input: TransferInput): Promise<TransferResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1) throw new DomainError('WXPAY_TRANSFER_REFUSED', { field: 'amountFen' });
    const ref = transferRef(input.batchNo);
    const data: TransferData = { detailNo: input.detailNo, openId: input.openId, remark: input.remark };
    if (!(await this.repo.find(ref))) {
      try {
        await this.repo.insert({ id: randomUUID(), kind: 'transfer', ref, amountFen: input.amountFen, state: 'PROCESSING', data, now: this.now() });
      } catch {
        /* a simultaneous repeat: read below */
      }
    }
    // A repeated batch number pays nothing again: it answers the batch's state (WeChat dedupes on out_batch_no).
    const row = (await this.repo.find<TransferData>(ref))!;
    if (row.data.detailNo !== input.detailNo || row.amountFen !== input.amountFen) throw new DomainError('WXPAY_TRANSFER_REFUSED', { field: 'batchNo' });
    return transferResultOf(row);
  }

  /**
   * The transfer's state. The first query settles a PROCESSING transfer: SUCCESS, or FAIL for an openid starting
   * with "fail" (so tests and the demo can show a failed payout returning the money).
   */
  async queryTransfer(batchNo: string, detailNo: string): Promise<TransferResult | null> {
    const ref = transferRef(batchNo);
    const row = await this.repo.find<TransferData>(ref);
    if (!row || row.data.detailNo !== detailNo) return null;
    if (row.state === 'PROCESSING') {
      const fail = row.data.openId.startsWith('fail');
      await this.repo.transition(ref, 'PROCESSING', fail ? 'FAIL' : 'SUCCESS', this.now(), fail ? { ...row.data, failReason: 'ACCOUNT_NOT_EXIST' } : undefined);
    }
    return transferResultOf((await this.repo.find<TransferData>(ref))!);
  }

  // --- the pay page's actions (sandbox-pages.ts) --------------------------------------------------------------------

  async page(orderNo: string, sig: string): Promise<SandboxPage> {
    if (!(await this.linkIsValid(orderNo, sig))) return { state: 'invalid' };
    const row = await this.repo.find<PayData>(orderNo);
    if (row?.kind !== 'pay') return { state: 'invalid' };
    const expiresAt = new Date(row.data.expiresAt);
    const state = row.state === 'SUCCESS' || row.state === 'REFUND' ? 'paid' : row.state === 'CLOSED' ? 'closed' : this.now() >= expiresAt ? 'expired' : 'payable';
    return { state, orderNo, sig, amountFen: row.amountFen, description: row.data.description, expiresAt, returnUrl: row.data.returnUrl };
  }

  /**
   * Pays the order (once: of two simultaneous confirmations one wins) and sends TRANSACTION.SUCCESS before
   * answering, so the payer returns to a page that already knows. Answers what the page says next.
   */
  async confirm(orderNo: string, sig: string): Promise<SandboxPage> {
    const page = await this.page(orderNo, sig);
    if (page.state !== 'payable') return page;
    const row = (await this.repo.find<PayData>(orderNo))!;
    const now = this.now();
    const data: PayData = { ...row.data, transactionId: `4200${this.b.ids.code(24)}`, successTime: rfc3339China(now), payerOpenId: row.data.payerOpenId ?? SANDBOX_PAYER };
    if (!(await this.repo.transition(orderNo, 'NOTPAY', 'SUCCESS', now, data))) return this.page(orderNo, sig);
    await this.notifyPayment({ ...row, state: 'SUCCESS', data });
    return { ...page, state: 'paid' };
  }

  // --- notifications ----------------------------------------------------------------------------------------------

  private async notifyPayment(row: SandboxRow<PayData>) {
    const k = await this.keys();
    const t = transactionOfRow(row);
    await this.send(
      PAY_NOTIFY_PATH,
      buildWechatpayNotification(
        { serial: k.platformSerial, privateKey: k.platformPrivateKey, apiV3Key: k.apiV3Key },
        { id: randomUUID(), eventType: 'TRANSACTION.SUCCESS', summary: '支付成功', originalType: 'transaction', resource: transactionResource({ appId: k.appId, mchId: k.mchId }, t) },
        this.now(),
      ),
      row.ref,
    );
  }

  private async notifyRefund(refundNo: string, row: SandboxRow<RefundData>) {
    const k = await this.keys();
    const r = refundResultOf(refundNo, row);
    await this.send(
      REFUND_NOTIFY_PATH,
      buildWechatpayNotification(
        { serial: k.platformSerial, privateKey: k.platformPrivateKey, apiV3Key: k.apiV3Key },
        {
          id: randomUUID(),
          eventType: `REFUND.${r.state}`,
          summary: '退款成功',
          originalType: 'refund',
          resource: refundResource(
            { mchId: k.mchId },
            { ...r, orderNo: row.data.orderNo, totalFen: row.data.totalFen, transactionId: row.data.transactionId, successTime: row.data.successTime },
          ),
        },
        this.now(),
      ),
      row.ref,
    );
  }

  private async send(path: string, n: { body: string; headers: Record<string, string> }, ref: string) {
    if (this.dropNext > 0) {
      this.dropNext -= 1;
      this.b.log?.info({ ref, path }, 'sandbox pay: notification dropped on purpose');
      return;
    }
    const status = await this.b.deliver(path, n);
    // WeChat retries a notification not answered 200/204; the sandbox does not: the order query recovers it.
    if (status !== 200 && status !== 204) this.b.log?.warn({ ref, path, status }, 'sandbox pay: notification not accepted');
  }

  private background(task: () => Promise<void>) {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err) => this.b.log?.warn({ err }, 'sandbox pay: notification failed'))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }
}

function transactionOfRow(row: SandboxRow<PayData>): Transaction {
  const paid = row.state === 'SUCCESS' || row.state === 'REFUND';
  return {
    orderNo: row.ref,
    tradeState: row.state as TradeState,
    amountFen: row.amountFen,
    transactionId: paid ? (row.data.transactionId ?? null) : null,
    successTime: paid ? (row.data.successTime ?? null) : null,
    payerOpenId: paid ? (row.data.payerOpenId ?? null) : null,
  };
}

const refundResultOf = (refundNo: string, row: SandboxRow<RefundData>): RefundResult => ({
  refundNo,
  refundId: row.data.refundId,
  state: row.state as RefundResult['state'],
  amountFen: row.amountFen,
});

const transferResultOf = (row: SandboxRow<TransferData>): TransferResult => ({
  state: row.state as TransferResult['state'],
  failReason: row.state === 'FAIL' ? (row.data.failReason ?? 'FAIL') : null,
});
