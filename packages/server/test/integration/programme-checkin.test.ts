import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { beijingAt, newCheckin, newUser, type FactoryUser } from '../factories';

/**
 * The morning check-in (issue 18, checkin part) through the typed client on a real database: the window and the
 * Beijing day, one check-in per day under concurrent taps, the three rankings' order and the caller's place, and the
 * personal data figures. Each test works on its own days (far apart), so rows of one never reach another's lists.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const clockIn = (u: FactoryUser, mood?: string) => api().morningClockIn({ token: u.token, body: mood === undefined ? {} : { mood } });
const at = (day: string, time: string) => t.clock.set(beijingAt(day, time));
const rows = (u: FactoryUser) => t.ctx.db.checkinRecord.count({ where: { userId: u.id } });
const ranking = (u: FactoryUser, kind: 'daily' | 'weekly' | 'all', extra: Record<string, unknown> = {}) => api().findClockRankingList({ token: u.token, query: { kind, ...extra } as never });

describe(`morning check-in (${testEngine()})`, () => {
  it('the window to the minute in Beijing time: 04:59 and 10:00 refused naming the window, 05:00 and 09:59 accepted', async () => {
    at('2031-03-03', '04:59:59'); // sessions live 30 days: every test sets its clock before making its users
    const u = await newUser(t.ctx);
    const early = refusalOf(await clockIn(u));
    expect(early).toMatchObject({ code: 'CLOCK_OUTSIDE_WINDOW' });
    expect(early.msg).toContain('05:00-10:00');
    expect(await rows(u)).toBe(0);
    expect(okOf(await api().findMorningClockHome({ token: u.token, query: {} }))).toMatchObject({ today: '2031-03-03', inWindow: false, mine: null });

    at('2031-03-03', '05:00');
    expect(okOf(await api().findMorningClockHome({ token: u.token, query: {} })).inWindow).toBe(true);
    expect(okOf(await clockIn(u, '早安'))).toMatchObject({ record: { day: '2031-03-03', secondOfDay: 5 * 3600, mood: '早安' }, place: 1, totalDays: 1 });

    at('2031-03-04', '10:00');
    expect(refusalOf(await clockIn(u)).code).toBe('CLOCK_OUTSIDE_WINDOW');
    at('2031-03-04', '09:59:59');
    expect(okOf(await clockIn(u)).totalDays).toBe(2);
    expect(await rows(u)).toBe(2);
  });

  it("once per Beijing day: a second check-in is refused; the day turns at 00:00 Beijing, not at the server's midnight", async () => {
    at('2031-04-07', '06:00');
    const u = await newUser(t.ctx);
    okOf(await clockIn(u));
    at('2031-04-07', '09:30');
    expect(refusalOf(await clockIn(u)).code).toBe('CLOCK_ALREADY_TODAY');
    // 23:59:59 Beijing is still the same day (and outside the window); 00:00 is the next day.
    t.clock.set(new Date('2031-04-07T15:59:59Z'));
    expect(okOf(await api().findMorningClockHome({ token: u.token, query: {} }))).toMatchObject({ today: '2031-04-07', mine: { day: '2031-04-07' } });
    t.clock.set(new Date('2031-04-07T16:00:00Z'));
    expect(okOf(await api().findMorningClockHome({ token: u.token, query: {} }))).toMatchObject({ today: '2031-04-08', mine: null, totalDays: 1 });
    at('2031-04-08', '05:10');
    expect(okOf(await clockIn(u)).totalDays).toBe(2);
  });

  it('concurrent taps make one row: one answer is the check-in, the others CLOCK_ALREADY_TODAY', async () => {
    at('2031-05-05', '06:06');
    const u = await newUser(t.ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => clockIn(u)));
    const oks = answers.filter((a) => a.status === 200 && (a.body as { status: number }).status === 200);
    expect(oks).toHaveLength(1);
    for (const a of answers.filter((x) => !oks.includes(x))) expect(refusalOf(a).code).toBe('CLOCK_ALREADY_TODAY');
    expect(await rows(u)).toBe(1);
    expect((await t.ctx.db.checkinTotal.findUnique({ where: { userId: u.id } }))?.days).toBe(1);
  });

  it('the mood: too long or holding a sensitive word is refused naming the field and writes nothing', async () => {
    at('2031-06-02', '07:00');
    const u = await newUser(t.ctx);
    expect(refusalOf(await clockIn(u, '早'.repeat(LIMITS.programmeCheckin.moodMax + 1)))).toMatchObject({ field: 'mood' });
    expect(refusalOf(await clockIn(u, '今天违禁测试词'))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'mood' });
    expect(await rows(u)).toBe(0);
    expect(okOf(await clockIn(u, '早'.repeat(LIMITS.programmeCheckin.moodMax))).record.mood).toHaveLength(LIMITS.programmeCheckin.moodMax);
  });

  it('signed out: refused', async () => {
    const res = await api().morningClockIn({ body: {} });
    expect((res.body as { status: number }).status).not.toBe(200);
  });
});

describe(`rankings and data (${testEngine()})`, () => {
  it("daily: earliest first, paged, with the caller's own place; people as faces only", async () => {
    at('2031-07-01', '05:00');
    const [a, b, c] = [await newUser(t.ctx), await newUser(t.ctx), await newUser(t.ctx)];
    at('2031-07-01', '07:30');
    okOf(await clockIn(b, '第二'));
    at('2031-07-01', '05:45');
    okOf(await clockIn(a)); // earlier in the day though later in the test: placed first
    at('2031-07-01', '09:00');
    okOf(await clockIn(c));
    const page = okOf(await ranking(c, 'daily'));
    expect(page).toMatchObject({ total: 3, hasMore: false, period: '2031-07-01' });
    expect(page.items.map((r) => [r.place, r.person.phoneIdEcr, r.secondOfDay])).toEqual([
      [1, a.phoneIdEcr, 5 * 3600 + 45 * 60],
      [2, b.phoneIdEcr, 7 * 3600 + 30 * 60],
      [3, c.phoneIdEcr, 9 * 3600],
    ]);
    expect(page.items[1]!.mood).toBe('第二');
    expect(page.mine).toMatchObject({ place: 3, self: true });
    expect(JSON.stringify(page)).not.toContain(a.id);
    const p2 = okOf(await ranking(a, 'daily', { pageSize: 2, pageIndex: 2 }));
    expect(p2).toMatchObject({ total: 3, hasMore: false, items: [{ place: 3, person: { phoneIdEcr: c.phoneIdEcr } }], mine: { place: 1 } });
    const outsider = await newUser(t.ctx);
    expect(okOf(await ranking(outsider, 'daily')).mine).toBeNull();
    expect(refusalOf(await ranking(a, 'monthly' as never)).field).toBe('kind');
  });

  it("weekly: this ISO week's check-ins by count, then the earlier average time; last week and next Monday apart", async () => {
    at('2031-09-01', '00:00');
    const [a, b, c] = [await newUser(t.ctx), await newUser(t.ctx), await newUser(t.ctx)];
    // Week 2031-W36: Monday 2031-09-01 .. Sunday 2031-09-07.
    await newCheckin(t.ctx, a, beijingAt('2031-09-01', '08:00'));
    await newCheckin(t.ctx, a, beijingAt('2031-09-02', '08:00'));
    await newCheckin(t.ctx, b, beijingAt('2031-09-01', '06:00'));
    await newCheckin(t.ctx, b, beijingAt('2031-09-07', '07:00')); // Sunday: same week
    await newCheckin(t.ctx, c, beijingAt('2031-08-31', '05:00')); // the Sunday before: last week
    await newCheckin(t.ctx, c, beijingAt('2031-09-03', '05:30'));
    at('2031-09-07', '12:00');
    const page = okOf(await ranking(c, 'weekly'));
    expect(page).toMatchObject({ period: '2031-W36', periodStart: '2031-09-01', periodEnd: '2031-09-07', total: 3 });
    expect(page.items.map((r) => [r.person.phoneIdEcr, r.days, r.secondOfDay])).toEqual([
      [b.phoneIdEcr, 2, 6 * 3600 + 1800],
      [a.phoneIdEcr, 2, 8 * 3600],
      [c.phoneIdEcr, 1, 5 * 3600 + 1800],
    ]);
    expect(page.mine).toMatchObject({ place: 3, days: 1 });
    expect(okOf(await ranking(a, 'weekly')).mine).toMatchObject({ place: 2 });
    // Monday: a new week, nobody yet.
    at('2031-09-08', '04:00');
    expect(okOf(await ranking(a, 'weekly'))).toMatchObject({ period: '2031-W37', total: 0, mine: null });
  });

  it("all-time: total check-ins, the caller's place among everyone", async () => {
    at('2031-10-01', '06:00');
    const [a, b] = [await newUser(t.ctx), await newUser(t.ctx)];
    for (let d = 10; d <= 29; d++) await newCheckin(t.ctx, a, beijingAt(`2030-01-${d}`, '06:00'));
    for (let d = 10; d <= 30; d++) await newCheckin(t.ctx, b, beijingAt(`2030-01-${d}`, '07:00'));
    at('2031-10-01', '06:00');
    const page = okOf(await ranking(a, 'all', { pageSize: 2 }));
    expect(page.items.map((r) => [r.place, r.person.phoneIdEcr, r.days])).toEqual([
      [1, b.phoneIdEcr, 21],
      [2, a.phoneIdEcr, 20],
    ]);
    expect(page.mine).toMatchObject({ place: 2, days: 20, secondOfDay: 6 * 3600 });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('personal data: total, this month, earliest and average time, 30 days of times and 8 weeks of counts', async () => {
    at('2031-12-01', '04:00');
    const u = await newUser(t.ctx);
    const empty = okOf(await api().findMyClockData({ token: u.token, query: {} }));
    expect(empty).toMatchObject({ totalDays: 0, monthDays: 0, earliest: null, average: null });
    await newCheckin(t.ctx, u, beijingAt('2031-11-28', '06:00')); // last month
    await newCheckin(t.ctx, u, beijingAt('2031-12-01', '05:30'));
    await newCheckin(t.ctx, u, beijingAt('2031-12-03', '07:30'));
    await newCheckin(t.ctx, u, beijingAt('2031-10-01', '09:00')); // 70 days back: in the totals, outside both charts
    at('2031-12-03', '12:00');
    const d = okOf(await api().findMyClockData({ token: u.token, query: {} }));
    expect(d).toMatchObject({ totalDays: 4, monthDays: 2, earliest: 5 * 3600 + 1800, average: Math.round(((6 + 5.5 + 7.5 + 9) * 3600) / 4) });
    expect(d.perDay).toHaveLength(LIMITS.programmeCheckin.dataDays);
    expect(d.perDay.at(-1)).toEqual({ day: '2031-12-03', secondOfDay: 7 * 3600 + 1800 });
    expect(d.perDay.filter((p) => p.secondOfDay !== null).map((p) => p.day)).toEqual(['2031-11-28', '2031-12-01', '2031-12-03']);
    expect(d.perWeek).toHaveLength(LIMITS.programmeCheckin.dataWeeks);
    // 2031-12-03 is a Wednesday of the week from Monday 2031-12-01; 11-28 (Friday) is the week before.
    expect(d.perWeek.at(-1)).toMatchObject({ start: '2031-12-01', count: 2 });
    expect(d.perWeek.at(-2)).toMatchObject({ start: '2031-11-24', count: 1 });
    expect(d.perWeek.reduce((s, w) => s + w.count, 0)).toBe(3);
  });
});
