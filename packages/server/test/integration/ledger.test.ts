import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { checkLedger, ledgerIsBalanced, PLATFORM_ACCOUNTS, postJournal, userAccount, walletBalances } from '../../src/core/ledger';
import { DEMO_USER, seedDemo } from '../../src/seed';
import { newUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { ledgerCheckArgs } from '../helpers/server-process';

/**
 * The ledger against a real database (both engines): journals move balances in their transaction, a reference is
 * journalled once, concurrent spends never take a wallet below zero, and the whole-ledger check (function and
 * `npm run ledger:check` script) passes balanced books and catches a balance changed without its journal.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const fund = (userId: string, fen: number, refId: string) =>
  t.ctx.db.$transaction((tx) =>
    postJournal(tx, t.ctx.ids, t.ctx.clock.now(), {
      kind: 'test.fund',
      refId,
      postings: [
        { account: PLATFORM_ACCOUNTS.adjustment, amountFen: -fen },
        { account: userAccount(userId, 'available'), amountFen: fen },
      ],
    }),
  );
const spend = (userId: string, fen: number, refId: string) =>
  t.ctx.db.$transaction((tx) =>
    postJournal(tx, t.ctx.ids, t.ctx.clock.now(), {
      kind: 'test.spend',
      refId,
      postings: [
        { account: userAccount(userId, 'available'), amountFen: -fen },
        { account: PLATFORM_ACCOUNTS.revenue, amountFen: fen },
      ],
    }),
  );
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );

describe('journals', () => {
  it('moves both sides in one transaction and journals a reference once', async () => {
    const u = await newUser(t.ctx);
    expect(await fund(u.id, 1000, `f-${u.id}`)).toMatchObject({ posted: true });
    expect(await fund(u.id, 1000, `f-${u.id}`)).toEqual({ posted: false, reason: 'duplicate' });
    expect(await walletBalances(t.ctx.db, u.id)).toEqual({ available: 1000, frozen: 0 });
    const postings = await t.ctx.db.ledgerPosting.findMany({ where: { userId: u.id } });
    expect(postings.map((p) => p.amountFen)).toEqual([1000]);
  });

  it('refuses a spend past the balance, and the failed journal leaves no trace', async () => {
    const u = await newUser(t.ctx);
    await fund(u.id, 500, `f-${u.id}`);
    expect(await codeOf(spend(u.id, 501, `s-${u.id}`))).toBe('INSUFFICIENT_BALANCE');
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'test.spend', refId: `s-${u.id}` } })).toBe(0);
    expect(await codeOf(spend(u.id, 500, `s-${u.id}`))).toBe('ok');
    expect(await walletBalances(t.ctx.db, u.id)).toEqual({ available: 0, frozen: 0 });
  });

  it('lets exactly as many concurrent spends through as the balance covers', async () => {
    const u = await newUser(t.ctx);
    await fund(u.id, 1000, `f-${u.id}`);
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => codeOf(spend(u.id, 100, `c-${u.id}-${i}`))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await walletBalances(t.ctx.db, u.id)).toEqual({ available: 0, frozen: 0 });
    expect(ledgerIsBalanced(await checkLedger(t.ctx.db))).toBe(true);
  }, 60_000);
});

describe('the demo data', () => {
  it('gives the demo user an opening balance through the ledger, once however often it is seeded', async () => {
    const id = await seedDemo(t.ctx.db);
    await seedDemo(t.ctx.db);
    expect(await walletBalances(t.ctx.db, id)).toEqual({ available: DEMO_USER.walletFen, frozen: 0 });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id } })).goldenKeys).toBe(DEMO_USER.goldenKeys);
    expect(ledgerIsBalanced(await checkLedger(t.ctx.db))).toBe(true);
  });
});

describe('the whole-ledger check', () => {
  const script = () =>
    spawnSync(process.execPath, ledgerCheckArgs(), {
      cwd: path.join(repoRoot, 'packages/server'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: t.ctx.config.databaseUrl },
    });

  it('passes balanced books and fails when a balance is changed without a journal', async () => {
    const good = script();
    expect(good.stdout).toContain('ledger balanced');
    expect(good.status).toBe(0);

    const u = await newUser(t.ctx);
    await fund(u.id, 300, `f-${u.id}`);
    await t.ctx.db.ledgerAccount.update({ where: { id: userAccount(u.id, 'available') }, data: { balanceFen: 400n } });
    const problems = await checkLedger(t.ctx.db);
    expect(problems.balanceMismatches).toEqual([{ accountId: userAccount(u.id, 'available'), balanceFen: '400', postingsFen: '300' }]);
    const bad = script();
    expect(bad.stdout).toContain('LEDGER NOT BALANCED');
    expect(bad.status).toBe(1);
    // Put it back: later files' checks share nothing with this database, but keep the file honest end to end.
    await t.ctx.db.ledgerAccount.update({ where: { id: userAccount(u.id, 'available') }, data: { balanceFen: 300n } });
    expect(ledgerIsBalanced(await checkLedger(t.ctx.db))).toBe(true);
  }, 60_000);
});
