import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { creditFrozenIncome, PLATFORM_ACCOUNTS } from '../../src/core/ledger';
import { REUSE_MARGIN_MS } from '../../src/domains/orders/orders.rules';
import { makeTestApp, type TestApp } from '../helpers/app';
import { testEngine } from '../helpers/database';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { fundWallet, newUser, setReferrer, setTxPwd, type FactoryUser } from '../factories';

/**
 * Orders as people expect (issue 32, item 4): one open order per plan however often it is tapped, the first-time
 * offer shown and delivered by one rule, refunds leaving the counters and the status words, customer service
 * refusing a refund with a reason, bills and frozen rows naming what they are about.
 */
const M = LIMITS.money;
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

async function buyer(fund = 200_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fund);
  await setTxPwd(t.ctx, u.id);
  return u;
}
const tap = (u: FactoryUser, planCode: string) => t.api.vip.registerPayVip({ body: { planCode }, token: u.token });
const pay = async (u: FactoryUser, o: { id: string; amountFen: number }) =>
  okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
const vipInfo = async (u: FactoryUser) => okOf(await t.api.vip.findVipInfo({ token: u.token }));
async function refunded(u: FactoryUser, orderId: string) {
  okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId, reason: '买错了' }, token: u.token }));
  const refundId = okOf(await t.api.vip.getRegiserOrder({ body: { orderId }, token: u.token })).refund!.id;
  const cs = await newUser(t.ctx, { roles: ['customerService'] });
  okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token }));
}

describe(`one open order per plan (${testEngine()})`, () => {
  it('eight simultaneous taps on one plan make one pending order, answered to every tap; another plan is its own order', async () => {
    const u = await buyer();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? t.api.vip.renewUser({ body: { planCode: 'vip3y' }, token: u.token }) : tap(u, 'vip3y'))));
    const ids = new Set(answers.map((a) => okOf(a).id));
    expect(ids.size).toBe(1);
    expect(await t.ctx.db.order.count({ where: { userId: u.id, state: 'created' } })).toBe(1);
    const other = okOf(await tap(u, 'vip1y'));
    expect(ids.has(other.id)).toBe(false);
    expect(await t.ctx.db.order.count({ where: { userId: u.id } })).toBe(2);
  });

  it('an open order is reused until REUSE_MARGIN_MS before its close; past that it is closed and a new one made', async () => {
    const u = await buyer();
    const first = okOf(await tap(u, 'vip2y'));
    t.clock.advance(M.orderPayMinutes * 60_000 - REUSE_MARGIN_MS - 1000);
    expect(okOf(await tap(u, 'vip2y')).id).toBe(first.id); // a second more than the margin left: reused
    t.clock.advance(1000);
    const next = okOf(await tap(u, 'vip2y')); // exactly the margin left: too close to its close
    expect(next.id).not.toBe(first.id);
    expect((await t.ctx.db.order.findUnique({ where: { id: first.id } }))!.state).toBe('closed');
    expect(await t.ctx.db.order.count({ where: { userId: u.id, state: 'created' } })).toBe(1);
  });

  it('a paid order frees the plan: the next tap makes a new order', async () => {
    const u = await buyer();
    const o = okOf(await tap(u, 'vip1y'));
    await pay(u, o);
    const again = okOf(await tap(u, 'vip1y'));
    expect(again.id).not.toBe(o.id);
    expect(again.state).toBe('created');
    await expectBalancedLedger(t.ctx.db);
  });
});

describe(`the first-time offer: shown to whom it is delivered (${testEngine()})`, () => {
  it('a first-time +86 buyer sees 首次开通加送1年 on the 3-year plan and gets 4 years and the device, whichever call made the order', async () => {
    const u = await buyer();
    const plans = okOf(await t.api.vip.getPlansList({ token: u.token }));
    expect(plans.plans.find((p) => p.code === 'vip3y')!.offer!.text).toBe('首次开通加送1年，送摇一摇设备1台');
    const o = okOf(await t.api.vip.renewUser({ body: { planCode: 'vip3y' }, token: u.token }));
    const start = t.clock.now();
    await pay(u, o);
    const info = await vipInfo(u);
    expect(new Date(info.vipExpiresAt!).getUTCFullYear() - start.getUTCFullYear()).toBe(4);
    expect(info.entitlements).toEqual([{ kind: 'shakeDevice', quantity: 1, expiresAt: null }]);
  });

  it('a renewing VIP is shown no bonus and gets exactly the plan: 3 years, no device', async () => {
    const u = await buyer();
    // VIP time from outside any order (keys exchanged, the demo's seed): not a first-time buyer.
    const until = new Date(t.clock.now().getTime() + 10 * DAY);
    await t.ctx.db.user.update({ where: { id: u.id }, data: { vipExpiresAt: until } });
    const plans = okOf(await t.api.vip.getPlansList({ token: u.token }));
    expect(plans.firstTime).toBe(false);
    expect(plans.plans.every((p) => p.offer === null)).toBe(true);
    await pay(u, okOf(await t.api.vip.renewUser({ body: { planCode: 'vip3y' }, token: u.token })));
    const info = await vipInfo(u);
    expect(new Date(info.vipExpiresAt!).getUTCFullYear() - until.getUTCFullYear()).toBe(3);
    expect(new Date(info.vipExpiresAt!).getUTCMonth()).toBe(until.getUTCMonth());
    expect(info.entitlements).toEqual([]);
  });

  it('two first-time orders paid one after the other: the offer once', async () => {
    const u = await buyer(300_000);
    const a = okOf(await tap(u, 'vip2y'));
    const b = okOf(await tap(u, 'vip3y'));
    await pay(u, a);
    await pay(u, b);
    const effect = JSON.parse((await t.ctx.db.order.findUnique({ where: { id: b.id } }))!.effect!);
    expect(effect).toMatchObject({ bonusMonths: 0, shakeDevices: 0 });
    expect((await vipInfo(u)).entitlements).toEqual([]);
  });
});

describe(`refunds leave the counters and the status words (${testEngine()})`, () => {
  it('a refunded first-ever VIP reads 未开通 (none), not 已过期; one who had VIP before reads expired', async () => {
    const u = await buyer();
    const o = okOf(await tap(u, 'vip1y'));
    await pay(u, o);
    expect((await vipInfo(u)).state).toBe('active');
    await refunded(u, o.id);
    expect(await vipInfo(u)).toMatchObject({ state: 'none', vipExpiresAt: null });

    const had = await buyer();
    await t.ctx.db.user.update({ where: { id: had.id }, data: { vipExpiresAt: new Date(t.clock.now().getTime() - DAY) } });
    const o2 = okOf(await tap(had, 'vip1y'));
    await pay(had, o2);
    await refunded(had, o2.id);
    expect((await vipInfo(had)).state).toBe('expired');
    await expectBalancedLedger(t.ctx.db);
  });

  it("a refunded order leaves the dealer's 付费订单", async () => {
    const dealer = await newUser(t.ctx, { roles: ['dealer'] });
    const u = await buyer();
    await setReferrer(t.ctx, u.id, dealer.id);
    const o = okOf(await tap(u, 'vip1y'));
    await pay(u, o);
    const home = async () => okOf(await t.api.programme.findDealerHome({ token: dealer.token, query: {} }));
    expect((await home()).paidOrderCount).toBe(1);
    await refunded(u, o.id);
    expect((await home()).paidOrderCount).toBe(0);
  });
});

describe(`customer service refuses a refund with a reason (${testEngine()})`, () => {
  async function pending() {
    const u = await buyer();
    const o = okOf(await tap(u, 'vip1y'));
    await pay(u, o);
    okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: o.id, reason: '不想要了' }, token: u.token }));
    const refundId = okOf(await t.api.vip.getRegiserOrder({ body: { orderId: o.id }, token: u.token })).refund!.id;
    return { u, o, refundId };
  }
  const reject = (token: string, refundId: string, refusalReason: string) => t.api.vip.rejectVipOrderRefund({ body: { refundId, refusalReason }, token });

  it('refused with the reason: the order is paid again, the VIP stays, the payer is told why; a second decision is refused', async () => {
    const { u, o, refundId } = await pending();
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    const before = await vipInfo(u);
    const r = okOf(await reject(cs.token, refundId, '  已超出使用范围  '));
    expect(r).toMatchObject({ state: 'refused', refusalReason: '已超出使用范围' });
    const order = okOf(await t.api.vip.getRegiserOrder({ body: { orderId: o.id }, token: u.token }));
    expect(order).toMatchObject({ state: 'paid', refund: { state: 'refused', refusalReason: '已超出使用范围' } });
    expect((await vipInfo(u)).vipExpiresAt).toBe(before.vipExpiresAt);
    const msg = await t.ctx.db.message.findFirst({ where: { userId: u.id, title: '退款申请未通过' } });
    expect(msg!.content).toContain('已超出使用范围');
    expect(refusalOf(await reject(cs.token, refundId, '再拒一次'))).toMatchObject({ code: 'REFUND_NOT_PENDING' });
    expect(refusalOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token })).code).toBe('REFUND_NOT_PENDING');
  });

  it('bad input names refusalReason (empty, blank, one past the limit); a plain user has no permission; nothing is written', async () => {
    const { u, refundId } = await pending();
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    expect(refusalOf(await reject(cs.token, refundId, '')).field).toBe('refusalReason');
    expect(refusalOf(await reject(cs.token, refundId, '   ')).field).toBe('refusalReason');
    expect(refusalOf(await reject(cs.token, refundId, 'x'.repeat(M.refundReasonMax + 1))).field).toBe('refusalReason');
    expect(refusalOf(await reject(u.token, refundId, '自己拒绝')).code).toBe('NO_PERMISSION');
    expect((await t.ctx.db.refundRequest.findUnique({ where: { id: refundId } }))!.state).toBe('pending');
    expect(okOf(await reject(cs.token, refundId, 'x'.repeat(M.refundReasonMax))).state).toBe('refused');
  });
});

describe(`bills and frozen rows name the item and the source (${testEngine()})`, () => {
  it('购买 VIP会员 3年 / Purchase VIP, 3 years; a frozen income names its source and item', async () => {
    const u = await buyer();
    const o = okOf(await tap(u, 'vip3y'));
    await pay(u, o);
    const zh = okOf(await t.api.wallet.billingDetails({ body: { type: 'expense' }, token: u.token }));
    expect(zh.items[0]!.title).toBe('购买 VIP会员 3年');
    const en = okOf(await t.api.wallet.billingDetails({ body: { type: 'expense' }, token: u.token, cookies: { lang: 'en' } }));
    expect(en.items[0]!.title).toBe('Purchase VIP, 3 years');

    const seller = await newUser(t.ctx);
    await t.ctx.db.$transaction(async (tx) => {
      await creditFrozenIncome(tx, t.ctx.ids, t.clock.now(), {
        userId: seller.id,
        amountFen: 100,
        from: PLATFORM_ACCOUNTS.revenue,
        source: 'dealer',
        orderId: o.id,
        releaseAt: new Date(t.clock.now().getTime() + DAY),
      });
    });
    const frozen = okOf(await t.api.wallet.rsonFreezeList({ body: {}, token: seller.token }));
    expect(frozen.items[0]!.title).toBe('经销商佣金 · VIP会员 3年');
    const frozenBills = okOf(await t.api.wallet.frozenBills({ body: {}, token: seller.token }));
    expect(frozenBills.items[0]!.title).toBe('收入（冻结中） · 经销商佣金 · VIP会员 3年');
  });
});
