import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, type OrderLine } from '@card/contract';
import { AREAS } from '../../src/areas';
import { orderLineRegistry } from '../../src/core/orders';
import { applyPaid, createOrder } from '../../src/domains/orders';
import { seedDemo } from '../../src/seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser } from '../factories';
import { DUMMY_LINE, dummyArea, type DummyJournal } from '../fixtures/dummy-area';

/**
 * Areas plug in with one line (issue 33): a made-up area added to the list of areas (test/fixtures/dummy-area.ts)
 * gets its contract routes mounted, its HTTP routes, start hook, jobs, account-opened hook, order line, seed and close
 * hook run, with nothing else edited. An app built without it knows none of it.
 */
const journal: DummyJournal = { events: [], paidOrders: [], openedAccounts: [] };
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  // housekeeping on: the scheduled jobs start as in production (they are off in tests by default).
  t = await makeTestApp({ extraAreas: [dummyArea(journal)], config: { housekeeping: true } });
  plain = await makeTestApp();
}, 60_000);
afterAll(async () => {
  await plain.close();
});

describe('the list of areas', () => {
  it('has one area per contract router, each once', () => {
    const names = AREAS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(contract).sort());
    expect(AREAS.every((a) => a.routes?.contract === contract[a.name])).toBe(true);
  });
  it('refuses a line two areas both claim', () => {
    const line = { onPaid: async () => ({}), onRefunded: async () => {} };
    expect(() => orderLineRegistry([{ a: line }, { a: line }])).toThrow(/order line a registered twice/);
  });
});

describe('a new area added to the list', () => {
  it('mounts its contract routes (guard and envelope included) and its HTTP routes', async () => {
    const ping = await t.post('/dummy/ping.xhtml');
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toMatchObject({ status: 200, resultSets: { pong: true } });
    expect((await t.get('/dummy/hello')).json()).toEqual({ hello: 'dummy' });
    expect((await plain.post('/dummy/ping.xhtml')).statusCode).toBe(404);
    expect((await plain.get('/dummy/hello')).statusCode).toBe(404);
  });

  it('ran its start hook at build and starts its jobs with the others', async () => {
    expect(journal.events).toContain('start');
    await vi.waitFor(() => expect(journal.events).toContain('job'), { timeout: 10_000 });
  });

  it('runs its hook inside an account opening', async () => {
    await t.register('13900001111');
    const user = await t.ctx.db.user.findFirstOrThrow({ where: { phone: '13900001111' }, select: { id: true } });
    expect(journal.openedAccounts).toEqual([user.id]);
  });

  it('hands its order line to the order core: an order of the line is created and paid through its handler', async () => {
    // The product's lines are the contract's ORDER_LINES union; a test area's line is not one of them, so it is cast.
    const line = DUMMY_LINE as string as OrderLine;
    const buyer = await newUser(t.ctx);
    const order = await createOrder(t.ctx, buyer.id, { line, planCode: null, title: 'dummy', amountFen: 100, terms: {} });
    const paid = await t.ctx.db.$transaction((tx) => applyPaid(t.ctx, tx, order, { method: 'wxpay', transactionId: 'wx-dummy-1' }, t.clock.now()));
    expect(paid).toBe(true);
    expect(journal.paidOrders).toEqual([order.id]);
    const other = await newUser(plain.ctx);
    await expect(createOrder(plain.ctx, other.id, { line, planCode: null, title: 'dummy', amountFen: 100, terms: {} })).rejects.toThrow(/no handler for order line dummyLine/);
  });

  it('runs its seed through the list: catalogues before the demo user exists, demo data after', async () => {
    const seeded: DummyJournal = { events: [], paidOrders: [], openedAccounts: [] };
    await seedDemo(t.ctx.db, undefined, [dummyArea(seeded)]);
    expect(seeded.events).toEqual(['seed.platform:0', 'seed.demo:1']);
  });

  it('runs its close hook when the app closes', async () => {
    expect(journal.events).not.toContain('close');
    await t.close();
    expect(journal.events).toContain('close');
  });
});
