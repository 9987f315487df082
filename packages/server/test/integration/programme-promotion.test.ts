import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { walletBalances } from '../../src/core/ledger';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { expectBalancedLedger } from '../helpers/ledger';
import { completeCard, fundWallet, makeMember, newOrder, newUser, setReferrer, setTxPwd, type FactoryUser } from '../factories';

/**
 * The promotion ambassador and the super distributor (issue 18, promotion part) through the typed client on a real
 * database: who may join, the homes and team lists, the ambassador's earning being the one spokesperson commission,
 * and the distributor's second-tier share in the ledger (frozen, reversed by a refund, nothing for loops).
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const P = LIMITS.programmePromotion;
const M = LIMITS.money;
const api = () => t.api.programme;
const vipUser = async () => newUser(t.ctx, { vip: 'active' });
async function payer(referrerId: string | null, fen = 50_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fen);
  await setTxPwd(t.ctx, u.id);
  if (referrerId) await setReferrer(t.ctx, u.id, referrerId);
  return u;
}
/** A VIP year bought and paid from the wallet through the real calls (the payment runs the paid shares). */
async function payVip(u: FactoryUser) {
  const o = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token: u.token }));
  okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
  return o;
}
const incomes = (userId: string) => t.ctx.db.frozenIncome.findMany({ where: { userId } });

describe(`promotion ambassador (${testEngine()})`, () => {
  it('a VIP with a complete card becomes an ambassador (role and membership); the home shows the link and the conditions', async () => {
    const u = await vipUser();
    const before = okOf(await api().findAmbassadorHome({ token: u.token }));
    expect(before).toMatchObject({ ambassador: false, vip: true, cardComplete: false, referredCount: 0, earnings: { totalFen: 0 } });
    expect(before.shareUrl).toContain(`refereeIdEcr=${u.phoneIdEcr}`);
    expect(before.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(refusalOf(await api().applyAmbassador({ token: u.token })).code).toBe('PROMO_CARD_INCOMPLETE');
    expect(await t.ctx.db.promoMember.count({ where: { userId: u.id } })).toBe(0);
    await completeCard(t.ctx, u.id);
    const home = okOf(await api().applyAmbassador({ token: u.token }));
    expect(home).toMatchObject({ ambassador: true, cardComplete: true });
    expect(await t.ctx.db.userRole.count({ where: { userId: u.id, role: 'ambassador' } })).toBe(1);
    expect(refusalOf(await api().applyAmbassador({ token: u.token })).code).toBe('PROMO_ALREADY_AMBASSADOR');
  });

  it('a user without VIP is refused and nothing is written', async () => {
    const u = await newUser(t.ctx);
    await completeCard(t.ctx, u.id);
    expect(refusalOf(await api().applyAmbassador({ token: u.token })).code).toBe('PROMO_NEED_VIP');
    expect(await t.ctx.db.userRole.count({ where: { userId: u.id } })).toBe(0);
  });

  it('two joins at once: one membership, one role', async () => {
    const u = await vipUser();
    await completeCard(t.ctx, u.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api().applyAmbassador({ token: u.token })));
    expect(answers.filter((a) => (a.body as { status: number }).status === 200)).toHaveLength(1);
    for (const a of answers) if ((a.body as { status: number }).status !== 200) expect(refusalOf(a).code).toBe('PROMO_ALREADY_AMBASSADOR');
    expect(await t.ctx.db.promoMember.count({ where: { userId: u.id } })).toBe(1);
    expect(await t.ctx.db.userRole.count({ where: { userId: u.id, role: 'ambassador' } })).toBe(1);
  });

  it('the ambassador earns the spokesperson commission, once per sale, shown frozen on the home; referrals list who paid', async () => {
    const amb = await vipUser();
    await completeCard(t.ctx, amb.id, '大使甲');
    okOf(await api().applyAmbassador({ token: amb.token }));
    const buyer = await payer(amb.id);
    await completeCard(t.ctx, buyer.id, '买家乙');
    const idle = await payer(amb.id);
    const o = await payVip(buyer);
    const rows = await incomes(amb.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'commission', orderId: o.id, state: 'frozen', amountFen: Math.floor((o.amountFen * LIMITS.referral.percent.vip.ambassador[0]) / 100) });
    const home = okOf(await api().findAmbassadorHome({ token: amb.token }));
    expect(home).toMatchObject({ referredCount: 2, paidReferrals: 1, earnings: { frozenFen: rows[0]!.amountFen, releasedFen: 0, totalFen: rows[0]!.amountFen } });
    // The wallet's spokesperson screen reads the same income (it once summed a source no payment wrote: always 0).
    expect(okOf(await t.api.wallet.findSpokespersonInfo({ token: amb.token }))).toMatchObject({ commissionFen: rows[0]!.amountFen, frozenCommissionFen: rows[0]!.amountFen });
    const page = okOf(await api().findAmbassadorReferrals({ token: amb.token, body: { pageSize: 1 } }));
    expect(page).toMatchObject({ total: 2, hasMore: true });
    const all = okOf(await api().findAmbassadorReferrals({ token: amb.token, body: {} }));
    const byName = new Map(all.items.map((r) => [r.person.name, r]));
    expect(byName.get('买家乙')).toMatchObject({ paid: true, tier: 1, via: null });
    expect(all.items.some((r) => r.paid === false)).toBe(true);
    expect(JSON.stringify(all)).not.toContain(buyer.id);
    expect(JSON.stringify(all)).not.toContain(idle.phone);
    await expectBalancedLedger(t.ctx.db);
  });
});

describe(`super distributor (${testEngine()})`, () => {
  async function ambassadorWith(paying: number) {
    const amb = await vipUser();
    await makeMember(t.ctx, amb.id, 'ambassador');
    for (let i = 0; i < paying; i++) {
      const r = await newUser(t.ctx);
      await setReferrer(t.ctx, r.id, amb.id);
      await newOrder(t.ctx, r, 'paid');
    }
    return amb;
  }

  it(`an ambassador with ${P.distributorMinPaidReferrals} paying referrals becomes one; one fewer, or no ambassador, is refused`, async () => {
    const short = await ambassadorWith(P.distributorMinPaidReferrals - 1);
    expect(refusalOf(await api().applyDistributor({ token: short.token })).code).toBe('PROMO_REFERRALS_SHORT');
    const plain = await vipUser();
    expect(refusalOf(await api().applyDistributor({ token: plain.token })).code).toBe('PROMO_NOT_AMBASSADOR');
    const ready = await ambassadorWith(P.distributorMinPaidReferrals);
    expect(okOf(await api().findDistributorHome({ token: ready.token }))).toMatchObject({
      distributor: false,
      ambassador: true,
      paidReferrals: P.distributorMinPaidReferrals,
      minPaidReferrals: P.distributorMinPaidReferrals,
    });
    const home = okOf(await api().applyDistributor({ token: ready.token }));
    expect(home).toMatchObject({ distributor: true, directCount: P.distributorMinPaidReferrals, secondTierPercent: LIMITS.referral.percent.vip.distributor[1] });
    expect(await t.ctx.db.userRole.count({ where: { userId: ready.id, role: 'distributor' } })).toBe(1);
    expect(await t.ctx.db.userRole.count({ where: { userId: short.id, role: 'distributor' } })).toBe(0);
    expect(refusalOf(await api().applyDistributor({ token: ready.token })).code).toBe('PROMO_ALREADY_DISTRIBUTOR');
  });

  it('second tier: the distributor earns the percent frozen from revenue, the first tier its commission; the team shows both tiers', async () => {
    const dist = await vipUser();
    await makeMember(t.ctx, dist.id, 'ambassador');
    await makeMember(t.ctx, dist.id, 'distributor');
    const mid = await vipUser();
    await completeCard(t.ctx, mid.id, '中间人');
    await makeMember(t.ctx, mid.id, 'ambassador');
    await setReferrer(t.ctx, mid.id, dist.id);
    const buyer = await payer(mid.id);
    const o = await payVip(buyer);
    const share = await t.ctx.db.frozenIncome.findFirstOrThrow({ where: { userId: dist.id, orderId: o.id } });
    expect(share).toMatchObject({ source: 'distributor', state: 'frozen', amountFen: Math.floor((o.amountFen * LIMITS.referral.percent.vip.distributor[1]) / 100) });
    expect(share.releaseAt.getTime() - t.clock.now().getTime()).toBe(M.incomeHoldDays * 86_400_000);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'income.freeze', refId: share.id } })).toBe(1);
    expect((await walletBalances(t.ctx.db, dist.id)).frozen).toBe(share.amountFen);
    // The first tier (mid, an ambassador) got the commission; the distributor no commission for the same sale.
    expect(await t.ctx.db.frozenIncome.count({ where: { userId: mid.id, orderId: o.id, source: 'commission' } })).toBe(1);
    expect(await t.ctx.db.frozenIncome.count({ where: { userId: dist.id, orderId: o.id } })).toBe(1);
    expect(okOf(await api().findDistributorHome({ token: dist.token }))).toMatchObject({
      directCount: 1,
      secondCount: 1,
      earnings: { frozenFen: share.amountFen, totalFen: share.amountFen },
    });
    const second = okOf(await api().findDistributorTeam({ token: dist.token, body: { tier: 'second' } }));
    expect(second).toMatchObject({ total: 1, items: [{ tier: 2, paid: true, via: { name: '中间人' } }] });
    const direct = okOf(await api().findDistributorTeam({ token: dist.token, body: { tier: 'direct' } }));
    expect(direct).toMatchObject({ total: 1, items: [{ tier: 1, person: { name: '中间人' }, via: null }] });
    await expectBalancedLedger(t.ctx.db);

    // The refund reverses the still-frozen share back to revenue.
    okOf(await t.api.vip.applyRefundVipOrder({ token: buyer.token, body: { orderId: o.id, reason: '不需要了' } }));
    const refund = await t.ctx.db.refundRequest.findFirstOrThrow({ where: { orderId: o.id } });
    const agent = await newUser(t.ctx, { roles: ['customerService'] });
    okOf(await t.api.vip.markVipOrderRefundSuccess({ token: agent.token, body: { refundId: refund.id } }));
    expect(await t.ctx.db.frozenIncome.findUniqueOrThrow({ where: { id: share.id } })).toMatchObject({ state: 'reversed' });
    expect((await walletBalances(t.ctx.db, dist.id)).frozen).toBe(0);
    expect(okOf(await api().findDistributorHome({ token: dist.token })).earnings.totalFen).toBe(0);
    await expectBalancedLedger(t.ctx.db);
  });

  it('a non-distributor second tier gets nothing; loops (A refers B refers A) earn no share', async () => {
    const top = await vipUser();
    await makeMember(t.ctx, top.id, 'ambassador');
    const mid = await newUser(t.ctx);
    await setReferrer(t.ctx, mid.id, top.id);
    const buyer = await payer(mid.id);
    const o = await payVip(buyer);
    expect(await t.ctx.db.frozenIncome.count({ where: { orderId: o.id, source: 'distributor' } })).toBe(0);

    // A loop: the buyer's referrer's referrer is the buyer, a distributor.
    const a = await payer(null);
    await makeMember(t.ctx, a.id, 'distributor');
    const b = await newUser(t.ctx);
    await setReferrer(t.ctx, b.id, a.id);
    await setReferrer(t.ctx, a.id, b.id);
    const o2 = await payVip(a);
    expect(await t.ctx.db.frozenIncome.count({ where: { orderId: o2.id, source: 'distributor' } })).toBe(0);
    // Self-referral: the buyer is their own referrer.
    const self = await payer(null);
    await makeMember(t.ctx, self.id, 'distributor');
    await setReferrer(t.ctx, self.id, self.id);
    const o3 = await payVip(self);
    expect(await t.ctx.db.frozenIncome.count({ where: { orderId: o3.id } })).toBe(0);
    await expectBalancedLedger(t.ctx.db);
  });
});
