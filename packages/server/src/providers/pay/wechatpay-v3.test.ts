import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newNonce, rsaVerify, signedMessage, unixSeconds, verifyAuthorization, wechatpaySignatureHeaders, parseAuthorization } from './wechatpay-crypto';
import { WechatPayV3 } from './wechatpay-v3';

/**
 * The real API v3 client against a small fake WeChat Pay (node:http on 127.0.0.1, a random port) that refuses a
 * request whose Authorization does not verify with the merchant's public key and signs every answer with its
 * platform key, as WeChat does. Switches make it lie (a body changed after signing, another serial, an old
 * timestamp, no signature) to prove the client believes only verified answers.
 */
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const MCH = '1900000109';
const APP = 'wxd678efh567hg6787';
const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092026';

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}
type Answer = { status: number; body?: unknown };

const fake = {
  seen: [] as Seen[],
  /** Per route the next answer (method + path without query), else the default handler. */
  answers: new Map<string, Answer>(),
  lie: null as null | 'tamper' | 'serial' | 'stale' | 'unsigned',
  server: null as http.Server | null,
  base: '',
};

function defaultAnswer(method: string, path: string, body: Record<string, any>): Answer {
  if (method === 'POST' && path === '/v3/pay/transactions/jsapi') return { status: 200, body: { prepay_id: 'wx201410272009395522657a690389285100' } };
  if (method === 'POST' && path === '/v3/pay/transactions/h5')
    return { status: 200, body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241' } };
  const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
  if (method === 'GET' && q) {
    if (q[1] === 'UNKNOWN0001') return { status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } };
    return {
      status: 200,
      body: {
        appid: APP,
        mchid: MCH,
        out_trade_no: q[1],
        transaction_id: '4200000000202611210000000001',
        trade_type: 'MWEB',
        trade_state: 'SUCCESS',
        success_time: '2026-11-21T16:00:00+08:00',
        payer: { openid: 'o-payer' },
        amount: { total: 1990, payer_total: 1990, currency: 'CNY', payer_currency: 'CNY' },
      },
    };
  }
  if (method === 'POST' && /\/close$/.test(path)) return { status: 204 };
  if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
    return {
      status: 200,
      body: {
        refund_id: '50000000382019052709732678859',
        out_refund_no: body.out_refund_no,
        transaction_id: '4200000000202611210000000001',
        out_trade_no: body.out_trade_no,
        status: 'PROCESSING',
        amount: { total: body.amount.total, refund: body.amount.refund, payer_total: body.amount.total, payer_refund: body.amount.refund, currency: 'CNY' },
      },
    };
  }
  const r = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
  if (method === 'GET' && r)
    return { status: 200, body: { refund_id: '50000000382019052709732678859', out_refund_no: r[1], out_trade_no: 'ORDER0001', status: 'SUCCESS', amount: { total: 1990, refund: 1990 } } };
  if (method === 'POST' && path === '/v3/transfer/batches')
    return {
      status: 200,
      body: { out_batch_no: body.out_batch_no, batch_id: '1030000071100999991182020050700019480001', create_time: '2026-11-21T16:00:00+08:00', batch_status: 'ACCEPTED' },
    };
  const t = /^\/v3\/transfer\/batches\/out-batch-no\/([^/]+)\/details\/out-detail-no\/([^/]+)$/.exec(path);
  if (method === 'GET' && t) return { status: 200, body: { mchid: MCH, out_batch_no: t[1], out_detail_no: t[2], detail_status: 'SUCCESS', transfer_amount: 100, openid: 'o-payee' } };
  return { status: 404, body: { code: 'NOT_FOUND', message: 'no such route' } };
}

beforeAll(async () => {
  fake.server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      fake.seen.push({ method: req.method!, url, body, headers: req.headers });
      const path = url.split('?')[0]!;
      const ok =
        verifyAuthorization(merchant.publicKey, req.headers.authorization, { method: req.method!, pathWithQuery: url, body }) && parseAuthorization(req.headers.authorization)?.mchid === MCH;
      const answer: Answer = !ok
        ? { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' } }
        : (fake.answers.get(`${req.method} ${path}`) ?? defaultAnswer(req.method!, path, body ? JSON.parse(body) : {}));
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      const when = fake.lie === 'stale' ? new Date(Date.now() - 10 * 60_000) : new Date();
      const headers = wechatpaySignatureHeaders({ serial: PLATFORM_SERIAL, privateKey: platform.privateKey }, text, unixSeconds(when), newNonce());
      if (fake.lie === 'serial') headers['Wechatpay-Serial'] = 'PUB_KEY_ID_SOMEONE_ELSE';
      // Tampering: the amount changed after signing (or a byte added where there is no amount).
      const sent = fake.lie !== 'tamper' ? text : text.includes('1990') ? text.replace('1990', '1') : `${text} `;
      res.writeHead(answer.status, { ...(fake.lie === 'unsigned' ? {} : headers), ...(text ? { 'Content-Type': 'application/json' } : {}) });
      res.end(sent);
    });
  });
  await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(fake.server!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => fake.server?.close(r));
});
beforeEach(() => {
  fake.seen = [];
  fake.answers.clear();
  fake.lie = null;
});

const client = (over: Partial<ConstructorParameters<typeof WechatPayV3>[0]> = {}) =>
  new WechatPayV3({
    mchId: MCH,
    appId: APP,
    merchantSerial: 'MERCHANTSERIAL0001',
    merchantPrivateKey: merchant.privateKey,
    apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
    platformSerial: PLATFORM_SERIAL,
    platformPublicKey: platform.publicKey,
    notifyBase: 'https://card.example.com',
    baseUrl: fake.base,
    ...over,
  });
const payment = {
  orderNo: 'ORDER0001',
  description: 'VIP 1年',
  amountFen: 1990,
  clientIp: '203.0.113.9',
  returnUrl: 'https://card.example.com/multipage/vip/payResult?orderNo=ORDER0001',
  expiresAt: new Date('2026-11-21T08:30:00Z'),
};
const lastJson = () => JSON.parse(fake.seen.at(-1)!.body);

describe('payments', () => {
  it('JSAPI: the documented order body, then the bridge parameters signed with the merchant key', async () => {
    const start = await client().createPayment({ ...payment, channel: 'jsapi', openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(fake.seen.at(-1)!.url).toBe('/v3/pay/transactions/jsapi');
    expect(fake.seen.at(-1)!.headers['wechatpay-serial']).toBe(PLATFORM_SERIAL);
    expect(lastJson()).toEqual({
      appid: APP,
      mchid: MCH,
      description: 'VIP 1年',
      out_trade_no: 'ORDER0001',
      time_expire: '2026-11-21T16:30:00+08:00',
      notify_url: 'https://card.example.com/pay/wxpay/notify',
      amount: { total: 1990, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    if (start.channel !== 'jsapi') throw new Error('jsapi expected');
    const j = start.jsapi;
    expect(j).toMatchObject({ appId: APP, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    expect(rsaVerify(merchant.publicKey, signedMessage(j.appId, j.timeStamp, j.nonceStr, j.package), j.paySign)).toBe(true);
  });

  it('JSAPI without an openid is refused before anything is sent', async () => {
    await expect(client().createPayment({ ...payment, channel: 'jsapi' })).rejects.toMatchObject({ code: 'WXPAY_OPENID_REQUIRED' });
    expect(fake.seen).toHaveLength(0);
  });

  it("H5: scene_info with the payer's address, and WeChat's h5_url with our redirect_url", async () => {
    const start = await client().createPayment({ ...payment, channel: 'h5' });
    expect(lastJson()).toMatchObject({ out_trade_no: 'ORDER0001', scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } } });
    expect(start).toEqual({
      channel: 'h5',
      url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241&redirect_url=${encodeURIComponent(payment.returnUrl)}`,
    });
  });

  it("WeChat's refusals map to the catalogue: ORDERPAID, ORDER_CLOSED, a system error is a try-again", async () => {
    fake.answers.set('POST /v3/pay/transactions/h5', { status: 403, body: { code: 'ORDERPAID', message: '订单已支付' } });
    await expect(client().createPayment({ ...payment, channel: 'h5' })).rejects.toMatchObject({ code: 'WXPAY_ORDER_PAID' });
    fake.answers.set('POST /v3/pay/transactions/h5', { status: 400, body: { code: 'ORDER_CLOSED', message: '订单已关闭' } });
    await expect(client().createPayment({ ...payment, channel: 'h5' })).rejects.toMatchObject({ code: 'WXPAY_ORDER_CLOSED' });
    fake.answers.set('POST /v3/pay/transactions/h5', { status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } });
    await expect(client().createPayment({ ...payment, channel: 'h5' })).rejects.toMatchObject({ code: 'WXPAY_UNAVAILABLE' });
  });

  it('query by our order number (mchid in the query, signed with it); an unknown order is null', async () => {
    expect(await client().queryPayment('ORDER0001')).toEqual({
      orderNo: 'ORDER0001',
      transactionId: '4200000000202611210000000001',
      tradeState: 'SUCCESS',
      amountFen: 1990,
      successTime: '2026-11-21T16:00:00+08:00',
      payerOpenId: 'o-payer',
    });
    expect(fake.seen.at(-1)!.url).toBe(`/v3/pay/transactions/out-trade-no/ORDER0001?mchid=${MCH}`);
    expect(await client().queryPayment('UNKNOWN0001')).toBeNull();
  });

  it('close: POST with the mchid, 204 answered (signed, empty body)', async () => {
    await client().closePayment('ORDER0001');
    expect(fake.seen.at(-1)).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/out-trade-no/ORDER0001/close' });
    expect(lastJson()).toEqual({ mchid: MCH });
  });
});

describe('refunds', () => {
  it('the documented body with the refund notify_url; the answer read back', async () => {
    const r = await client().refund({ orderNo: 'ORDER0001', refundNo: 'REFUND0001', amountFen: 990, totalFen: 1990, reason: '不想要了' });
    expect(lastJson()).toEqual({
      out_trade_no: 'ORDER0001',
      out_refund_no: 'REFUND0001',
      reason: '不想要了',
      notify_url: 'https://card.example.com/pay/wxpay/refundNotify',
      amount: { refund: 990, total: 1990, currency: 'CNY' },
    });
    expect(r).toEqual({ refundNo: 'REFUND0001', refundId: '50000000382019052709732678859', state: 'PROCESSING', amountFen: 990 });
    expect(await client().queryRefund('REFUND0001')).toEqual({ refundNo: 'REFUND0001', refundId: '50000000382019052709732678859', state: 'SUCCESS', amountFen: 1990 });
    fake.answers.set('POST /v3/refund/domestic/refunds', { status: 403, body: { code: 'NOT_ENOUGH', message: '余额不足' } });
    await expect(client().refund({ orderNo: 'ORDER0001', refundNo: 'REFUND0002', amountFen: 1, totalFen: 1990, reason: 'x' })).rejects.toMatchObject({ code: 'WXPAY_REFUND_REFUSED' });
    fake.answers.set('GET /v3/refund/domestic/refunds/NOPE', { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } });
    expect(await client().queryRefund('NOPE')).toBeNull();
  });
});

describe('payouts (merchant transfer API)', () => {
  it('one batch of one detail; accepted is PROCESSING, the detail query gives the outcome', async () => {
    const c = client();
    expect(await c.transfer({ batchNo: 'WD0001', detailNo: 'WDD0001', openId: 'o-payee', amountFen: 100, remark: '提现' })).toEqual({ state: 'PROCESSING', failReason: null });
    expect(lastJson()).toEqual({
      appid: APP,
      out_batch_no: 'WD0001',
      batch_name: '提现',
      batch_remark: '提现',
      total_amount: 100,
      total_num: 1,
      transfer_detail_list: [{ out_detail_no: 'WDD0001', transfer_amount: 100, transfer_remark: '提现', openid: 'o-payee' }],
    });
    expect(await c.queryTransfer('WD0001', 'WDD0001')).toEqual({ state: 'SUCCESS', failReason: null });
    expect(fake.seen.at(-1)!.url).toBe('/v3/transfer/batches/out-batch-no/WD0001/details/out-detail-no/WDD0001');
    fake.answers.set('GET /v3/transfer/batches/out-batch-no/WD0002/details/out-detail-no/WDD0002', {
      status: 200,
      body: { out_batch_no: 'WD0002', out_detail_no: 'WDD0002', detail_status: 'FAIL', fail_reason: 'ACCOUNT_FROZEN' },
    });
    expect(await c.queryTransfer('WD0002', 'WDD0002')).toEqual({ state: 'FAIL', failReason: 'ACCOUNT_FROZEN' });
    fake.answers.set('GET /v3/transfer/batches/out-batch-no/WD0003/details/out-detail-no/WDD0003', {
      status: 200,
      body: { out_batch_no: 'WD0003', out_detail_no: 'WDD0003', detail_status: 'WAIT_PAY' },
    });
    expect(await c.queryTransfer('WD0003', 'WDD0003')).toEqual({ state: 'PROCESSING', failReason: null });
    fake.answers.set('POST /v3/transfer/batches', { status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } });
    await expect(c.transfer({ batchNo: 'WD0004', detailNo: 'WDD0004', openId: 'o', amountFen: 1, remark: 'x' })).rejects.toMatchObject({ code: 'WXPAY_TRANSFER_REFUSED' });
  });
});

describe('answers are believed only when WeChat signed them', () => {
  it('our requests are signed: a client with another merchant key is refused by WeChat (401 SIGN_ERROR, signed)', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(client({ merchantPrivateKey: other.privateKey }).queryPayment('ORDER0001')).rejects.toMatchObject({ code: 'WXPAY_UNAVAILABLE' });
    expect(fake.seen).toHaveLength(1);
  });

  it.each(['tamper', 'serial', 'stale', 'unsigned'] as const)('a %s answer is an error, never a state', async (lie) => {
    fake.lie = lie;
    await expect(client().queryPayment('ORDER0001')).rejects.toMatchObject({ code: 'WXPAY_UNAVAILABLE' });
    // Even "not found" is not believed unsigned: a forged 404 must not make an order look unknown.
    await expect(client().queryPayment('UNKNOWN0001')).rejects.toMatchObject({ code: 'WXPAY_UNAVAILABLE' });
  });

  it('an answer verified with the wrong platform key is refused too', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(client({ platformPublicKey: other.publicKey }).queryPayment('ORDER0001')).rejects.toMatchObject({ code: 'WXPAY_UNAVAILABLE' });
  });

  it('a server that does not answer is a try-again', async () => {
    await expect(client({ baseUrl: 'http://127.0.0.1:1' }).queryPayment('ORDER0001')).rejects.toMatchObject({ code: 'WXPAY_UNAVAILABLE' });
  });
});
