import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ACCOUNTS, walletBalances } from '../../src/core/ledger';
import { followRefunds, recoverPayments } from '../../src/domains/orders';
import { PAY_NOTIFY_PATH, sandboxOf } from '../../src/providers/pay';
import { buildWechatpayNotification, transactionResource } from '../../src/providers/pay/wechatpay-notification';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { fundWallet, newUser, setRegion, setTxPwd } from '../factories';

/** WeChat Pay through the sandbox: pay page -> signed notification -> paid; replays, tampering, wrong amounts, lost notifications, refunds. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const sandbox = () => sandboxOf(t.ctx.providers.pay);
const balanced = () => expectBalancedLedger(t.ctx.db);
const orderOf = async (token: string, orderId: string) => okOf(await t.api.vip.getRegiserOrder({ body: { orderId }, token }));
const accountFen = async (id: string) => (await t.ctx.db.ledgerAccount.findUnique({ where: { id } }))?.balanceFen ?? 0n;

async function started(planCode = 'vip1y') {
  const u = await newUser(t.ctx);
  const o = okOf(await t.api.vip.registerPayVip({ body: { planCode }, token: u.token }));
  const pay = okOf(await t.api.vip.vipOrderPay({ body: { orderId: o.id, amountFen: o.amountFen, channel: 'h5' }, token: u.token }));
  if (pay.channel !== 'h5') throw new Error('expected h5');
  const url = new URL(pay.url, 'http://x');
  return { u, o, no: url.searchParams.get('no')!, sig: url.searchParams.get('sig')! };
}

/** A notification signed and encrypted with the sandbox's platform keys, as WeChat would send it. */
async function notification(orderNo: string, amountFen: number, id = t.ctx.ids.id(), transactionId = `4200${id}`) {
  const k = await sandbox().keys();
  return buildWechatpayNotification(
    { serial: k.platformSerial, privateKey: k.platformPrivateKey, apiV3Key: k.apiV3Key },
    {
      id,
      eventType: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      originalType: 'transaction',
      resource: transactionResource({ appId: k.appId, mchId: k.mchId }, { orderNo, transactionId, tradeState: 'SUCCESS', amountFen, successTime: null, payerOpenId: 'o-test' }),
    },
    t.clock.now(),
  );
}
const post = (n: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: PAY_NOTIFY_PATH, payload: n.body, headers: n.headers });

describe('paying through the sandbox', () => {
  it('pay page confirm -> notification -> paid through WeChat Pay clearing, VIP granted', async () => {
    const { u, o, no, sig } = await started();
    expect(no).toBe(o.orderNo);
    const clearing = await accountFen(PLATFORM_ACCOUNTS.wxpay);
    expect((await sandbox().confirm(no, sig)).state).toBe('paid');
    expect(await orderOf(u.token, o.id)).toMatchObject({ state: 'paid', payMethod: 'wxpay' });
    expect((await accountFen(PLATFORM_ACCOUNTS.wxpay)) - clearing).toBe(-19_900n);
    expect(okOf(await t.api.vip.findVipInfo({ token: u.token })).state).toBe('active');
    await balanced();
  });

  it('vipOrderPay refuses a different amount, a paid order and a closed one', async () => {
    const u = await newUser(t.ctx);
    const o = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token: u.token }));
    expect(refusalOf(await t.api.vip.vipOrderPay({ body: { orderId: o.id, amountFen: 1, channel: 'h5' }, token: u.token }))).toMatchObject({ code: 'AMOUNT_ABNORMAL', field: 'amountFen' });
    okOf(await t.api.vip.closeVipOrder({ body: { orderId: o.id }, token: u.token }));
    expect(refusalOf(await t.api.vip.vipOrderPay({ body: { orderId: o.id, amountFen: o.amountFen, channel: 'h5' }, token: u.token })).code).toBe('ORDER_CLOSED');
  });

  it('buyVipPayment creates the order and starts WeChat Pay in one call', async () => {
    const u = await newUser(t.ctx);
    const r = okOf(await t.api.vip.buyVipPayment({ body: { planCode: 'superMember1y', channel: 'h5' }, token: u.token }));
    expect(r.order).toMatchObject({ state: 'created', line: 'superMember', amountFen: 9_900 });
    expect(r.pay.channel).toBe('h5');
  });
});

describe('notifications', () => {
  it('a replayed notification answers success and changes nothing; a tampered one is refused 401 and changes nothing', async () => {
    const { u, o } = await started();
    const n = await notification(o.orderNo, o.amountFen);
    const tampered = { ...n, body: n.body.replace('"summary":"支付成功"', '"summary":"x"') };
    const refused = await post(tampered);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'FAIL' });
    expect((await orderOf(u.token, o.id)).state).toBe('created');
    const unsigned = await t.app.inject({ method: 'POST', url: PAY_NOTIFY_PATH, payload: n.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect((await post(n)).statusCode).toBe(204);
    expect((await orderOf(u.token, o.id)).state).toBe('paid');
    const keys = (await t.ctx.db.user.findUnique({ where: { id: u.id } }))!.goldenKeys;
    expect((await post(n)).statusCode).toBe(204);
    expect((await t.ctx.db.user.findUnique({ where: { id: u.id } }))!.goldenKeys).toBe(keys);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.pay', refId: o.id } })).toBe(1);
    // A second, different notification for the same payment (WeChat may send one) changes nothing either.
    expect((await post(await notification(o.orderNo, o.amountFen))).statusCode).toBe(204);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.pay', refId: o.id } })).toBe(1);
    await balanced();
  });

  it("a notification whose amount differs from the order's answers FAIL and changes nothing", async () => {
    const { u, o } = await started();
    const res = await post(await notification(o.orderNo, o.amountFen - 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
    expect((await orderOf(u.token, o.id)).state).toBe('created');
    await balanced();
  });

  it('a payment arriving for a just-closed order is honoured (closed -> paid)', async () => {
    const { u, o } = await started();
    okOf(await t.api.vip.closeVipOrder({ body: { orderId: o.id }, token: u.token }));
    expect((await post(await notification(o.orderNo, o.amountFen))).statusCode).toBe(204);
    expect((await orderOf(u.token, o.id)).state).toBe('paid');
    await balanced();
  });

  it("a WeChat payment of an order already paid from the wallet goes to the payer's wallet, once", async () => {
    const { u, o } = await started();
    await fundWallet(t.ctx, u.id, o.amountFen);
    await setTxPwd(t.ctx, u.id, '135790');
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '135790' }, token: u.token }));
    expect(await walletBalances(t.ctx.db, u.id)).toEqual({ available: 0, frozen: 0 });
    const late = await notification(o.orderNo, o.amountFen, t.ctx.ids.id(), '4200late0001');
    expect((await post(late)).statusCode).toBe(204);
    expect(await walletBalances(t.ctx.db, u.id)).toEqual({ available: o.amountFen, frozen: 0 });
    // The same WeChat transaction told again (a new notification id) is not credited twice.
    expect((await post(await notification(o.orderNo, o.amountFen, t.ctx.ids.id(), '4200late0001'))).statusCode).toBe(204);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.overpay', memo: o.orderNo } })).toBe(1);
    expect(await t.ctx.db.message.findMany({ where: { userId: u.id, title: '重复支付已退回钱包', subjectType: 'vipOrder' } })).toHaveLength(1);
    expect(await orderOf(u.token, o.id)).toMatchObject({ state: 'paid', payMethod: 'wallet' });
    await balanced();
  });
});

describe('lost notifications', () => {
  it('recovered by buyVipPaymentForward (the pay result page) through queryPayment', async () => {
    const { u, o, no, sig } = await started();
    sandbox().dropNextNotifications(1);
    await sandbox().confirm(no, sig);
    expect((await orderOf(u.token, o.id)).state).toBe('created');
    expect(okOf(await t.api.vip.buyVipPaymentForward({ body: { orderId: o.id }, token: u.token }))).toMatchObject({ state: 'paid', payMethod: 'wxpay' });
    expect(okOf(await t.api.vip.buyVipPaymentForward({ body: { orderId: o.id }, token: u.token })).state).toBe('paid');
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.pay', refId: o.id } })).toBe(1);
    await balanced();
  });

  it('recovered by the job; the job and a late notification together still apply it once', async () => {
    const { u, o, no, sig } = await started();
    sandbox().dropNextNotifications(1);
    await sandbox().confirm(no, sig);
    const late = await notification(o.orderNo, o.amountFen);
    const [applied, res] = await Promise.all([recoverPayments(t.ctx), post(late)]);
    expect(applied).toBeLessThanOrEqual(1);
    expect(res.statusCode).toBe(204);
    expect((await orderOf(u.token, o.id)).state).toBe('paid');
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.pay', refId: o.id } })).toBe(1);
    expect(await recoverPayments(t.ctx)).toBe(0);
    await balanced();
  });
});

describe('WeChat refunds', () => {
  async function paidByWeChat() {
    const s = await started('vip1y');
    await sandbox().confirm(s.no, s.sig);
    return s;
  }

  it('apply, approve: refunded through WeChat Pay, revenue back to the clearing account, VIP time and keys taken back', async () => {
    const { u, o } = await paidByWeChat();
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: o.id, reason: '不想要了' }, token: u.token }));
    const refundId = (await orderOf(u.token, o.id)).refund!.id;
    const clearing = await accountFen(PLATFORM_ACCOUNTS.wxpay);
    const r = okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token }));
    expect(['processing', 'succeeded']).toContain(r.state);
    await sandbox().deliveries();
    expect(await orderOf(u.token, o.id)).toMatchObject({ state: 'refunded', refund: { state: 'succeeded' } });
    expect((await accountFen(PLATFORM_ACCOUNTS.wxpay)) - clearing).toBe(19_900n);
    const info = okOf(await t.api.vip.findVipInfo({ token: u.token }));
    expect(info).toMatchObject({ isVip: false, goldenKeys: 0 });
    await balanced();
  });

  it('a lost refund notification: the job follows the processing refund to its end', async () => {
    const { u, o } = await paidByWeChat();
    const cs = await newUser(t.ctx, { roles: ['operator'] });
    okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: o.id, reason: 'r' }, token: u.token }));
    const refundId = (await orderOf(u.token, o.id)).refund!.id;
    sandbox().dropNextNotifications(1);
    const r = okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token }));
    await sandbox().deliveries();
    if (r.state === 'processing') {
      expect((await orderOf(u.token, o.id)).state).toBe('refunding');
      expect(await followRefunds(t.ctx)).toBe(1);
    }
    expect((await orderOf(u.token, o.id)).state).toBe('refunded');
    expect(await followRefunds(t.ctx)).toBe(0);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.refund', refId: o.id } })).toBe(1);
    await balanced();
  });

  it('a +852 first-timer through WeChat: no offer applied', async () => {
    const u = await newUser(t.ctx);
    await setRegion(t.ctx, u.id, '+852');
    const o = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip3y' }, token: u.token }));
    const pay = okOf(await t.api.vip.vipOrderPay({ body: { orderId: o.id, amountFen: o.amountFen, channel: 'h5' }, token: u.token }));
    const url = new URL((pay as { url: string }).url, 'http://x');
    await sandbox().confirm(url.searchParams.get('no')!, url.searchParams.get('sig')!);
    expect(await t.ctx.db.entitlement.count({ where: { userId: u.id, kind: 'shakeDevice' } })).toBe(0);
  });
});
