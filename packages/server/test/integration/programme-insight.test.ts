import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { addCircleMember, newCardVisit, newCircle, newDecidedExchange, newMicroPage, newMicroVideo, newSession, newUser, newVisitEvent, type FactoryUser } from '../factories';

/**
 * The annual report and module 45's analysis (issue 18, insight part) on a real database: visits, exchanges,
 * circles, videos and pages made at known instants around Beijing month, day and year boundaries, and the exact
 * figures the calls answer; share links read without a session and holding no private field.
 */
let t: TestApp;
let owner: FactoryUser;
let alice: FactoryUser;
let bob: FactoryUser;
const at = (iso: string) => new Date(iso);
const api = () => t.api.programme;
const report = (u: FactoryUser, year?: number) => api().findAnnualReport({ token: u.token, body: (year ? { year } : {}) as never });

beforeAll(async () => {
  t = await makeTestApp();
  t.clock.set(at('2024-03-10T04:00:00Z'));
  owner = await newUser(t.ctx, { name: '年报主人' });
  alice = await newUser(t.ctx, { name: '第一位访客' });
  bob = await newUser(t.ctx, { name: '鲍勃' });
  // Visits of 2024 in Beijing time: 1 January 00:00 (16:00 UTC the day before) is the year's first, by Alice.
  await newCardVisit(t.ctx, owner, `u:${alice.id}`, at('2023-12-31T16:00:00Z'), alice.id);
  await newCardVisit(t.ctx, owner, 'dev-before', at('2023-12-31T15:59:59.999Z')); // 2023 in Beijing: not counted
  await newCardVisit(t.ctx, owner, 'dev-leap', at('2024-02-28T16:30:00Z')); // 29 February 00:30
  await newCardVisit(t.ctx, owner, 'dev-march', at('2024-03-31T15:59:59.999Z')); // 31 March 23:59
  for (const k of ['dev-a', 'dev-b', 'dev-march']) await newCardVisit(t.ctx, owner, k, at('2024-03-31T16:00:00Z')); // 1 April 00:00, three
  await newCardVisit(t.ctx, owner, 'dev-2025', at('2024-12-31T16:00:00Z'), null); // 1 January 2025: the next year, anonymous
  // Exchanges decided in 2024 (one each way), a declined one and one of 2025.
  await newDecidedExchange(t.ctx, owner, alice, at('2024-05-01T02:00:00Z'));
  await newDecidedExchange(t.ctx, bob, owner, at('2024-06-01T02:00:00Z'));
  await newDecidedExchange(t.ctx, owner, bob, at('2024-06-02T02:00:00Z'), 'declined');
  await newDecidedExchange(t.ctx, alice, owner, at('2025-01-05T02:00:00Z'));
  // A circle created in 2024, one of Bob's joined in 2024; a video published (7 views) and a draft; a published page.
  await newCircle(t.ctx, owner, { createdAt: at('2024-07-01T00:00:00Z') });
  const bobs = await newCircle(t.ctx, bob, { createdAt: at('2024-07-01T00:00:00Z') });
  t.clock.set(at('2024-08-01T00:00:00Z'));
  await addCircleMember(t.ctx, bobs.id, owner);
  await newMicroVideo(t.ctx, owner, { createdAt: at('2024-09-01T00:00:00Z'), views: 7 });
  await newMicroVideo(t.ctx, owner, { createdAt: at('2024-09-02T00:00:00Z'), state: 'draft', views: 3 });
  await newMicroPage(t.ctx, owner, { publish: true });
  t.clock.set(at('2025-06-15T00:00:00Z'));
  // Sessions issued in 2024 have expired by now: fresh ones.
  for (const u of [owner, alice, bob]) u.token = await newSession(t.ctx, u);
});
afterAll(async () => {
  await t.close();
});

const FIGURES_2024 = {
  year: 2024,
  visits: { total: 6, uniqueVisitors: 5, perMonth: [1, 1, 1, 3, 0, 0, 0, 0, 0, 0, 0, 0] },
  busiestMonth: { month: 4, visits: 3 },
  busiestDay: { date: '2024-04-01', visits: 3 },
  exchanges: { total: 2, sent: 1, received: 1 },
  circles: { created: 1, joined: 1 },
  videos: { published: 1, views: 7 },
  pages: { published: 1 },
};

describe(`annual report (${testEngine()})`, () => {
  it('counts a Beijing year exactly: month, day and year edges, leap day, exchanges, circles, videos, pages', async () => {
    const r = okOf(await report(owner, 2024));
    expect(r).toMatchObject(FIGURES_2024);
    expect(r.years).toEqual([2025, 2024]);
    expect(r.firstVisitor).toEqual({ at: '2023-12-31T16:00:00.000Z', anonymous: false, phoneIdEcr: alice.phoneIdEcr, name: '第一位访客', avatarUrl: null });
    expect(r.share).toBeNull();
  });

  it('defaults to the current Beijing year; an anonymous first visitor; an empty year is zeros', async () => {
    const r = okOf(await report(owner));
    expect(r).toMatchObject({ year: 2025, visits: { total: 1, uniqueVisitors: 1 }, exchanges: { total: 1, sent: 0, received: 1 }, circles: { created: 0, joined: 0 } });
    expect(r.firstVisitor).toMatchObject({ anonymous: true, phoneIdEcr: '', name: '' });
    const empty = okOf(await report(bob, 2025));
    expect(empty).toMatchObject({ visits: { total: 0, uniqueVisitors: 0, perMonth: Array(12).fill(0) }, busiestMonth: null, busiestDay: null, firstVisitor: null });
  });

  it('a year before registration or in the future is refused, naming the year', async () => {
    for (const year of [2023, 2026]) expect(refusalOf(await report(owner, year))).toMatchObject({ code: 'ANNUAL_YEAR_OUT_OF_RANGE', field: 'year' });
    expect(refusalOf(await api().shareAnnualReport({ token: owner.token, body: { year: 2026 } }))).toMatchObject({ code: 'ANNUAL_YEAR_OUT_OF_RANGE', field: 'year' });
    expect(refusalOf(await report(owner, 1999))).toMatchObject({ field: 'year' });
  });

  it('a share link is read without a session, holds no private field, and stops with a new link or a revoke', async () => {
    const first = okOf(await api().shareAnnualReport({ token: owner.token, body: { year: 2024 } }));
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const shared = await api().getSharedAnnualReport({ query: { token: first.token } });
    const page = okOf(shared);
    expect(page).toMatchObject({ name: '年报主人', figures: FIGURES_2024 });
    const text = JSON.stringify(shared.body);
    for (const secret of [alice.phoneIdEcr, alice.id, alice.phone, owner.id, owner.phone, owner.phoneIdEcr, '第一位访客', first.token]) expect(text).not.toContain(secret);
    expect(okOf(await report(owner, 2024)).share).toEqual({ createdAt: '2025-06-15T00:00:00.000Z' });
    // The row keeps the token's hash only.
    const row = await t.ctx.db.insightShare.findFirst({ where: { userId: owner.id } });
    expect(row!.tokenHash).not.toContain(first.token);

    const second = okOf(await api().shareAnnualReport({ token: owner.token, body: { year: 2024 } }));
    expect(refusalOf(await api().getSharedAnnualReport({ query: { token: first.token } }))).toMatchObject({ code: 'ANNUAL_SHARE_NOT_FOUND', field: 'token' });
    okOf(await api().getSharedAnnualReport({ query: { token: second.token } }));
    // Another user revokes only their own (none): the owner's link still works.
    expect(okOf(await api().revokeAnnualReportShare({ token: bob.token, body: { year: 2024 } }))).toEqual({ year: 2024, revoked: false });
    okOf(await api().getSharedAnnualReport({ query: { token: second.token } }));
    expect(okOf(await api().revokeAnnualReportShare({ token: owner.token, body: { year: 2024 } }))).toEqual({ year: 2024, revoked: true });
    expect(refusalOf(await api().getSharedAnnualReport({ query: { token: second.token } }))).toMatchObject({ code: 'ANNUAL_SHARE_NOT_FOUND' });
    expect(okOf(await report(owner, 2024)).share).toBeNull();
    expect(refusalOf(await api().getSharedAnnualReport({ query: { token: 'x'.repeat(32) } }))).toMatchObject({ code: 'ANNUAL_SHARE_NOT_FOUND' });
  });

  it("another user's report is never read: the calls take no id, so Bob sees his own year", async () => {
    const r = okOf(await api().findAnnualReport({ token: bob.token, body: { year: 2024, userId: owner.id, phoneIdEcr: owner.phoneIdEcr } as never }));
    expect(r.visits.total).toBe(0);
    expect(r.exchanges).toEqual({ total: 1, sent: 1, received: 0 });
  });
});

describe(`data analysis, module 45 (${testEngine()})`, () => {
  it('without VIP or the module unlocked: MODULE_LOCKED; unlocked by a golden key: allowed', async () => {
    const plain = await newUser(t.ctx);
    expect(refusalOf(await api().findVisitAnalysis({ token: plain.token, body: { days: 7 } }))).toMatchObject({ code: 'MODULE_LOCKED' });
    const keyed = await newUser(t.ctx, { unlockedModules: [45] });
    expect(okOf(await api().findVisitAnalysis({ token: keyed.token, body: { days: 7 } })).totalVisits).toBe(0);
  });

  it('per day, per hour, new and returning visitors, actions: exact over the last 7 Beijing days', async () => {
    // Now: 2025-06-15 00:00 UTC = 15 June 08:00 Beijing; the range is 9-15 June (Beijing).
    const vip = await newUser(t.ctx, { vip: 'active' });
    await newCardVisit(t.ctx, vip, 'old', at('2025-05-01T02:00:00Z')); // before the range: makes "old" returning
    await newCardVisit(t.ctx, vip, 'old', at('2025-06-08T16:00:00Z')); // 9 June 00:00
    await newCardVisit(t.ctx, vip, 'new1', at('2025-06-08T15:59:59.999Z')); // 8 June 23:59: outside
    await newCardVisit(t.ctx, vip, 'new1', at('2025-06-14T01:00:00Z')); // 14 June 09:00
    await newCardVisit(t.ctx, vip, 'new2', at('2025-06-14T01:30:00Z')); // 14 June 09:30
    await newCardVisit(t.ctx, vip, 'new2', at('2025-06-14T23:30:00Z')); // 15 June 07:30
    await newVisitEvent(t.ctx, vip, 'new2', { action: 'call', at: at('2025-06-14T01:31:00Z') });
    await newVisitEvent(t.ctx, vip, 'new2', { action: 'view', at: at('2025-06-14T01:30:00Z') });
    await newVisitEvent(t.ctx, vip, 'old', { action: 'call', at: at('2025-06-10T01:31:00Z') });
    const a = okOf(await api().findVisitAnalysis({ token: vip.token, body: { days: 7 } }));
    expect(a).toMatchObject({ days: 7, from: '2025-06-09', to: '2025-06-15', totalVisits: 4, uniqueVisitors: 3, newVisitors: 1, returningVisitors: 2 });
    // new1 first came on 8 June (outside the range): returning like "old"; new2 is the one new visitor.
    expect(a.perDay).toEqual([
      { date: '2025-06-09', visits: 1, visitors: 1 },
      { date: '2025-06-10', visits: 0, visitors: 0 },
      { date: '2025-06-11', visits: 0, visitors: 0 },
      { date: '2025-06-12', visits: 0, visitors: 0 },
      { date: '2025-06-13', visits: 0, visitors: 0 },
      { date: '2025-06-14', visits: 2, visitors: 2 },
      { date: '2025-06-15', visits: 1, visitors: 1 },
    ]);
    expect(a.byHour.map((n, h) => (n ? `${h}:${n}` : '')).filter(Boolean)).toEqual(['0:1', '7:1', '9:2']);
    expect(a.byAction).toEqual([
      { action: 'call', count: 2 },
      { action: 'view', count: 1 },
    ]);
    const month = okOf(await api().findVisitAnalysis({ token: vip.token, body: { days: 30 } }));
    expect(month).toMatchObject({ from: '2025-05-17', totalVisits: 5, uniqueVisitors: 3, newVisitors: 2, returningVisitors: 1 });
    expect(month.perDay).toHaveLength(30);
  });

  it('a range other than 7, 30 or 90 days is refused, naming it', async () => {
    const vip = await newUser(t.ctx, { vip: 'active' });
    for (const days of [8, 31, 365]) {
      expect(refusalOf(await api().findVisitAnalysis({ token: vip.token, body: { days } }))).toMatchObject({ code: 'ANALYSIS_RANGE_INVALID', field: 'days' });
    }
    expect(okOf(await api().findVisitAnalysis({ token: vip.token, body: { days: 90 } })).perDay).toHaveLength(90);
  });
});
