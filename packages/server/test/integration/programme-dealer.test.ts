import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { walletBalances } from '../../src/core/ledger';
import { PAY_NOTIFY_PATH, sandboxOf } from '../../src/providers/pay';
import { buildWechatpayNotification, transactionResource } from '../../src/providers/pay/wechatpay-notification';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { bindWalletWechat, fundWallet, newUser, setReferrer, setTxPwd, type FactoryUser } from '../factories';

/**
 * The dealer programme (issue 18) through the typed client on a real database: opening a dealer with the vip area's
 * dealer order, the dealer's share of referred users' paid edition orders (frozen income of source 'dealer'; a
 * dealer who is a spokesperson too is paid once, as dealer: issue 32), its reversal by a refund, and the dealer home's reads.
 */
// The dealer's tier-1 percent of the one referral policy (issue 32).
const DEALER_PERCENT = LIMITS.referral.percent.vip.dealer[0];
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const balanced = () => expectBalancedLedger(t.ctx.db);
const home = async (u: FactoryUser) => okOf(await t.api.programme.findDealerHome({ token: u.token, query: {} }));
const dealerIncomes = (userId: string) => t.ctx.db.frozenIncome.findMany({ where: { userId, source: 'dealer' } });

/** A user registered through `referrer`'s link who pays a 1-year VIP from the wallet. */
async function referredPays(referrer: FactoryUser, planCode = 'vip1y') {
  const u = await newUser(t.ctx);
  await setReferrer(t.ctx, u.id, referrer.id);
  await fundWallet(t.ctx, u.id, 100_000);
  await setTxPwd(t.ctx, u.id);
  const o = okOf(await t.api.vip.registerPayVip({ body: { planCode }, token: u.token }));
  okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
  return { u, o };
}

describe(`opening a dealer (${testEngine()})`, () => {
  it("a non-dealer sees the plan; paying the vip area's dealer order from the wallet makes them a dealer", async () => {
    const u = await newUser(t.ctx);
    const before = await home(u);
    expect(before).toMatchObject({ isDealer: false, percent: DEALER_PERCENT, referredCount: 0, totalFen: 0 });
    expect(before.plan).toMatchObject({ code: 'dealer', priceFen: 980_000 });
    expect(before.referralUrl).toContain(`refereeIdEcr=${u.phoneIdEcr}`);
    expect(before.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    await fundWallet(t.ctx, u.id, 980_000);
    await setTxPwd(t.ctx, u.id);
    const o = okOf(await t.api.vip.buyDealerPayForward({ body: { planCode: before.plan!.code }, token: u.token }));
    expect(o).toMatchObject({ line: 'dealer', amountFen: 980_000 });
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
    expect(await home(u)).toMatchObject({ isDealer: true, availableFen: 0 });
    await balanced();
  });
});

describe("the dealer's share of referred users' orders", () => {
  it("a referred user's paid VIP order credits the dealer the percent as frozen income, shown on the home and in the records", async () => {
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    const { u, o } = await referredPays(dealer);
    const share = Math.floor((o.amountFen * DEALER_PERCENT) / 100);
    const incomes = await dealerIncomes(dealer.id);
    expect(incomes).toHaveLength(1);
    expect(incomes[0]).toMatchObject({ amountFen: share, state: 'frozen', orderId: o.id });
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'income.freeze', refId: incomes[0]!.id } })).toBe(1);
    expect((await walletBalances(t.ctx.db, dealer.id)).frozen).toBe(share);
    expect(await home(dealer)).toMatchObject({ isDealer: true, referredCount: 1, paidOrderCount: 1, frozenFen: share, releasedFen: 0, totalFen: share });
    const records = okOf(await t.api.programme.findDealerCommissions({ token: dealer.token, query: {} }));
    expect(records).toMatchObject({ total: 1, hasMore: false });
    expect(records.items[0]).toMatchObject({ line: 'vip', orderFen: o.amountFen, amountFen: share, percent: DEALER_PERCENT, role: 'dealer', tier: 1, state: 'frozen' });
    expect(records.items[0]!.buyer.phoneIdEcr).toBe(u.phoneIdEcr);
    expect(JSON.stringify(records)).not.toContain(u.id);
    // Another user sees none of it.
    const other = await newUser(t.ctx);
    expect(okOf(await t.api.programme.findDealerCommissions({ token: other.token, query: {} })).total).toBe(0);
    await balanced();
  });

  it('a dealer who is a spokesperson too is paid once per order, as dealer (issue 32: the higher-paying role)', async () => {
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    await bindWalletWechat(t.ctx, dealer.id, { spokesperson: true });
    const { o } = await referredPays(dealer);
    const byOrder = await t.ctx.db.frozenIncome.findMany({ where: { orderId: o.id, userId: dealer.id } });
    expect(byOrder.map((i) => i.source)).toEqual(['dealer']);
    expect(byOrder.find((i) => i.source === 'dealer')!.amountFen).toBe(Math.floor((o.amountFen * DEALER_PERCENT) / 100));
    await balanced();
  });

  it('a referrer who is not a dealer gets no dealer share; neither does a dealer plan order', async () => {
    const plain = await newUser(t.ctx);
    await referredPays(plain);
    expect(await dealerIncomes(plain.id)).toHaveLength(0);
    expect(await t.ctx.db.referralCommission.count({ where: { earnerId: plain.id, role: 'dealer' } })).toBe(0);
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    const u = await newUser(t.ctx);
    await setReferrer(t.ctx, u.id, dealer.id);
    await fundWallet(t.ctx, u.id, 980_000);
    await setTxPwd(t.ctx, u.id);
    const o = okOf(await t.api.vip.buyDealerPayForward({ body: { planCode: 'dealer' }, token: u.token }));
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
    expect(await dealerIncomes(dealer.id)).toHaveLength(0);
    await balanced();
  });

  it('a refund reverses the dealer share still frozen, back to revenue', async () => {
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    const { u, o } = await referredPays(dealer);
    okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: o.id, reason: '买错了' }, token: u.token }));
    const refundId = okOf(await t.api.vip.getRegiserOrder({ body: { orderId: o.id }, token: u.token })).refund!.id;
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token }));
    expect((await dealerIncomes(dealer.id))[0]!.state).toBe('reversed');
    expect((await walletBalances(t.ctx.db, dealer.id)).frozen).toBe(0);
    // The refunded order leaves 付费订单 too (issue 32): it was counted while paid.
    expect(await home(dealer)).toMatchObject({ frozenFen: 0, totalFen: 0, paidOrderCount: 0 });
    expect(okOf(await t.api.programme.findDealerCommissions({ token: dealer.token, query: {} })).items[0]!.state).toBe('reversed');
    await balanced();
  });

  it('two WeChat Pay notifications of one order at once pay one share', async () => {
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    const u = await newUser(t.ctx);
    await setReferrer(t.ctx, u.id, dealer.id);
    const o = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token: u.token }));
    okOf(await t.api.vip.vipOrderPay({ body: { orderId: o.id, amountFen: o.amountFen, channel: 'h5' }, token: u.token }));
    const k = await sandboxOf(t.ctx.providers.pay).keys();
    const note = (id: string) =>
      buildWechatpayNotification(
        { serial: k.platformSerial, privateKey: k.platformPrivateKey, apiV3Key: k.apiV3Key },
        {
          id,
          eventType: 'TRANSACTION.SUCCESS',
          summary: '支付成功',
          originalType: 'transaction',
          resource: transactionResource(
            { appId: k.appId, mchId: k.mchId },
            { orderNo: o.orderNo, transactionId: `4200${o.id}`, tradeState: 'SUCCESS', amountFen: o.amountFen, successTime: null, payerOpenId: 'o-test' },
          ),
        },
        t.clock.now(),
      );
    const [a, b] = await Promise.all([note(t.ctx.ids.id()), note(t.ctx.ids.id())]);
    const post = (n: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: PAY_NOTIFY_PATH, payload: n.body, headers: n.headers });
    const answers = await Promise.all([post(a), post(b)]);
    for (const r of answers) expect(r.statusCode).toBeLessThan(300);
    expect(await dealerIncomes(dealer.id)).toHaveLength(1);
    expect(await t.ctx.db.referralCommission.count({ where: { orderId: o.id } })).toBe(1);
    await balanced();
  });

  it('the records page: bad paging answers the field', async () => {
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    expect(refusalOf(await t.api.programme.findDealerCommissions({ token: dealer.token, query: { pageIndex: 0 } as never })).field).toBe('pageIndex');
  });
});
