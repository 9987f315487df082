import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { newLinkSet, newMiniLink, newUser, type FactoryUser } from '../factories';
import { okOf, refusalOf } from '../helpers/client';
import { makeTestApp, type TestApp } from '../helpers/app';

/** Micro links, issue 14: the on/off switch, scheduled times, the counting redirect and the owner's click chart. */
let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx, { vip: 'active' });
  other = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
});

const inner = async (u: FactoryUser, setId: string) => okOf(await t.api.links.findFolderInnerMiniLinks({ body: { setId }, token: u.token }));
const visitorView = async (u: FactoryUser) => okOf(await t.api.links.findMpMyselfLinkSet({ params: { phoneIdEcr: u.phoneIdEcr } }));
const click = (linkId: string, remoteAddress = '192.0.2.50') => t.app.inject({ method: 'GET', url: `/fun/link/${linkId}`, remoteAddress });
const stats = async (u: FactoryUser, body: { setId?: string; linkId?: string; days: 7 | 30 }) => okOf(await t.api.links.findMiniLinkClickStats({ body, token: u.token }));
const HOUR = 3_600_000;

describe('switch and schedule', () => {
  it('switches a link off and on; visitors see it only while on; the owner sees the state', async () => {
    const set = await newLinkSet(t.ctx, me, { name: '常用' });
    const a = await newMiniLink(t.ctx, set.id, { title: 'A', url: 'https://a.example.cn/' });
    const b = await newMiniLink(t.ctx, set.id, { title: 'B' });
    const off = okOf(await t.api.links.switchMiniLink({ body: { id: b.id, enabled: false }, token: me.token }));
    expect(off).toMatchObject({ id: b.id, enabled: false, onAt: null, offAt: null, clicks: 0 });
    expect((await visitorView(me))[0]!.links.map((l) => l.id)).toEqual([a.id]);
    expect((await inner(me, set.id)).links.map((l) => [l.title, l.enabled])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    okOf(await t.api.links.switchMiniLink({ body: { id: b.id, enabled: true }, token: me.token }));
    expect((await visitorView(me))[0]!.links.map((l) => l.id)).toEqual([a.id, b.id]);
  });

  it("someone else's link is NOT_FOUND for switch and schedule, and stays as it was", async () => {
    const theirs = await newMiniLink(t.ctx, (await newLinkSet(t.ctx, other)).id);
    expect(refusalOf(await t.api.links.switchMiniLink({ body: { id: theirs.id, enabled: false }, token: me.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    const now = t.clock.now().getTime();
    expect(refusalOf(await t.api.links.setMiniLinkSchedule({ body: { id: theirs.id, offAt: now + HOUR }, token: me.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(await t.ctx.db.miniLink.findUnique({ where: { id: theirs.id }, select: { enabled: true, offAt: true } })).toEqual({ enabled: true, offAt: null });
  });

  it('sets a schedule: hidden before on, shown from on, hidden from off, without any write in between', async () => {
    const owner = await newUser(t.ctx, { vip: 'active' });
    const set = await newLinkSet(t.ctx, owner);
    const link = await newMiniLink(t.ctx, set.id, { title: '限时' });
    const now = t.clock.now().getTime();
    const saved = okOf(await t.api.links.setMiniLinkSchedule({ body: { id: link.id, onAt: now + HOUR, offAt: now + 2 * HOUR }, token: owner.token }));
    expect(saved).toMatchObject({ onAt: new Date(now + HOUR).toISOString(), offAt: new Date(now + 2 * HOUR).toISOString() });
    expect(await visitorView(owner)).toEqual([]);
    t.clock.advance(HOUR);
    expect((await visitorView(owner))[0]!.links.map((l) => l.title)).toEqual(['限时']);
    t.clock.advance(HOUR);
    expect(await visitorView(owner)).toEqual([]);
    // Clearing both times shows it again.
    okOf(await t.api.links.setMiniLinkSchedule({ body: { id: link.id }, token: owner.token }));
    expect((await visitorView(owner))[0]!.links).toHaveLength(1);
  });

  it('refuses off before on, an off time already past, and times too far ahead, naming the field; nothing is written', async () => {
    const set = await newLinkSet(t.ctx, me);
    const link = await newMiniLink(t.ctx, set.id);
    const now = t.clock.now().getTime();
    const schedule = (onAt?: number, offAt?: number) => t.api.links.setMiniLinkSchedule({ body: { id: link.id, onAt, offAt }, token: me.token });
    expect(refusalOf(await schedule(now + 2 * HOUR, now + HOUR))).toMatchObject({ code: 'LINK_SCHEDULE_ORDER', field: 'offAt', msg: '下线时间须晚于上线时间' });
    expect(refusalOf(await schedule(undefined, now - 1))).toMatchObject({ code: 'LINK_SCHEDULE_RANGE', field: 'offAt' });
    expect(refusalOf(await schedule(now + (LIMITS.links.scheduleAheadDaysMax + 1) * 24 * HOUR))).toMatchObject({ code: 'LINK_SCHEDULE_RANGE', field: 'onAt' });
    const bad = await t.post('/themes/setMiniLinkSchedule.xhtml', { id: link.id, onAt: 'tomorrow' }, me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'onAt', rule: 'integer', message: '上线时间须为整数' });
    expect(await t.ctx.db.miniLink.findUnique({ where: { id: link.id }, select: { onAt: true, offAt: true } })).toEqual({ onAt: null, offAt: null });
  });
});

describe('the counting redirect', () => {
  it('answers 302 to the address, counts once per visitor within the repeat window, per China day', async () => {
    const owner = await newUser(t.ctx, { vip: 'active' });
    const set = await newLinkSet(t.ctx, owner);
    const link = await newMiniLink(t.ctx, set.id, { url: 'https://shop.example.cn/p?a=1&b=2' });
    const res = await click(link.id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example.cn/p?a=1&b=2');
    expect(res.headers['cache-control']).toBe('no-store');
    // A reload storm from the same visitor: still redirected, counted once.
    for (let i = 0; i < 5; i++) expect((await click(link.id)).statusCode).toBe(302);
    t.clock.advance(LIMITS.links.clickRepeatSeconds * 1000 - 1);
    await click(link.id);
    await click(link.id, '192.0.2.51'); // another visitor counts
    let s = await stats(owner, { linkId: link.id, days: 7 });
    expect(s.links).toEqual([{ id: link.id, title: link.title, clicks: 2, total: 2 }]);
    t.clock.advance(1); // the window's end: the same visitor counts again
    await click(link.id);
    s = await stats(owner, { setId: set.id, days: 7 });
    expect(s.days).toHaveLength(7);
    expect(s.days.at(-1)).toEqual({ day: new Date(t.clock.now().getTime() + 8 * HOUR).toISOString().slice(0, 10), clicks: 3 });
    expect(s.days.slice(0, 6).every((d) => d.clicks === 0)).toBe(true);
    // The link's total is the sum of its day rows, as the owner's set lists it.
    expect((await inner(owner, set.id)).links.find((l) => l.id === link.id)?.clicks).toBe(3);
  });

  it('a switched-off, not-yet-on, unknown or unsafe link gets the friendly 404 page, never a redirect, and counts nothing', async () => {
    const owner = await newUser(t.ctx, { vip: 'active' });
    const set = await newLinkSet(t.ctx, owner);
    const now = t.clock.now();
    const offLink = await newMiniLink(t.ctx, set.id, { enabled: false });
    const later = await newMiniLink(t.ctx, set.id, { onAt: new Date(now.getTime() + HOUR) });
    const ended = await newMiniLink(t.ctx, set.id, { offAt: now });
    const unsafe = await newMiniLink(t.ctx, set.id, { url: 'javascript:alert(1)' });
    for (const id of [offLink.id, later.id, ended.id, unsafe.id, 'AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      const res = await click(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers.location, id).toBeUndefined();
      expect(res.body, id).toContain('链接暂不可用');
    }
    expect((await stats(owner, { setId: set.id, days: 30 })).days.reduce((n, d) => n + d.clicks, 0)).toBe(0);
    expect(await t.ctx.db.miniLinkClickDay.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it(`one address counts at most ${LIMITS.links.clicksPerAddressPerMinute} clicks a minute; past that it is still redirected`, async () => {
    const owner = await newUser(t.ctx, { vip: 'active' });
    const set = await newLinkSet(t.ctx, owner);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await newMiniLink(t.ctx, set.id)).id);
    // Line up at the start of a fixed one-minute window, so all clicks fall in one.
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000));
    const n = LIMITS.links.clicksPerAddressPerMinute + 5;
    for (let i = 0; i < n; i++) expect((await click(ids[i % ids.length]!, '198.51.100.9')).statusCode).toBe(302);
    const s = await stats(owner, { setId: set.id, days: 7 });
    // Each link counts once per repeat window anyway (20 links), so the budget is not what stops these 65 here...
    expect(s.links.reduce((k, l) => k + l.clicks, 0)).toBe(20);
  });
});

describe('click stats', () => {
  it("zero-fills 30 days, buckets by China day, and answers NOT_FOUND for someone else's set or link", async () => {
    const owner = await newUser(t.ctx, { vip: 'active' });
    const set = await newLinkSet(t.ctx, owner);
    const link = await newMiniLink(t.ctx, set.id);
    const today = new Date(t.clock.now().getTime() + 8 * HOUR).toISOString().slice(0, 10);
    const threeAgo = new Date(t.clock.now().getTime() + 8 * HOUR - 3 * 24 * HOUR).toISOString().slice(0, 10);
    await t.ctx.db.miniLinkClickDay.create({ data: { linkId: link.id, day: threeAgo, ownerId: owner.id, clicks: 4 } });
    await t.ctx.db.miniLinkClickDay.create({ data: { linkId: link.id, day: '2000-01-01', ownerId: owner.id, clicks: 9 } });
    const s = await stats(owner, { days: 30 });
    expect(s.days).toHaveLength(30);
    expect(s.days.at(-1)!.day).toBe(today);
    expect(s.days.find((d) => d.day === threeAgo)!.clicks).toBe(4);
    expect(s.days.reduce((n, d) => n + d.clicks, 0)).toBe(4);
    const theirSet = await newLinkSet(t.ctx, other, { links: 1 });
    expect(refusalOf(await t.api.links.findMiniLinkClickStats({ body: { setId: theirSet.id, days: 7 }, token: owner.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'setId' });
    expect(refusalOf(await t.api.links.findMiniLinkClickStats({ body: { linkId: theirSet.linkIds[0]!, days: 7 }, token: owner.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'linkId',
    });
    const bad = await t.post('/themes/findMiniLinkClickStats.xhtml', { days: '14' }, owner.token);
    expect(bad.json().errors[0]).toMatchObject({ field: 'days', rule: 'enum' });
  });
});
