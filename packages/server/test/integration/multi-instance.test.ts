import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { buildApp } from '../../src/app';
import { signVisitor } from '../../src/domains/card/card-visitor.rules';
import type { AppContext } from '../../src/context';
import { redisOf } from '../../src/core/redis';
import { copyBaseDatabase } from '../helpers/database';
import { startTestRedis } from '../helpers/redis';
import { newUserWithPassword } from '../helpers/accounts';

/**
 * Two server instances (two apps in this process, each listening on its own port, spoken to over HTTP) on ONE
 * database and ONE Redis (REDIS_URL): what one instance learns must hold on the other. The figures are printed for
 * the issue's closing note. MULTI_INSTANCE_NO_REDIS=1 runs the same test without Redis, to see what breaks then.
 */
const redis = await startTestRedis();
const withRedis = process.env.MULTI_INSTANCE_NO_REDIS !== '1';

interface Instance {
  ctx: AppContext;
  base: string;
  close(): Promise<void>;
}
const SHARED_SECRET = 'multi-instance-shared-secret';
let a: Instance;
let b: Instance;
let dist: string;

async function startInstance(databaseUrl: string): Promise<Instance> {
  const { app, ctx } = await buildApp({
    config: {
      databaseUrl,
      redisUrl: withRedis ? redis!.url : '',
      logLevel: process.env.TEST_LOG ?? 'silent',
      clientDist: dist,
      uploadDir: path.join(dist, 'uploads'),
      // Each call says who it is from in X-Forwarded-For (believed from 127.0.0.1 only), as behind a proxy.
      trustProxy: ['127.0.0.1'],
      // Instances share the secret that signs visitor cookies (a browser is one visitor on either, issue 31).
      uploadTokenSecret: SHARED_SECRET,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { ctx, base: `http://127.0.0.1:${port}`, close: () => app.close() };
}

beforeAll(async () => {
  if (!redis || !process.env.TEST_POSTGRES_URL) return;
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-instance-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>');
  // Whatever database the test helpers give (a SQLite copy, or a PostgreSQL database), shared by both instances.
  const databaseUrl = await copyBaseDatabase();
  [a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)]);
  if (withRedis) {
    // Both subscribed before anything is written (a real deployment drops everything on subscribing anyway).
    await Promise.all([a, b].map((i) => waitFor(() => (redisOf(i.ctx)?.subscriber.status === 'ready' ? true : null), 5000)));
  }
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

let addressSeq = 0;
const nextAddress = () => `10.77.${(++addressSeq >> 8) & 255}.${addressSeq & 255}`;

async function post(on: Instance, url: string, form: Record<string, string> = {}, token?: string) {
  const res = await fetch(`${on.base}${url}`, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-request-id': randomUUID().replace(/-/g, ''),
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: token } : {}),
    },
  });
  return (await res.json()) as { status: number; code: string; resultSets: Record<string, unknown> };
}
const page = async (on: Instance, phoneIdEcr: string) => (await fetch(`${on.base}/multipage/card/${phoneIdEcr}`, { headers: { 'x-forwarded-for': nextAddress() } })).text();

async function waitFor<T>(probe: () => Promise<T | null> | T | null, withinMs: number): Promise<{ value: T | null; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    const ms = performance.now() - started;
    if (value !== null || ms > withinMs) return { value, ms };
    await new Promise((r) => setTimeout(r, 10));
  }
}

// Several instances are a PostgreSQL deployment (decision 0015): two servers on one SQLite file contend for its one
// writer lock, and in busy fresh-clone runs 20 concurrent cleanups there timed out in SQLite's busy wait. npm test
// runs this file in its PostgreSQL layer.
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
if (!onPostgres) console.log('SKIPPED two-instance test on SQLite: several instances share a PostgreSQL database (run in the PostgreSQL layer)');

describe.skipIf(!redis || !onPostgres)('two server instances on one database and one Redis', () => {
  it('a session created through one instance works on the other, and a logout there ends it on the first', async () => {
    const me = await newUserWithPassword(a.ctx);
    const login = await post(a, '/acc/userLogin.xhtml', { phone: me.phone, password: me.password, agree: 'true' });
    expect(login.status).toBe(200);
    const token = login.resultSets.token as string;
    // Cached on A by its first use there, then ended through B: A must refuse it at once.
    expect((await post(a, '/acc/in2userMainUserInfo.xhtml', {}, token)).status).toBe(200);
    expect((await post(b, '/acc/in2userMainUserInfo.xhtml', {}, token)).status).toBe(200);
    expect((await post(b, '/acc/userLogout.xhtml', {}, token)).status).toBe(200);
    const refused = await waitFor(async () => ((await post(a, '/acc/in2userMainUserInfo.xhtml', {}, token)).code === 'LOGIN_TIMEOUT' ? true : null), 1000);
    console.log(`[multi-instance] session: created on A, works on B; logout on B refused on A after ${refused.ms.toFixed(0)} ms`);
    expect(refused.value).toBe(true);
  });

  it('a login lockout reached through one instance holds on the other', async () => {
    const me = await newUserWithPassword(a.ctx);
    for (let i = 0; i < LIMITS.auth.loginMaxFailures; i++) await post(a, '/acc/userLogin.xhtml', { phone: me.phone, password: `wrong${i}x`, agree: 'true' });
    const onB = await post(b, '/acc/userLogin.xhtml', { phone: me.phone, password: me.password, agree: 'true' });
    console.log(`[multi-instance] lockout: ${LIMITS.auth.loginMaxFailures} wrong passwords on A, right password on B answers ${onB.code}`);
    expect(onB.code).toBe('LOGIN_PASSWORD_LOCKED');
  });

  it("a card edit through one instance is visible on the other's public card call and page within one second", async () => {
    const me = await newUserWithPassword(a.ctx);
    const card = (on: Instance) => post(on, `/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`);
    // Both cached on B first (the call twice, the page twice), so only the shared feed can make B see the edit.
    for (let i = 0; i < 2; i++) {
      await card(b);
      await page(b, me.phoneIdEcr);
    }
    const name = `多实例${Date.now() % 10_000}`;
    expect((await post(a, '/acc/updateMpUserName.xhtml', { name }, me.token)).status).toBe(200);
    const call = await waitFor(async () => ((await card(b)).resultSets.name === name ? true : null), 1000);
    const shown = await waitFor(async () => ((await page(b, me.phoneIdEcr)).includes(name) ? true : null), 1000);
    console.log(`[multi-instance] card edit on A: visible on B's card call after ${call.ms.toFixed(0)} ms, on B's page after ${shown.ms.toFixed(0)} ms`);
    expect(call.value).toBe(true);
    expect(shown.value).toBe(true);
  });

  it('the cleanup daily limit holds across both under 20 concurrent calls: exactly the allowed number succeed', async () => {
    const me = await newUserWithPassword(a.ctx);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? a : b, '/acc/oneKeyCleanup.xhtml', {}, me.token)));
    const codes = answers.map((r) => (r.status === 200 ? 'ok' : r.code));
    const tally = Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length]));
    console.log(`[multi-instance] cleanup: 20 concurrent calls over A and B -> ${JSON.stringify(tally)} (limit ${LIMITS.usercentre.cleanupPerDay} a day)`);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(LIMITS.usercentre.cleanupPerDay);
    expect(codes.filter((c) => c === 'CLEANUP_LIMIT')).toHaveLength(20 - LIMITS.usercentre.cleanupPerDay);
    expect(await a.ctx.db.cleanup.count({ where: { userId: me.id } })).toBe(LIMITS.usercentre.cleanupPerDay);
  });

  it('visits answered by one instance are all in the rank read through the other at once, each written once', async () => {
    const owner = await newUserWithPassword(a.ctx);
    // Anonymous visitors, each a browser (its visitor cookie) from an address of its own; a third of them open the
    // card on B too (same visitor).
    const visitors = Array.from({ length: 30 }, (_, i) => ({ address: nextAddress(), cookie: `card_visitor=${signVisitor(SHARED_SECRET, `multiVisitor${String(i).padStart(10, '0')}`)}` }));
    const open = (on: Instance, v: { address: string; cookie: string }) =>
      fetch(`${on.base}/multipage/card/${owner.phoneIdEcr}`, { headers: { 'x-forwarded-for': v.address, cookie: v.cookie } }).then((r) => r.status);
    expect(await Promise.all(visitors.map((v) => open(a, v)))).toEqual(visitors.map(() => 200));
    expect(await Promise.all(visitors.slice(0, 10).map((v) => open(b, v)))).toEqual(visitors.slice(0, 10).map(() => 200));
    // At once, well within the batch interval: B's read flushes the shared queue (A's memory would still hold them).
    const started = performance.now();
    const rank = await post(b, '/fun/rank.xhtml', {}, owner.token);
    const ms = performance.now() - started;
    const rows = await b.ctx.db.cardVisit.findMany({ where: { ownerId: owner.id }, select: { visitorKey: true } });
    console.log(
      `[multi-instance] visits: 30 visitors on A (10 also on B), owner's rank through B at once shows ${String(rank.resultSets.visits)} (${ms.toFixed(0)} ms), ${rows.length} rows`,
    );
    expect(rank.status).toBe(200);
    expect(rank.resultSets.visits).toBe(visitors.length);
    expect(rows).toHaveLength(visitors.length);
    expect(new Set(rows.map((r) => r.visitorKey)).size).toBe(visitors.length);
  });

  it('a rate budget spent on one instance is spent on the other (the counters are in Redis)', async () => {
    const rule = { max: 3, windowMs: 60_000 };
    const key = `multi:${randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await (i % 2 ? a : b).ctx.limiter.take([{ key, rule }]));
    expect(answers.map((x) => x === null)).toEqual([true, true, true, false]);
  });
});
