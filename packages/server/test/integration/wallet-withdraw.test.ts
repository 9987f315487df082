import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { walletBalances } from '../../src/core/ledger';
import { walletJobs } from '../../src/domains/wallet';
import { withdrawService } from '../../src/domains/wallet/withdraw.service';
import type { PayoutProvider, TransferInput, TransferResult } from '../../src/providers/pay/types';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { walkWxSandbox } from '../helpers/wechat-sandbox';
import { bindWalletWechat, fundWallet, newUser, setTxPwd } from '../factories';

/** A payout provider the test steers: every transfer is PROCESSING until the test sets its final answer. */
function steeredPayout() {
  const answers = new Map<string, TransferResult>();
  const transfers: TransferInput[] = [];
  const provider: PayoutProvider = {
    name: 'sandbox',
    transfer: async (input) => {
      transfers.push(input);
      return answers.get(input.batchNo) ?? { state: 'PROCESSING', failReason: null };
    },
    queryTransfer: async (batchNo) => answers.get(batchNo) ?? (transfers.some((t) => t.batchNo === batchNo) ? { state: 'PROCESSING', failReason: null } : null),
  };
  return { provider, answers, transfers };
}

const M = LIMITS.money;
let t: TestApp;
const payout = steeredPayout();
beforeAll(async () => {
  t = await makeTestApp({ providers: { payout: payout.provider } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  payout.answers.clear();
});

async function walletUser(fen: number, opts: { bind?: boolean; pwd?: boolean } = {}) {
  const u = await newUser(t.ctx);
  if (fen) await fundWallet(t.ctx, u.id, fen);
  if (opts.pwd !== false) await setTxPwd(t.ctx, u.id);
  if (opts.bind !== false) await bindWalletWechat(t.ctx, u.id);
  return u;
}
const withdraw = (token: string, amountFen: number, txPwd = '123456') => t.api.wallet.withdraw({ body: { amountFen, txPwd }, token });
const available = async (userId: string) => (await walletBalances(t.ctx.db, userId)).available;
const balanced = () => expectBalancedLedger(t.ctx.db);

describe('withdraw', () => {
  it('refuses one fen under the minimum and takes exactly the minimum', async () => {
    const u = await walletUser(10_000);
    expect(refusalOf(await withdraw(u.token, M.withdrawMinFen - 1))).toMatchObject({ code: 'WITHDRAW_BELOW_MIN', field: 'amountFen' });
    const w = okOf(await withdraw(u.token, M.withdrawMinFen));
    expect(w).toMatchObject({ amountFen: M.withdrawMinFen, state: 'pending', finishedAt: null });
    expect(await available(u.id)).toBe(10_000 - M.withdrawMinFen);
    expect(okOf(await t.api.wallet.findWithdrawRecords({ token: u.token })).items.map((x) => x.id)).toEqual([w.id]);
    await balanced();
  });

  it('takes the daily maximum exactly, and refuses one fen more', async () => {
    const u = await walletUser(M.withdrawDailyMaxFen + 10_000);
    okOf(await withdraw(u.token, M.withdrawDailyMaxFen - 500));
    expect(refusalOf(await withdraw(u.token, 501))).toMatchObject({ code: 'WITHDRAW_DAILY_AMOUNT', field: 'amountFen' });
    okOf(await withdraw(u.token, 500));
    const info = okOf(await t.api.wallet.findWithdrawInfo({ token: u.token }));
    expect(info).toMatchObject({ todayFen: M.withdrawDailyMaxFen, todayCount: 2, minFen: M.withdrawMinFen, dailyMaxFen: M.withdrawDailyMaxFen });
    // The next China day starts a new budget.
    t.clock.advance(86_400_000);
    okOf(await withdraw(u.token, 500));
    await balanced();
  });

  it('allows the daily number of withdrawals and refuses one more', async () => {
    const u = await walletUser(100_000);
    for (let i = 0; i < M.withdrawDailyCount; i++) okOf(await withdraw(u.token, M.withdrawMinFen));
    expect(refusalOf(await withdraw(u.token, M.withdrawMinFen)).code).toBe('WITHDRAW_DAILY_COUNT');
    t.clock.advance(86_400_000);
  });

  it('answers each wrong password with the tries left, counting down to the lock, then the unlock time, writing nothing', async () => {
    const u = await walletUser(1000);
    const max = LIMITS.security.txPwdMaxFailures;
    // The shared payment sheet shows data.failuresLeft as 还可尝试N次: one fewer after each miss, the last miss locks.
    for (let left = max - 1; left >= 1; left--) {
      expect(refusalOf(await withdraw(u.token, 500, '654321'))).toMatchObject({ code: 'TX_PWD_WRONG', field: 'txPwd', data: { failuresLeft: left } });
    }
    const until = new Date(t.ctx.clock.now().getTime() + LIMITS.security.txPwdLockHours * 3600_000).toISOString();
    expect(refusalOf(await withdraw(u.token, 500, '654321'))).toMatchObject({ code: 'LOCKED', field: 'txPwd', data: { lockedUntil: until } });
    // Under the lock even the right password is refused with the same unlock time, unchecked.
    expect(refusalOf(await withdraw(u.token, 500))).toMatchObject({ code: 'LOCKED', data: { lockedUntil: until } });
    expect(await available(u.id)).toBe(1000);
    expect(okOf(await t.api.wallet.findWithdrawRecords({ token: u.token })).items).toEqual([]);
    await balanced();
  });

  it('refuses more than the balance, a wrong password, no password and no bound WeChat, writing nothing', async () => {
    const u = await walletUser(1000);
    expect(refusalOf(await withdraw(u.token, 1001)).code).toBe('INSUFFICIENT_BALANCE');
    expect(refusalOf(await withdraw(u.token, 500, '654321'))).toMatchObject({ code: 'TX_PWD_WRONG', field: 'txPwd' });
    expect(refusalOf(await withdraw(u.token, 500, '12345'))).toMatchObject({ field: 'txPwd' });
    expect(refusalOf(await withdraw((await walletUser(1000, { pwd: false })).token, 500)).code).toBe('TX_PWD_NOT_SET');
    expect(refusalOf(await withdraw((await walletUser(1000, { bind: false })).token, 500)).code).toBe('WALLET_WECHAT_NOT_BOUND');
    expect(refusalOf(await withdraw(u.token, 0))).toMatchObject({ field: 'amountFen' });
    expect(await available(u.id)).toBe(1000);
    expect(okOf(await t.api.wallet.findWithdrawRecords({ token: u.token })).total).toBe(0);
  });

  it('answers a repeated request once (idempotent)', async () => {
    const u = await walletUser(1000);
    const a = okOf(await t.api.wallet.withdraw({ body: { amountFen: 300, txPwd: '123456' }, token: u.token, requestId: 'wd-repeat-0001' }));
    const b = okOf(await t.api.wallet.withdraw({ body: { amountFen: 300, txPwd: '123456' }, token: u.token, requestId: 'wd-repeat-0001' }));
    expect(b.id).toBe(a.id);
    expect(await available(u.id)).toBe(700);
  });

  it('30 simultaneous withdrawals over a balance for 10: exactly 10, never negative, each once, books balanced', async () => {
    // The burst goes straight to the withdrawal's transaction (withdrawService.request), past the password check:
    // the transaction password's gate holds at most LIMITS.security.txPwdMaxFailures checks at once and makes
    // the others wait, so this is the race of the limits and the ledger alone. The next test goes through HTTP.
    const u = await walletUser(10 * 200);
    const svc = withdrawService(t.ctx);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => svc.request(u.id, { openId: 'oBurst', amountFen: 200, memo: 'wallet' })));
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    const codes = new Set(outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : [])));
    expect(done.length).toBe(10);
    // The balance and the daily number both allow 10: whichever check a loser meets first refuses it.
    expect([...codes].every((c) => c === 'INSUFFICIENT_BALANCE' || c === 'WITHDRAW_DAILY_COUNT')).toBe(true);
    expect(await t.ctx.db.withdrawal.count({ where: { userId: u.id } })).toBe(10);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'withdraw.request', refId: { in: done.map((d) => (d as PromiseFulfilledResult<{ id: string }>).value.id) } } })).toBe(10);
    expect(await available(u.id)).toBe(0);
    await balanced();
    t.clock.advance(86_400_000);
  }, 60_000);

  it('30 simultaneous withdrawals through HTTP: never more than the balance, books balanced', async () => {
    const u = await walletUser(10 * 200);
    const answers = await Promise.all(Array.from({ length: 30 }, () => withdraw(u.token, 200)));
    const done = answers.filter((r) => (r.body as { status: number }).status === 200);
    const codes = new Set(answers.filter((r) => !done.includes(r)).map((r) => refusalOf(r).code));
    console.log(`30 concurrent withdrawals through HTTP: ${done.length} done, refused: ${[...codes].join(', ')}`);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThanOrEqual(10);
    expect(await t.ctx.db.withdrawal.count({ where: { userId: u.id } })).toBe(done.length);
    expect(await available(u.id)).toBe(2000 - 200 * done.length);
    await balanced();
    t.clock.advance(86_400_000);
  }, 60_000);
});

describe('payouts', () => {
  const followPayouts = () =>
    walletJobs(t.ctx)
      .find((j) => j.name === 'wallet.followPayouts')!
      .run();

  it('a paid transfer settles once, however often the job runs', async () => {
    const u = await walletUser(1000);
    const w = okOf(await withdraw(u.token, 400));
    const batchNo = payout.transfers.at(-1)!.batchNo;
    expect(batchNo).toMatch(/^[0-9a-f]{32}$/);
    await followPayouts();
    expect((await t.ctx.db.withdrawal.findUniqueOrThrow({ where: { id: w.id } })).state).toBe('pending');
    payout.answers.set(batchNo, { state: 'SUCCESS', failReason: null });
    await Promise.all([followPayouts(), followPayouts()]);
    await followPayouts();
    const row = await t.ctx.db.withdrawal.findUniqueOrThrow({ where: { id: w.id } });
    expect(row.state).toBe('succeeded');
    expect(await t.ctx.db.ledgerJournal.count({ where: { refId: w.id } })).toBe(2); // request + paid
    expect(await available(u.id)).toBe(600);
    expect(okOf(await t.api.wallet.findWalletIndex({ token: u.token })).withdrawnFen).toBe(400);
    await balanced();
  });

  it('a failed transfer returns the money once and tells the user', async () => {
    const u = await walletUser(1000);
    const w = okOf(await withdraw(u.token, 400));
    payout.answers.set(payout.transfers.at(-1)!.batchNo, { state: 'FAIL', failReason: 'NAME_MISMATCH' });
    await Promise.all([followPayouts(), followPayouts()]);
    const row = await t.ctx.db.withdrawal.findUniqueOrThrow({ where: { id: w.id } });
    expect(row).toMatchObject({ state: 'failed', failReason: 'NAME_MISMATCH' });
    expect(await available(u.id)).toBe(1000);
    expect(await t.ctx.db.message.count({ where: { userId: u.id, title: '提现失败', subjectType: 'wallet' } })).toBe(1);
    // A failed withdrawal gives its place in the daily budget back.
    expect(okOf(await t.api.wallet.findWithdrawInfo({ token: u.token })).todayCount).toBe(0);
    await balanced();
  });

  it('an immediate final answer from the provider settles at once', async () => {
    const u = await walletUser(1000);
    const realTransfer = payout.provider.transfer;
    payout.provider.transfer = async () => ({ state: 'SUCCESS', failReason: null });
    try {
      expect(okOf(await withdraw(u.token, 300)).state).toBe('succeeded');
    } finally {
      payout.provider.transfer = realTransfer;
    }
    await balanced();
  });
});

describe('withdrawal WeChat', () => {
  /** The authorization address (with the state issued to this user) walked through the WeChat sandbox (允许). */
  const authorize = async (token: string) => {
    const { url } = okOf(await t.api.security.findWxAuthorizationUrl({ body: { redirectUri: 'http://localhost:3000/multipage/cpl/bindWechat' }, token }));
    const back = await walkWxSandbox(t.app, url);
    return { code: back.code!, state: back.state!, person: back.person };
  };

  it('binds from an OAuth code, finds it, and refuses to unbind while a withdrawal is pending', async () => {
    const u = await walletUser(1000, { bind: false });
    expect(okOf(await t.api.wallet.findBindWechat({ token: u.token }))).toBeNull();
    const { person, ...auth } = await authorize(u.token);
    const b = okOf(await t.api.wallet.bindWechat({ body: auth, token: u.token }));
    // The name the user agreed to share (snsapi_userinfo), as the sandbox WeChat gives it for this person.
    expect(b.nickname).toBe(`微信用户${person.slice(0, 4)}`);
    // The withdrawal WeChat is also the account's, so paying inside WeChat needs no second binding (issue 29).
    expect(okOf(await t.api.security.getLoginUserBindWxOpenId({ body: {}, token: u.token })).bound).toBe(true);
    expect(okOf(await t.api.wallet.findBindWechat({ token: u.token }))).toEqual(b);
    expect(refusalOf(await t.api.wallet.bindWechat({ body: { code: '', state: auth.state }, token: u.token })).field).toBe('code');
    okOf(await withdraw(u.token, 200));
    expect(refusalOf(await t.api.wallet.unbindWechat({ token: u.token })).code).toBe('WALLET_UNBIND_PENDING');
    const other = await walletUser(0);
    expect(okOf(await t.api.wallet.unbindWechat({ token: other.token }))).toBeNull();
    expect(okOf(await t.api.wallet.findBindWechat({ token: other.token }))).toBeNull();
  });

  it('binds only with the state issued to the same user, once: an attacker cannot plant their WeChat on a wallet', async () => {
    const victim = await walletUser(0, { bind: false });
    const attacker = await walletUser(0, { bind: false });
    const attackers = await authorize(attacker.token);
    expect(refusalOf(await t.api.wallet.bindWechat({ body: attackers, token: victim.token }))).toMatchObject({ code: 'WX_AUTH_EXPIRED', field: 'state' });
    expect(refusalOf(await t.api.wallet.bindWechat({ body: { code: 'local-forged', state: 'madeUpState123' }, token: victim.token }))).toMatchObject({
      code: 'WX_AUTH_EXPIRED',
      field: 'state',
    });
    expect(okOf(await t.api.wallet.findBindWechat({ token: victim.token }))).toBeNull();
    const own = await authorize(victim.token);
    okOf(await t.api.wallet.bindWechat({ body: own, token: victim.token }));
    expect(refusalOf(await t.api.wallet.bindWechat({ body: own, token: victim.token })).code).toBe('WX_AUTH_EXPIRED');
  });

  it('every wallet call needs a session', async () => {
    expect((await t.api.wallet.findWalletIndex({})).body).toMatchObject({ status: 302 });
    expect((await t.api.wallet.withdraw({ body: { amountFen: 100, txPwd: '123456' } })).body).toMatchObject({ status: 302 });
  });
});
