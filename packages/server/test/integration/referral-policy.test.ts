import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type IncomeSource } from '@card/contract';
import { PLATFORM_ACCOUNTS, postJournal, userAccount, walletBalances } from '../../src/core/ledger';
import { fixDoubleCommissions, REFERRAL_FIX } from '../../src/domains/orders';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { expectBalancedLedger } from '../helpers/ledger';
import { bindWalletWechat, completeCard, fundWallet, makeMember, newFrozenIncome, newUser, setReferrer, setTxPwd, type FactoryUser } from '../factories';

/**
 * The one referral policy (issue 32, item 1) on a real database: a referrer holding several roles is paid once per
 * tier at the higher-paying role's percent, every programme's screen reads the same commission rows (another role's
 * shows as paid under that role), a refund reverses exactly what was credited, and the one-time data fix undoes the
 * double commissions older payments made.
 */
const R = LIMITS.referral.percent.vip;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const balanced = () => expectBalancedLedger(t.ctx.db);
async function payer(referrerId: string) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, 100_000);
  await setTxPwd(t.ctx, u.id);
  await setReferrer(t.ctx, u.id, referrerId);
  await completeCard(t.ctx, u.id, '买家丙');
  return u;
}
async function payVip(u: FactoryUser) {
  const o = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token: u.token }));
  okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
  return o;
}
/** An ambassador (and spokesperson) who is a dealer too: the user. */
async function dualRole() {
  const u = await newUser(t.ctx, { vip: 'active', roles: ['dealer'] });
  await completeCard(t.ctx, u.id, '双重身份');
  await makeMember(t.ctx, u.id, 'ambassador');
  await bindWalletWechat(t.ctx, u.id, { spokesperson: true, realName: '张三' });
  return u;
}

describe(`a referrer with several roles (${testEngine()})`, () => {
  it('is paid once, as dealer at the dealer percent; the spokesperson and ambassador lists show the order as paid as dealer', async () => {
    const ref = await dualRole();
    const buyer = await payer(ref.id);
    const o = await payVip(buyer);
    const incomes = await t.ctx.db.frozenIncome.findMany({ where: { orderId: o.id } });
    const dealerFen = Math.floor((o.amountFen * R.dealer[0]) / 100);
    expect(incomes.map((i) => [i.userId, i.source, i.amountFen])).toEqual([[ref.id, 'dealer', dealerFen]]);
    expect(await t.ctx.db.referralCommission.findMany({ where: { orderId: o.id }, select: { tier: true, earnerId: true, role: true, percent: true, amountFen: true } })).toEqual([
      { tier: 1, earnerId: ref.id, role: 'dealer', percent: R.dealer[0], amountFen: dealerFen },
    ]);
    expect((await walletBalances(t.ctx.db, ref.id)).frozen).toBe(dealerFen);

    const spokes = okOf(await t.api.wallet.findSpokesmanList({ token: ref.token }));
    expect(spokes.items).toMatchObject([{ name: '买家丙', earnedFen: dealerFen, paidAs: 'dealer' }]);
    const amb = okOf(await t.api.programme.findAmbassadorReferrals({ token: ref.token, body: {} }));
    expect(amb.items).toMatchObject([{ person: { name: '买家丙' }, paid: true, earnedFen: dealerFen, paidAs: 'dealer' }]);
    expect(okOf(await t.api.programme.findAmbassadorHome({ token: ref.token })).earnings.totalFen).toBe(0);
    const dealer = okOf(await t.api.programme.findDealerCommissions({ token: ref.token, query: {} }));
    expect(dealer.items).toMatchObject([{ role: 'dealer', tier: 1, amountFen: dealerFen, state: 'frozen' }]);
    expect(okOf(await t.api.programme.findDealerHome({ token: ref.token, query: {} }))).toMatchObject({ percent: R.dealer[0], totalFen: dealerFen });
    await balanced();
  });

  it('an ambassador without other roles is paid as ambassador, and the dealer list of a non-dealer shows that role', async () => {
    const amb = await newUser(t.ctx, { vip: 'active' });
    await makeMember(t.ctx, amb.id, 'ambassador');
    const o = await payVip(await payer(amb.id));
    const fen = Math.floor((o.amountFen * R.ambassador[0]) / 100);
    expect(okOf(await t.api.programme.findAmbassadorHome({ token: amb.token })).earnings.totalFen).toBe(fen);
    expect(okOf(await t.api.programme.findAmbassadorReferrals({ token: amb.token, body: {} })).items).toMatchObject([{ earnedFen: fen, paidAs: 'ambassador' }]);
    expect(okOf(await t.api.programme.findDealerCommissions({ token: amb.token, query: {} })).items).toMatchObject([{ role: 'ambassador', amountFen: fen }]);
  });

  it('pays both tiers at most once each, and a refund reverses exactly what was credited', async () => {
    const grand = await newUser(t.ctx, { vip: 'active' });
    await makeMember(t.ctx, grand.id, 'ambassador');
    await makeMember(t.ctx, grand.id, 'distributor');
    const ref = await dualRole();
    await setReferrer(t.ctx, ref.id, grand.id);
    const buyer = await payer(ref.id);
    const o = await payVip(buyer);
    const rows = await t.ctx.db.referralCommission.findMany({ where: { orderId: o.id }, orderBy: { tier: 'asc' } });
    expect(rows.map((r) => [r.tier, r.earnerId, r.role, r.amountFen])).toEqual([
      [1, ref.id, 'dealer', Math.floor((o.amountFen * R.dealer[0]) / 100)],
      [2, grand.id, 'distributor', Math.floor((o.amountFen * R.distributor[1]) / 100)],
    ]);
    const revenueBefore = (await t.ctx.db.ledgerAccount.findUniqueOrThrow({ where: { id: PLATFORM_ACCOUNTS.revenue } })).balanceFen;
    okOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: o.id, reason: '买错了' }, token: buyer.token }));
    const refundId = okOf(await t.api.vip.getRegiserOrder({ body: { orderId: o.id }, token: buyer.token })).refund!.id;
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token }));
    expect((await t.ctx.db.frozenIncome.findMany({ where: { orderId: o.id } })).map((i) => i.state)).toEqual(['reversed', 'reversed']);
    expect((await walletBalances(t.ctx.db, ref.id)).frozen).toBe(0);
    expect((await walletBalances(t.ctx.db, grand.id)).frozen).toBe(0);
    // Revenue gave back the order and got both commissions back: net -(order - commissions).
    const revenueAfter = (await t.ctx.db.ledgerAccount.findUniqueOrThrow({ where: { id: PLATFORM_ACCOUNTS.revenue } })).balanceFen;
    expect(Number(revenueAfter - revenueBefore)).toBe(-(o.amountFen - rows[0]!.amountFen - rows[1]!.amountFen));
    expect(okOf(await t.api.wallet.findSpokesmanList({ token: ref.token })).items).toMatchObject([{ earnedFen: 0, paidAs: null }]);
    await balanced();
  });
});

describe('the one-time fix of double commissions (decision 0031)', () => {
  /** An old paid order of `buyer` with the incomes older payments wrote (no ReferralCommission rows). */
  async function oldOrder(buyerId: string, incomes: { userId: string; source: IncomeSource; fen: number }[]) {
    const id = t.ctx.ids.id();
    await t.ctx.db.order.create({
      data: { id, orderNo: `F${id.slice(0, 20)}`, userId: buyerId, line: 'vip', title: 'VIP会员 1年', amountFen: 19_900, state: 'paid', paidAt: t.clock.now(), expiresAt: t.clock.now() },
    });
    const ids: string[] = [];
    for (const i of incomes) ids.push((await newFrozenIncome(t.ctx, i.userId, i.fen, new Date(t.clock.now().getTime() + 86_400_000), { orderId: id, source: i.source })).id);
    return { id, incomeIds: ids };
  }
  /** Releases an income as the release job does (frozen → available). */
  async function release(incomeId: string) {
    const inc = await t.ctx.db.frozenIncome.findUniqueOrThrow({ where: { id: incomeId } });
    await t.ctx.db.$transaction(async (tx) => {
      await tx.frozenIncome.update({ where: { id: incomeId }, data: { state: 'released', releasedAt: t.clock.now() } });
      await postJournal(tx, t.ctx.ids, t.clock.now(), {
        kind: 'income.release',
        refId: incomeId,
        postings: [
          { account: userAccount(inc.userId, 'frozen'), amountFen: -inc.amountFen },
          { account: userAccount(inc.userId, 'available'), amountFen: inc.amountFen },
        ],
      });
    });
  }

  it('reverses the extra commission per tier with ledger entries and a message, keeps the higher role, runs once', async () => {
    await t.ctx.db.dataFix.deleteMany({ where: { name: REFERRAL_FIX } }); // the app's start ran it on an empty database
    // Frozen double: the issue's ¥39.80 + ¥39.80.
    const a = await dualRole();
    const buyerA = await newUser(t.ctx);
    await setReferrer(t.ctx, buyerA.id, a.id);
    const oa = await oldOrder(buyerA.id, [
      { userId: a.id, source: 'commission', fen: 3_980 },
      { userId: a.id, source: 'dealer', fen: 3_980 },
    ]);
    // Released double, the earner having withdrawn most of it: only what is available is taken, never below zero.
    const b = await dualRole();
    const buyerB = await newUser(t.ctx);
    await setReferrer(t.ctx, buyerB.id, b.id);
    const ob = await oldOrder(buyerB.id, [
      { userId: b.id, source: 'dealer', fen: 3_980 },
      { userId: b.id, source: 'commission', fen: 3_980 },
    ]);
    for (const id of ob.incomeIds) await release(id);
    await t.ctx.db.$transaction((tx) =>
      postJournal(tx, t.ctx.ids, t.clock.now(), {
        kind: 'adjustment',
        refId: t.ctx.ids.id(),
        postings: [
          { account: userAccount(b.id, 'available'), amountFen: -(7_960 - 1_000) },
          { account: PLATFORM_ACCOUNTS.adjustment, amountFen: 7_960 - 1_000 },
        ],
      }),
    );
    // A single commission and a tier-2 share: nothing to reverse, only the rows recorded.
    const c = await newUser(t.ctx);
    await bindWalletWechat(t.ctx, c.id, { spokesperson: true });
    const g = await newUser(t.ctx, { roles: ['distributor'] });
    const buyerC = await newUser(t.ctx);
    await setReferrer(t.ctx, buyerC.id, c.id);
    const oc = await oldOrder(buyerC.id, [
      { userId: c.id, source: 'commission', fen: 3_980 },
      { userId: g.id, source: 'distributor', fen: 995 },
    ]);

    const out = await fixDoubleCommissions(t.ctx);
    expect(out).toMatchObject({ orders: 2, reversed: 2, takenFen: 3_980 + 1_000, waivedFen: 2_980 });

    const [aCommission, aDealer] = await Promise.all(oa.incomeIds.map((id) => t.ctx.db.frozenIncome.findUniqueOrThrow({ where: { id } })));
    expect([aCommission!.state, aDealer!.state]).toEqual(['reversed', 'frozen']);
    expect(await walletBalances(t.ctx.db, a.id)).toEqual({ available: 0, frozen: 3_980 });
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'income.reverse', refId: aCommission!.id } })).toBe(1);
    expect(await walletBalances(t.ctx.db, b.id)).toEqual({ available: 0, frozen: 0 });
    expect((await t.ctx.db.frozenIncome.findUniqueOrThrow({ where: { id: ob.incomeIds[1]! } })).state).toBe('reversed');
    expect((await t.ctx.db.frozenIncome.findUniqueOrThrow({ where: { id: ob.incomeIds[0]! } })).state).toBe('released');

    const msgA = await t.ctx.db.message.findFirstOrThrow({ where: { userId: a.id, title: '重复佣金已更正' } });
    expect(msgA.content).toContain('撤回推广大使佣金¥39.80，保留经销商佣金');
    expect(msgA).toMatchObject({ subjectType: 'wallet', subjectId: oa.id });
    expect((await t.ctx.db.message.findFirstOrThrow({ where: { userId: b.id, title: '重复佣金已更正' } })).content).toContain('¥29.80已转出钱包');
    expect(await t.ctx.db.message.count({ where: { userId: { in: [c.id, g.id] }, title: '重复佣金已更正' } })).toBe(0);

    // Every kept commission has its row; the screens read old orders like new ones.
    const key = (r: { orderId: string; tier: number }) => `${r.orderId}:${r.tier}`;
    const byKey = (x: { orderId: string; tier: number }, y: { orderId: string; tier: number }) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0);
    const recorded = await t.ctx.db.referralCommission.findMany({ where: { orderId: { in: [oa.id, ob.id, oc.id] } }, select: { orderId: true, tier: true, role: true, earnerId: true } });
    expect(recorded.sort(byKey)).toEqual(
      [
        { orderId: oa.id, tier: 1, role: 'dealer', earnerId: a.id },
        { orderId: ob.id, tier: 1, role: 'dealer', earnerId: b.id },
        { orderId: oc.id, tier: 1, role: 'spokesperson', earnerId: c.id },
        { orderId: oc.id, tier: 2, role: 'distributor', earnerId: g.id },
      ].sort(byKey),
    );
    expect(okOf(await t.api.wallet.findSpokesmanList({ token: a.token })).items).toMatchObject([{ earnedFen: 3_980, paidAs: 'dealer' }]);
    await balanced();

    // Once: the DataFix row stops a second run, and nothing moves again.
    expect(await t.ctx.db.dataFix.findUniqueOrThrow({ where: { name: REFERRAL_FIX } })).toMatchObject({ name: REFERRAL_FIX });
    const journals = await t.ctx.db.ledgerJournal.count();
    expect(await fixDoubleCommissions(t.ctx)).toEqual({ skipped: true });
    expect(await t.ctx.db.ledgerJournal.count()).toBe(journals);
    await balanced();
  });
});
