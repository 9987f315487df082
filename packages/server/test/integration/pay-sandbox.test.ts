import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH, sandboxOf, SandboxWxPay, type SandboxWxPay as Sandbox } from '../../src/providers/pay';

/**
 * The local WeChat Pay on the real app: the pay page (amount from the sandbox's books, signed links, under the
 * pages' CSP), confirm and cancel, notifications signed and encrypted like WeChat's and posted to the app's own
 * notification paths, refunds, transfers, a lost notification, and keys shared through their file.
 */
let t: TestApp;
let sandbox: Sandbox;
/** Every notification the sandbox posted (still delivered to the app, whoever handles the path). */
const sent: { path: string; body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  sandbox = sandboxOf(t.ctx.providers.pay);
  const app = t.app;
  sandbox.attach({
    db: t.ctx.db,
    clock: t.ctx.clock,
    ids: t.ctx.ids,
    deliver: async (path, n) => {
      sent.push({ path, ...n });
      return (await app.inject({ method: 'POST', url: path, payload: n.body, headers: n.headers })).statusCode;
    },
  });
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
const orderNo = () => `SBX${Date.now().toString(36)}${(seq += 1)}`;
const start = async (amountFen = 1990, extra: Partial<Parameters<Sandbox['createPayment']>[0]> = {}) => {
  const no = orderNo();
  const res = await sandbox.createPayment({
    orderNo: no,
    description: 'VIP 1年',
    amountFen,
    channel: 'h5',
    clientIp: '10.0.0.1',
    returnUrl: `${t.ctx.config.publicOrigin}/multipage/vip/payResult?orderNo=${no}`,
    expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000),
    ...extra,
  });
  if (res.channel !== 'h5') throw new Error('sandbox answers h5');
  return { no, url: res.url };
};
const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
const linkFields = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return { no: q.get('no')!, sig: q.get('sig')! };
};

describe('the sandbox is the default pay and payout provider', () => {
  it('one sandbox object serves both', () => {
    expect(t.ctx.providers.pay).toBeInstanceOf(SandboxWxPay);
    expect(t.ctx.providers.payout).toBe(t.ctx.providers.pay);
  });
});

describe('createPayment and the pay page', () => {
  it('answers a signed local page for H5 and for JSAPI (no WeixinJSBridge here); JSAPI needs the openid like WeChat', async () => {
    const { url } = await start();
    expect(url).toMatch(/^\/sandbox\/wxpay\/pay\?no=SBX[\w]+&sig=[\w-]+$/);
    const jsapi = await sandbox.createPayment({
      orderNo: orderNo(),
      description: 'x',
      amountFen: 100,
      channel: 'jsapi',
      openId: 'o-abc',
      clientIp: '1.1.1.1',
      returnUrl: '/r',
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    expect(jsapi.channel).toBe('h5');
    await expect(
      sandbox.createPayment({ orderNo: orderNo(), description: 'x', amountFen: 100, channel: 'jsapi', clientIp: '1.1.1.1', returnUrl: '/r', expiresAt: new Date() }),
    ).rejects.toMatchObject({ code: 'WXPAY_OPENID_REQUIRED', details: { field: 'openId' } });
  });

  it('a repeat with the same amount gets the same page; another amount for the same number is refused', async () => {
    const { no, url } = await start(500);
    const again = await sandbox.createPayment({
      orderNo: no,
      description: 'x',
      amountFen: 500,
      channel: 'h5',
      clientIp: '1.1.1.1',
      returnUrl: '/r',
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
    });
    expect(again).toEqual({ channel: 'h5', url });
    await expect(sandbox.createPayment({ orderNo: no, description: 'x', amountFen: 1, channel: 'h5', clientIp: '1.1.1.1', returnUrl: '/r', expiresAt: new Date() })).rejects.toMatchObject({
      code: 'WXPAY_ORDER_NO_REUSED',
    });
  });

  it('shows the amount from the books, Chinese with English, two forms and no script, under the CSP', async () => {
    const { url, no } = await start(1990);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('确认支付 ¥19.90');
    expect(page.body).toContain('取消支付');
    expect(page.body).toContain('WeChat Pay sandbox');
    expect(page.body).toContain(no);
    expect(page.body).toContain('action="/sandbox/wxpay/confirm"');
  });

  it("a tampered signature, or one order's signature on another order, opens nothing", async () => {
    const a = await start(100);
    const b = await start(99_900);
    const sigA = linkFields(a.url).sig;
    for (const url of [`/sandbox/wxpay/pay?no=${a.no}&sig=${sigA.slice(0, -2)}xx`, `/sandbox/wxpay/pay?no=${b.no}&sig=${sigA}`, `/sandbox/wxpay/pay?no=${a.no}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('支付链接无效');
      expect(res.body).not.toContain('确认支付');
    }
    const forged = await form('/sandbox/wxpay/confirm', { no: b.no, sig: sigA });
    expect(forged.statusCode).toBe(400);
    expect((await sandbox.queryPayment(b.no))!.tradeState).toBe('NOTPAY');
  });
});

describe('confirm and cancel', () => {
  it('confirm pays once, posts TRANSACTION.SUCCESS signed and encrypted like WeChat, then sends the browser back (303)', async () => {
    const { no, url } = await start(1990);
    const before = sent.length;
    const res = await form('/sandbox/wxpay/confirm', linkFields(url), { origin: t.ctx.config.publicOrigin });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/multipage/vip/payResult?orderNo=${no}`);
    const mine = sent.slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.path).toBe(PAY_NOTIFY_PATH);
    expect(Object.keys(mine[0]!.headers).sort()).toEqual(['Content-Type', 'Wechatpay-Nonce', 'Wechatpay-Serial', 'Wechatpay-Signature', 'Wechatpay-Timestamp']);
    const body = JSON.parse(mine[0]!.body);
    expect(body).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      summary: '支付成功',
      resource: { algorithm: 'AEAD_AES_256_GCM', original_type: 'transaction' },
    });
    expect(mine[0]!.body).not.toContain(no); // the order is only inside the encrypted resource

    const parsed = await sandbox.parseNotification(mine[0]!.headers, mine[0]!.body, t.clock.now());
    expect(parsed).toMatchObject({ eventType: 'TRANSACTION.SUCCESS', transaction: { orderNo: no, tradeState: 'SUCCESS', amountFen: 1990 } });
    expect(await sandbox.queryPayment(no)).toMatchObject({ orderNo: no, tradeState: 'SUCCESS', amountFen: 1990, transactionId: expect.stringMatching(/^4200\d{24}$/) });

    // A second tap (a double submit, the back button) returns to the order again and pays and notifies nothing.
    const again = await form('/sandbox/wxpay/confirm', linkFields(url));
    expect([again.statusCode, again.headers.location]).toEqual([303, `/multipage/vip/payResult?orderNo=${no}`]);
    expect(sent.length).toBe(before + 1);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('该订单已支付');
    expect(page.body).not.toContain('确认支付');
  });

  it('ten simultaneous confirmations pay once and notify once', async () => {
    const { no, url } = await start(300);
    const before = sent.length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => form('/sandbox/wxpay/confirm', linkFields(url))));
    expect(answers.every((a) => a.statusCode === 303)).toBe(true);
    expect(sent.slice(before).filter((s) => s.path === PAY_NOTIFY_PATH)).toHaveLength(1);
    expect((await sandbox.queryPayment(no))!.tradeState).toBe('SUCCESS');
  });

  it('cancel returns to the order with nothing paid', async () => {
    const { no, url } = await start(300);
    const res = await form('/sandbox/wxpay/cancel', linkFields(url));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/multipage/vip/payResult?orderNo=${no}`);
    expect((await sandbox.queryPayment(no))!).toMatchObject({ tradeState: 'NOTPAY', transactionId: null });
  });

  it('an expired or a closed payment cannot be confirmed, and the page says so', async () => {
    const expired = await start(300, { expiresAt: new Date(t.clock.now().getTime() + 1000) });
    t.clock.advance(1000);
    const page = await t.app.inject({ method: 'GET', url: expired.url });
    expect(page.body).toContain('该支付已过期');
    expect(page.body).not.toContain('确认支付');
    expect((await form('/sandbox/wxpay/confirm', linkFields(expired.url))).statusCode).toBe(409);
    expect((await sandbox.queryPayment(expired.no))!.tradeState).toBe('NOTPAY');

    const closed = await start(300);
    await sandbox.closePayment(closed.no);
    const res = await form('/sandbox/wxpay/confirm', linkFields(closed.url));
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('该支付已关闭');
    expect((await sandbox.queryPayment(closed.no))!.tradeState).toBe('CLOSED');
    await expect(
      start(300, {}).then(() => sandbox.createPayment({ orderNo: closed.no, description: 'x', amountFen: 300, channel: 'h5', clientIp: '1.1.1.1', returnUrl: '/r', expiresAt: new Date() })),
    ).rejects.toMatchObject({ code: 'WXPAY_ORDER_CLOSED' });
  });

  it('a form posted from another site pays nothing, and the page says which origins it expected', async () => {
    const { no, url } = await start(300);
    const res = await form('/sandbox/wxpay/confirm', linkFields(url), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('支付链接无效');
    expect(res.body).toContain('https://evil.example');
    expect(res.body).toContain(`PUBLIC_ORIGIN=${t.ctx.config.publicOrigin}`);
    expect((await sandbox.queryPayment(no))!.tradeState).toBe('NOTPAY');
  });

  it('the page opened on another name of this server (not PUBLIC_ORIGIN) pays and returns on that host (issue 29)', async () => {
    const { no, url } = await start(300);
    const lan = 'http://192.168.1.20:3000';
    const res = await form('/sandbox/wxpay/confirm', linkFields(url), { origin: lan, host: '192.168.1.20:3000' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/multipage\//); // a path: the browser stays on the host it used
    expect((await sandbox.queryPayment(no))!.tradeState).toBe('SUCCESS');
  });

  it('dropNextNotifications(1): the payment happens, nothing is posted, the order query still knows', async () => {
    const { no, url } = await start(300);
    const before = sent.length;
    sandbox.dropNextNotifications(1);
    expect((await form('/sandbox/wxpay/confirm', linkFields(url))).statusCode).toBe(303);
    expect(sent.length).toBe(before);
    expect((await sandbox.queryPayment(no))!.tradeState).toBe('SUCCESS');
    const next = await start(300);
    await form('/sandbox/wxpay/confirm', linkFields(next.url));
    expect(sent.length).toBe(before + 1); // only the next one was lost
  });

  it('paying a paid order again, or closing it, is refused like WeChat does; an unknown order queries as null', async () => {
    const { no, url } = await start(300);
    await form('/sandbox/wxpay/confirm', linkFields(url));
    await expect(sandbox.closePayment(no)).rejects.toMatchObject({ code: 'WXPAY_ORDER_PAID' });
    await expect(sandbox.createPayment({ orderNo: no, description: 'x', amountFen: 300, channel: 'h5', clientIp: '1.1.1.1', returnUrl: '/r', expiresAt: new Date() })).rejects.toMatchObject({
      code: 'WXPAY_ORDER_PAID',
    });
    expect(await sandbox.queryPayment('NEVERSEEN01')).toBeNull();
  });
});

describe('refunds', () => {
  async function paid(amountFen: number) {
    const p = await start(amountFen);
    await form('/sandbox/wxpay/confirm', linkFields(p.url));
    return p.no;
  }

  it('SUCCESS at once, then REFUND.SUCCESS posted to the refund path; the same refund number again refunds nothing more', async () => {
    const no = await paid(1000);
    const before = sent.length;
    const r = await sandbox.refund({ orderNo: no, refundNo: `R${no}`, amountFen: 400, totalFen: 1000, reason: '不想要了' });
    expect(r).toMatchObject({ refundNo: `R${no}`, state: 'SUCCESS', amountFen: 400, refundId: expect.stringMatching(/^5030\d{24}$/) });
    await sandbox.deliveries();
    const mine = sent.slice(before);
    expect(mine.map((s) => s.path)).toEqual([REFUND_NOTIFY_PATH]);
    expect(await sandbox.parseNotification(mine[0]!.headers, mine[0]!.body, t.clock.now())).toMatchObject({
      eventType: 'REFUND.SUCCESS',
      refund: { orderNo: no, refundNo: `R${no}`, state: 'SUCCESS', amountFen: 400 },
    });
    expect(await sandbox.queryPayment(no)).toMatchObject({ tradeState: 'REFUND' });

    expect(await sandbox.refund({ orderNo: no, refundNo: `R${no}`, amountFen: 400, totalFen: 1000, reason: 'again' })).toEqual(r);
    await sandbox.deliveries();
    expect(sent.length).toBe(before + 1);
    expect(await sandbox.queryRefund(`R${no}`)).toEqual(r);
    expect(await sandbox.queryRefund('NOSUCHREFUND')).toBeNull();
  });

  it('never more than was paid, never for an unpaid order, never against a wrong total', async () => {
    const no = await paid(1000);
    await sandbox.refund({ orderNo: no, refundNo: `A${no}`, amountFen: 600, totalFen: 1000, reason: 'x' });
    await expect(sandbox.refund({ orderNo: no, refundNo: `B${no}`, amountFen: 401, totalFen: 1000, reason: 'x' })).rejects.toMatchObject({
      code: 'WXPAY_REFUND_REFUSED',
      details: { field: 'amountFen' },
    });
    expect(await sandbox.refund({ orderNo: no, refundNo: `C${no}`, amountFen: 400, totalFen: 1000, reason: 'x' })).toMatchObject({ state: 'SUCCESS' });
    await expect(sandbox.refund({ orderNo: no, refundNo: `D${no}`, amountFen: 1, totalFen: 1000, reason: 'x' })).rejects.toMatchObject({ code: 'WXPAY_REFUND_REFUSED' });
    const unpaid = await start(500);
    await expect(sandbox.refund({ orderNo: unpaid.no, refundNo: `E${unpaid.no}`, amountFen: 1, totalFen: 500, reason: 'x' })).rejects.toMatchObject({ details: { field: 'orderNo' } });
    const other = await paid(500);
    await expect(sandbox.refund({ orderNo: other, refundNo: `F${other}`, amountFen: 1, totalFen: 499, reason: 'x' })).rejects.toMatchObject({ details: { field: 'totalFen' } });
    await sandbox.deliveries();
  });

  it('ten simultaneous refunds of the whole amount under different numbers: one succeeds', async () => {
    const no = await paid(700);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => sandbox.refund({ orderNo: no, refundNo: `P${i}${no}`, amountFen: 700, totalFen: 700, reason: 'x' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await sandbox.deliveries();
  });
});

describe('refunds sent twice at once', () => {
  it('ten simultaneous calls with one refund number: one refund, one notification, the same answer for all', async () => {
    const p = await start(800);
    await form('/sandbox/wxpay/confirm', linkFields(p.url));
    const before = sent.length;
    const results = await Promise.all(Array.from({ length: 10 }, () => sandbox.refund({ orderNo: p.no, refundNo: `S${p.no}`, amountFen: 800, totalFen: 800, reason: 'x' })));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    await sandbox.deliveries();
    expect(sent.slice(before).filter((s) => s.path === REFUND_NOTIFY_PATH)).toHaveLength(1);
  });
});

describe('transfers (payouts)', () => {
  it('PROCESSING at first, SUCCESS once queried; a repeated batch number pays nothing again', async () => {
    const batchNo = `W${orderNo()}`;
    const input = { batchNo, detailNo: `D${batchNo}`, openId: 'o-payee', amountFen: 1200, remark: '提现' };
    expect(await sandbox.transfer(input)).toEqual({ state: 'PROCESSING', failReason: null });
    expect(await sandbox.transfer(input)).toEqual({ state: 'PROCESSING', failReason: null });
    expect(await sandbox.queryTransfer(batchNo, `D${batchNo}`)).toEqual({ state: 'SUCCESS', failReason: null });
    expect(await sandbox.transfer(input)).toEqual({ state: 'SUCCESS', failReason: null });
    await expect(sandbox.transfer({ ...input, amountFen: 1 })).rejects.toMatchObject({ code: 'WXPAY_TRANSFER_REFUSED' });
    expect(await sandbox.queryTransfer(batchNo, 'OTHERDETAIL')).toBeNull();
    expect(await sandbox.queryTransfer('NOBATCH', 'NODETAIL')).toBeNull();
  });

  it('an openid starting with "fail" fails, with a reason', async () => {
    const batchNo = `W${orderNo()}`;
    await sandbox.transfer({ batchNo, detailNo: `D${batchNo}`, openId: 'fail-o-1', amountFen: 100, remark: '提现' });
    expect(await sandbox.queryTransfer(batchNo, `D${batchNo}`)).toEqual({ state: 'FAIL', failReason: 'ACCOUNT_NOT_EXIST' });
  });
});

describe('keys', () => {
  it("kept in one file: another sandbox on the same folder (another instance) verifies this one's notifications", async () => {
    const { no, url } = await start(300);
    const before = sent.length;
    await form('/sandbox/wxpay/confirm', linkFields(url));
    const n = sent[before]!;
    // The app's sandbox keeps its keys beside the uploads folder (providers/pay: the upload folder's parent).
    const twin = new SandboxWxPay({ dir: path.dirname(t.ctx.config.uploadDir) });
    expect(await twin.parseNotification(n.headers, n.body, t.clock.now())).toMatchObject({ transaction: { orderNo: no } });
    expect(await twin.payLink(no)).toBe(url);
  });
});
