import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type Db } from '../../src/db';
import { systemClock } from '../../src/lib/clock';
import { randomIds } from '../../src/lib/ids';
import { fundWallet, newUser, setTxPwd, type FactoryUser } from '../factories';
import { copyBaseDatabase } from '../helpers/database';
import { expectBalancedLedger } from '../helpers/ledger';
import { startServerProcess } from '../helpers/server-process';
import { formPost } from '../helpers/form-post';

/**
 * Issue 30: a `kill -9` in the middle of a burst of card visits and wallet payments. After a restart nothing the
 * server acknowledged is missing: every visitor whose card page was answered is a visit row (the visits waiting to be
 * written were on disk, lib/write-behind-spool.ts), every acknowledged payment is paid with its journal, and the
 * ledger balances. Both engines; traffic to 127.0.0.1 only, bounded.
 */
const TX_PWD = '135790';
let url: string;
let db: Db;
const env = () => ({ DATABASE_URL: url, TRUST_PROXY: '127.0.0.1' });
const ctx = () => ({ db, clock: systemClock, ids: randomIds });
let server: ReturnType<typeof startServerProcess>;

beforeAll(() => {
  url = copyBaseDatabase();
  db = createDb(url);
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await db?.$disconnect();
});

describe('kill -9 during a burst of visits and payments', () => {
  it('keeps every acknowledged visit and payment after a restart, with the ledger balanced', async () => {
    const owner = await newUser(ctx());
    const payers: FactoryUser[] = [];
    for (let i = 0; i < 4; i++) {
      const u = await newUser(ctx());
      await setTxPwd(ctx(), u.id, TX_PWD);
      await fundWallet(ctx(), u.id, 1_000_000);
      payers.push(u);
    }
    server = startServerProcess(env());
    let base = await server.baseUrl(120_000);
    const plans = (await formPost(base, '/vip/V0/getPlansList.xhtml', {}, { authorization: payers[0]!.token })).resultSets.plans as { code: string; years: number }[];
    const plan = plans.find((p) => p.years === 1)!.code;
    const orders: { u: FactoryUser; id: string; amountFen: number }[] = [];
    for (const u of payers)
      for (let i = 0; i < 2; i++) {
        const o = await formPost(base, '/register/renewUser.xhtml', { planCode: plan }, { authorization: u.token });
        expect(o.status, JSON.stringify(o)).toBe(200);
        orders.push({ u, id: o.resultSets.id as string, amountFen: o.resultSets.amountFen as number });
      }

    let visitor = 0;
    const ackedVisits: string[] = [];
    const ackedPayments: string[] = [];
    let sentVisits = 0;
    let killed = false;
    const visits = async () => {
      while (!killed) {
        const address = `10.40.${(visitor >> 8) & 255}.${visitor++ & 255}`;
        sentVisits++;
        const a = await formPost(base, `/acc/${owner.phoneIdEcr}/findMpBasicById.xhtml`, {}, { 'x-forwarded-for': address }).catch(() => null);
        if (a?.status === 200) ackedVisits.push(address);
        // Killed after a good share of visits is answered (many of them still waiting to be written).
        if (ackedVisits.length >= 100 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    const payments = async () => {
      for (const o of orders) {
        if (killed) return;
        const a = await formPost(base, '/vip/mpWalletOpenVIP.xhtml', { orderId: o.id, amountFen: o.amountFen, txPwd: TX_PWD }, { authorization: o.u.token }).catch(() => null);
        if (a?.status === 200) ackedPayments.push(o.id);
      }
    };
    await Promise.all([visits(), visits(), visits(), payments()]);
    await server.exited;
    expect(ackedVisits.length).toBeGreaterThanOrEqual(100);

    server = startServerProcess(env());
    base = await server.baseUrl(120_000);
    // Every answered visitor is a row once the restarted server wrote what the killed one left.
    await vi.waitFor(
      async () => {
        const rows = await db.cardVisit.count({ where: { ownerId: owner.id } });
        expect(rows).toBeGreaterThanOrEqual(ackedVisits.length);
        expect(rows).toBeLessThanOrEqual(sentVisits); // and no visitor counted twice
      },
      { timeout: 20_000, interval: 250 },
    );
    const keys = (await db.cardVisit.findMany({ where: { ownerId: owner.id }, select: { visitorKey: true } })).map((v) => v.visitorKey);
    expect(new Set(keys).size).toBe(keys.length);

    const paid = await db.order.findMany({ where: { id: { in: ackedPayments } }, select: { state: true, paidAt: true } });
    expect(
      paid.every((o) => o.paidAt !== null),
      JSON.stringify(paid),
    ).toBe(true);
    expect(paid).toHaveLength(ackedPayments.length);
    await expectBalancedLedger(db);
  }, 300_000);
});
