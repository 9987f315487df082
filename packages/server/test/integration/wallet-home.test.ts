import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { walletJobs } from '../../src/domains/wallet';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { bindWalletWechat, fundWallet, newFrozenIncome, newUser, setTxPwd } from '../factories';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const release = () =>
  walletJobs(t.ctx)
    .find((j) => j.name === 'wallet.releaseIncome')!
    .run();
const balanced = () => expectBalancedLedger(t.ctx.db);

describe('wallet home and balances', () => {
  it('starts at zero and shows funded and frozen money', async () => {
    const u = await newUser(t.ctx);
    expect(okOf(await t.api.wallet.findWalletIndex({ token: u.token }))).toEqual({
      availableFen: 0,
      frozenFen: 0,
      totalIncomeFen: 0,
      withdrawnFen: 0,
      hasTxPwd: false,
      binding: null,
      spokesperson: false,
    });
    await fundWallet(t.ctx, u.id, 12_345);
    await newFrozenIncome(t.ctx, u.id, 500, new Date(t.clock.now().getTime() + 7 * DAY));
    await setTxPwd(t.ctx, u.id);
    expect(okOf(await t.api.wallet.findWalletIndex({ token: u.token }))).toMatchObject({ availableFen: 12_345, frozenFen: 500, totalIncomeFen: 500, hasTxPwd: true });
    expect(okOf(await t.api.wallet.findWalletBalance({ token: u.token }))).toEqual({ availableFen: 12_345, frozenFen: 500 });
  });

  it('shows the withdrawal WeChat, counts no reversed income, and reads one user only', async () => {
    const u = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    await bindWalletWechat(t.ctx, u.id, { spokesperson: true, realName: '张三' });
    await newFrozenIncome(t.ctx, u.id, 700, new Date(t.clock.now().getTime() + DAY));
    const reversed = await newFrozenIncome(t.ctx, u.id, 300, new Date(t.clock.now().getTime() + DAY));
    await t.ctx.db.frozenIncome.update({ where: { id: reversed.id }, data: { state: 'reversed' } });
    await fundWallet(t.ctx, other.id, 999);
    await newFrozenIncome(t.ctx, other.id, 50, new Date(t.clock.now().getTime() + DAY));
    expect(okOf(await t.api.wallet.findWalletIndex({ token: u.token }))).toEqual({
      availableFen: 0,
      frozenFen: 1000,
      totalIncomeFen: 700,
      withdrawnFen: 0,
      hasTxPwd: false,
      binding: { nickname: '微信用户test', boundAt: t.clock.now().toISOString() },
      spokesperson: true,
    });
  });
});

describe('frozen income release job', () => {
  it('releases at releaseAt exactly, once, and holds income of an order being refunded', async () => {
    const u = await newUser(t.ctx);
    const at = new Date(t.clock.now().getTime() + DAY);
    const plain = await newFrozenIncome(t.ctx, u.id, 300, at);
    const orderId = t.ctx.ids.id();
    await t.ctx.db.order.create({
      data: { id: orderId, orderNo: `T${Date.now()}${Math.floor(Math.random() * 1e6)}`, userId: u.id, line: 'vip', title: 'VIP', amountFen: 1000, state: 'refunding', expiresAt: at },
    });
    const held = await newFrozenIncome(t.ctx, u.id, 200, at, { orderId });
    t.clock.advance(DAY - 1);
    await release();
    expect(okOf(await t.api.wallet.findWalletBalance({ token: u.token }))).toEqual({ availableFen: 0, frozenFen: 500 });
    t.clock.advance(1);
    await Promise.all([release(), release()]);
    await release();
    expect(okOf(await t.api.wallet.findWalletBalance({ token: u.token }))).toEqual({ availableFen: 300, frozenFen: 200 });
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'income.release', refId: plain.id } })).toBe(1);
    const list = okOf(await t.api.wallet.rsonFreezeList({ token: u.token }));
    expect(list.items.map((i) => [i.id, i.state])).toEqual(
      expect.arrayContaining([
        [plain.id, 'released'],
        [held.id, 'frozen'],
      ]),
    );
    await t.ctx.db.order.update({ where: { id: orderId }, data: { state: 'paid' } });
    await release();
    expect(okOf(await t.api.wallet.findWalletBalance({ token: u.token }))).toEqual({ availableFen: 500, frozenFen: 0 });
    const frozen = okOf(await t.api.wallet.frozenBills({ token: u.token }));
    expect(frozen.items.map((b) => b.kind).sort()).toEqual(['income.freeze', 'income.freeze', 'income.release', 'income.release']);
    await balanced();
  });
});

describe('billingDetails', () => {
  it('pages by keyset and filters by type and month', async () => {
    const u = await newUser(t.ctx);
    for (let i = 0; i < 3; i++) {
      await fundWallet(t.ctx, u.id, 1000 + i);
      t.clock.advance(1000);
    }
    await setTxPwd(t.ctx, u.id);
    await bindWalletWechat(t.ctx, u.id);
    okOf(await t.api.wallet.withdraw({ body: { amountFen: 500, txPwd: '123456' }, token: u.token }));
    const first = okOf(await t.api.wallet.billingDetails({ body: { pageSize: 2 }, token: u.token }));
    expect(first.items.map((b) => b.amountFen)).toEqual([-500, 1002]);
    expect(first.items[0]).toMatchObject({ kind: 'withdraw.request', title: '提现' });
    const second = okOf(await t.api.wallet.billingDetails({ body: { pageSize: 2, cursor: first.nextCursor! }, token: u.token }));
    expect(second.items.map((b) => b.amountFen)).toEqual([1001, 1000]);
    expect(second.hasMore).toBe(false);
    expect(okOf(await t.api.wallet.billingDetails({ body: { type: 'expense' }, token: u.token })).items.map((b) => b.amountFen)).toEqual([-500]);
    expect(okOf(await t.api.wallet.billingDetails({ body: { type: 'income' }, token: u.token })).items).toHaveLength(3);
    expect(okOf(await t.api.wallet.billingDetails({ body: { type: 'withdraw' }, token: u.token })).items).toHaveLength(1);
    const month = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 7);
    expect(okOf(await t.api.wallet.billingDetails({ body: { month }, token: u.token })).items).toHaveLength(4);
    expect(okOf(await t.api.wallet.billingDetails({ body: { month: '2001-01' }, token: u.token })).items).toHaveLength(0);
    expect(refusalOf(await t.api.wallet.billingDetails({ body: { month: '2026-13' } as never, token: u.token })).field).toBe('month');
    expect(refusalOf(await t.api.wallet.billingDetails({ body: { type: 'gift' } as never, token: u.token })).field).toBe('type');
    expect(refusalOf(await t.api.wallet.billingDetails({ body: { cursor: 'bogus' }, token: u.token })).field).toBe('cursor');
    await balanced();
  });
});

describe('spokesperson', () => {
  it('binds with a real name once a WeChat is bound, and cashes out through the withdrawal path', async () => {
    const u = await newUser(t.ctx);
    expect(refusalOf(await t.api.wallet.bindSpokesperson({ body: { realName: '张三' }, token: u.token })).code).toBe('WALLET_WECHAT_NOT_BOUND');
    await bindWalletWechat(t.ctx, u.id);
    expect(refusalOf(await t.api.wallet.bindSpokesperson({ body: { realName: '张' }, token: u.token })).field).toBe('realName');
    expect(refusalOf(await t.api.wallet.bindSpokesperson({ body: { realName: '张'.repeat(21) }, token: u.token })).field).toBe('realName');
    await setTxPwd(t.ctx, u.id);
    await fundWallet(t.ctx, u.id, 1000);
    expect(refusalOf(await t.api.wallet.spokespersonCashOut({ body: { amountFen: 200, txPwd: '123456' }, token: u.token })).code).toBe('SPOKESPERSON_NOT_BOUND');
    const info = okOf(await t.api.wallet.bindSpokesperson({ body: { realName: '张三' }, token: u.token }));
    expect(info).toMatchObject({ bound: true, realName: '张三', referredCount: 0, commissionFen: 0 });
    expect(info.shareUrl).toContain(`refereeIdEcr=${u.phoneIdEcr}`);
    expect(refusalOf(await t.api.wallet.bindSpokesperson({ body: { realName: '李四' }, token: u.token })).code).toBe('SPOKESPERSON_ALREADY');
    expect(okOf(await t.api.wallet.spokespersonCashOut({ body: { amountFen: 200, txPwd: '123456' }, token: u.token }))).toMatchObject({ amountFen: 200, state: 'pending' });
    expect(okOf(await t.api.wallet.findWalletIndex({ token: u.token }))).toMatchObject({ availableFen: 800, spokesperson: true });
    await balanced();
  });

  it('lists the users referred with what each earned the spokesperson', async () => {
    const s = await newUser(t.ctx);
    const a = await newUser(t.ctx, { name: '甲客户' });
    const b = await newUser(t.ctx, { name: '乙客户' });
    await t.ctx.db.user.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { refereeId: s.id } });
    const orderId = t.ctx.ids.id();
    await t.ctx.db.order.create({
      data: { id: orderId, orderNo: `S${Date.now()}${Math.floor(Math.random() * 1e6)}`, userId: a.id, line: 'vip', title: 'VIP', amountFen: 10_000, state: 'paid', expiresAt: t.clock.now() },
    });
    const income = await newFrozenIncome(t.ctx, s.id, (10_000 * LIMITS.money.spokespersonPercent) / 100, new Date(t.clock.now().getTime() + DAY), { orderId });
    // The list reads the referral policy's commission rows (issue 32), as the payment writes them.
    await t.ctx.db.referralCommission.create({
      data: {
        id: t.ctx.ids.id(),
        orderId,
        tier: 1,
        earnerId: s.id,
        role: 'spokesperson',
        buyerId: a.id,
        line: 'vip',
        orderFen: 10_000,
        percent: LIMITS.money.spokespersonPercent,
        amountFen: 2000,
        incomeId: income.id,
        createdAt: t.clock.now(),
      },
    });
    const list = okOf(await t.api.wallet.findSpokesmanList({ token: s.token }));
    expect(list.total).toBe(2);
    expect(Object.fromEntries(list.items.map((i) => [i.name, [i.earnedFen, i.paidAs]]))).toEqual({ 甲客户: [2000, 'spokesperson'], 乙客户: [0, null] });
    expect(okOf(await t.api.wallet.findSpokespersonInfo({ token: s.token }))).toMatchObject({ bound: false, referredCount: 2, commissionFen: 2000, frozenCommissionFen: 2000 });
  });
});
