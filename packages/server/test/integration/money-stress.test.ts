import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalances } from '../../src/core/ledger';
import { createDb, type Db } from '../../src/db';
import { systemClock } from '../../src/lib/clock';
import { randomIds } from '../../src/lib/ids';
import { fundWallet, giveKeys, newOrder, newUser, setTxPwd, type FactoryUser } from '../factories';
import { copyBaseDatabase } from '../helpers/database';
import { expectBalancedLedger } from '../helpers/ledger';
import { startServerProcess } from '../helpers/server-process';
import { walkWxSandboxHttp } from '../helpers/wechat-sandbox';
import { formPost } from '../helpers/form-post';

/**
 * Money under pressure, against the real server process (both engines): many simultaneous conflicting payments,
 * refunds, withdrawals and key transfers; afterwards no balance is negative, nothing happened twice and the ledger
 * check passes. Then a `kill -9` in the middle of a payment burst: every payment the server acknowledged is in the
 * database with its journal, the ledger balances, and after a restart the unacknowledged ones can be retried with
 * their request ids without paying anything twice. Traffic goes to 127.0.0.1 only and is bounded.
 */
const TX_PWD = '246810';
let url: string;
let db: Db;
let server: ReturnType<typeof startServerProcess>;
let base: string;
const ctx = () => ({ db, clock: systemClock, ids: randomIds });

beforeAll(async () => {
  url = copyBaseDatabase();
  db = createDb(url);
  server = startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'info' });
  base = await server.baseUrl(120_000);
}, 150_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await db?.$disconnect();
});

/** A form POST as the app sends it, with the request id idempotent calls need; answers the envelope. */
const call = (path: string, form: Record<string, string | number>, token: string, requestId = randomUUID().replace(/-/g, '')) =>
  formPost(base, path, form, { authorization: token, 'x-request-id': requestId });

async function payer(fen: number, opts: Parameters<typeof newUser>[1] = {}) {
  const u = await newUser(ctx(), opts);
  await setTxPwd(ctx(), u.id, TX_PWD);
  if (fen > 0) await fundWallet(ctx(), u.id, fen);
  return u;
}

let vipPlan: { code: string; priceFen: number };
async function vipOrder(u: FactoryUser) {
  if (!vipPlan) {
    const plans = (await call('/vip/V0/getPlansList.xhtml', {}, u.token)).resultSets.plans as { code: string; priceFen: number; years: number }[];
    vipPlan = plans.find((p) => p.years === 1)!;
  }
  const res = await call('/register/renewUser.xhtml', { planCode: vipPlan.code }, u.token);
  expect(res.status, JSON.stringify(res)).toBe(200);
  return res.resultSets as { id: string; amountFen: number };
}
const payWithWallet = (u: FactoryUser, order: { id: string; amountFen: number }, requestId?: string) =>
  call('/vip/mpWalletOpenVIP.xhtml', { orderId: order.id, amountFen: order.amountFen, txPwd: TX_PWD }, u.token, requestId);

const journals = (kind: string, refIds: string[]) => db.ledgerJournal.count({ where: { kind, refId: { in: refIds } } });
const expectBalancedBooks = () => expectBalancedLedger(db);

describe('simultaneous conflicting requests', () => {
  it('pays each order once and never past the balance: 4 orders, 5 tries each at once, money for 2', async () => {
    const u = await payer(0);
    // Four different open orders (taps on one plan would share one: issue 32), written as a plan order is.
    const orders = [await newOrder(ctx(), u), await newOrder(ctx(), u), await newOrder(ctx(), u), await newOrder(ctx(), u)];
    const price = orders[0]!.amountFen;
    await fundWallet(ctx(), u.id, 2 * price + 50);
    const answers = await Promise.all(orders.flatMap((o) => Array.from({ length: 5 }, () => payWithWallet(u, o))));
    // A second payment of a paid order is refused as already paid, never charged.
    expect(
      answers.every((a) => a.status === 200 || a.code === 'INSUFFICIENT_BALANCE' || a.code === 'ORDER_ALREADY_PAID'),
      JSON.stringify(answers),
    ).toBe(true);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const paid = await db.order.findMany({ where: { id: { in: orders.map((o) => o.id) }, state: 'paid' } });
    expect(paid).toHaveLength(2);
    expect(
      await journals(
        'order.pay',
        orders.map((o) => o.id),
      ),
    ).toBe(2);
    expect(await walletBalances(db, u.id)).toEqual({ available: 50, frozen: 0 });
    await expectBalancedBooks();
  }, 120_000);

  it('refunds a wallet-paid order once, however many requests and approvals arrive together', async () => {
    const u = await payer(0);
    const order = await vipOrder(u);
    await fundWallet(ctx(), u.id, order.amountFen);
    expect((await payWithWallet(u, order)).status).toBe(200);
    const asks = await Promise.all(Array.from({ length: 10 }, () => call('/vip/applyRefundVipOrder.xhtml', { orderId: order.id, reason: '不想要了' }, u.token)));
    expect(asks.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    const requests = await db.refundRequest.findMany({ where: { orderId: order.id } });
    expect(requests).toHaveLength(1);
    const agent = await newUser(ctx(), { roles: ['customerService'] });
    const approvals = await Promise.all(Array.from({ length: 5 }, () => call('/vip/markVipOrderRefundSuccess.xhtml', { refundId: requests[0]!.id }, agent.token)));
    expect(
      approvals.some((a) => a.status === 200),
      JSON.stringify(approvals),
    ).toBe(true);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).state).toBe('refunded');
    expect(await journals('order.refund', [order.id])).toBe(1);
    expect(await walletBalances(db, u.id)).toEqual({ available: order.amountFen, frozen: 0 });
    await expectBalancedBooks();
  }, 120_000);

  it('lets 10 of 30 simultaneous withdrawals through when the balance covers 10', async () => {
    const u = await payer(10 * 1000);
    const auth = await walkWxSandboxHttp(base, (await call('/acc/0/findWxAuthorizationUrl.xhtml', { redirectUri: `${base}/multipage/cpl/bindWechat` }, u.token)).resultSets.url);
    const bound = await call('/cpl/bindWechat.xhtml', { code: auth.code!, state: auth.state! }, u.token);
    expect(bound.status, JSON.stringify(bound)).toBe(200);
    const answers = await Promise.all(Array.from({ length: 30 }, () => call('/cpl/withdraw.xhtml', { amountFen: 1000, txPwd: TX_PWD }, u.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    // The balance and the daily count (10) run out together: either refusal is right, nothing else is.
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.code === 'INSUFFICIENT_BALANCE' || a.code === 'WITHDRAW_DAILY_COUNT'),
      JSON.stringify(answers.filter((a) => a.status !== 200)),
    ).toBe(true);
    expect(await db.withdrawal.count({ where: { userId: u.id } })).toBe(10);
    expect((await walletBalances(db, u.id)).available).toBe(0);
    await expectBalancedBooks();
  }, 120_000);

  it('transfers 5 of 20 simultaneous one-key transfers when the sender holds 5 keys', async () => {
    const from = await payer(0);
    const to = await payer(0);
    const before = (await db.user.findUniqueOrThrow({ where: { id: to.id } })).goldenKeys;
    await giveKeys(ctx(), from.id, 5);
    const start = (await db.user.findUniqueOrThrow({ where: { id: from.id } })).goldenKeys;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('/key/transferGoldenKey.xhtml', { toPhoneIdEcr: to.phoneIdEcr, count: 1, txPwd: TX_PWD }, from.token)));
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBe(start);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.code === 'GOLDEN_KEYS_NOT_ENOUGH'),
      JSON.stringify(answers.filter((a) => a.status !== 200)),
    ).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: from.id } })).goldenKeys).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: to.id } })).goldenKeys).toBe(before + start);
  }, 120_000);
});

describe('kill -9 in the middle of a payment burst', () => {
  it('loses no acknowledged payment, leaves the ledger balanced, and pays nothing twice on retry', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => payer(0)));
    const work: { u: FactoryUser; order: { id: string; amountFen: number }; requestId: string; acked: boolean }[] = [];
    // Ten different open orders each: the first through the app's call, the others written directly (taps on one
    // plan share one open order since issue 32).
    for (const u of users) {
      work.push({ u, order: await vipOrder(u), requestId: randomUUID().replace(/-/g, ''), acked: false });
      for (let i = 1; i < 10; i++) work.push({ u, order: await newOrder(ctx(), u), requestId: randomUUID().replace(/-/g, ''), acked: false });
    }
    const price = work[0]!.order.amountFen;
    for (const u of users) await fundWallet(ctx(), u.id, 10 * price);
    // Eight payments in flight at a time; the server is killed once a third of them are acknowledged.
    let next = 0;
    let acked = 0;
    let killed = false;
    const worker = async () => {
      while (next < work.length && !killed) {
        const w = work[next++]!;
        try {
          const res = await payWithWallet(w.u, w.order, w.requestId);
          if (res.status === 200 && res.resultSets?.state === 'paid') {
            w.acked = true;
            acked++;
          }
        } catch {
          /* the connection died with the server */
        }
        if (acked >= work.length / 3 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await server.exited;
    expect(killed).toBe(true);

    const ackedIds = work.filter((w) => w.acked).map((w) => w.order.id);
    expect(ackedIds.length).toBeGreaterThanOrEqual(work.length / 3);
    const paidRows = await db.order.findMany({ where: { id: { in: ackedIds } }, select: { state: true } });
    expect(paidRows.every((o) => o.state === 'paid')).toBe(true);
    expect(await journals('order.pay', ackedIds)).toBe(ackedIds.length);
    await expectBalancedBooks();

    // A fresh server; every payment retried with its own request id: each order ends paid exactly once. The requests
    // in flight at the kill left their claims pending; a one-second lease lets their repeats run at once.
    server = startServerProcess({ DATABASE_URL: url, LOG_LEVEL: 'info', IDEMPOTENCY_LEASE_SECONDS: '1' });
    base = await server.baseUrl(120_000);
    for (const w of work) {
      const res = await payWithWallet(w.u, w.order, w.requestId);
      // Acknowledged ones replay their answer; one that committed without answering is refused as already paid.
      expect(res.status === 200 || res.code === 'ORDER_ALREADY_PAID', JSON.stringify(res)).toBe(true);
      if (w.acked) expect(res.status).toBe(200);
    }
    const ids = work.map((w) => w.order.id);
    expect(await journals('order.pay', ids)).toBe(work.length);
    for (const u of users) expect(await walletBalances(db, u.id)).toEqual({ available: 0, frozen: 0 });
    await expectBalancedBooks();
  }, 240_000);
});
