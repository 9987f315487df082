import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newActivity, newCaseImage, newEventRegistration, newUser, type FactoryUser } from '../factories';

/**
 * Activities (module 61) through the typed client on a real database: the spec's ACTIVE list with its defaults,
 * window and paging edges; one activity for the owner and for others; the owner's save rules; notifications.
 */
let t: TestApp;
let owner: FactoryUser;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '主办方' });
});
afterAll(async () => {
  await t.close();
});

const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
/** "YYYY-MM-DD HH:mm" in China time, as a person types it. */
const china = (d: Date) => new Date(d.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
const list = (body: Record<string, unknown>, token?: string) => t.api.activity.getActivitysByStatuss({ body, ...(token ? { token } : {}) });

describe("getActivitysByStatuss (the spec's ACTIVE list)", () => {
  it('defaults: ACTIVE only, page 1 of 10, newest published first; page 2 of 11 holds one; a page past the end is empty', async () => {
    const card = await newUser(t.ctx, { vip: 'active' });
    const published = [];
    for (let i = 0; i < 11; i++) published.push(await newActivity(t.ctx, card, { title: `活动${i}`, publishedAt: at(-(i + 1) * MIN) }));
    await newActivity(t.ctx, card, { status: 'draft' });
    await newActivity(t.ctx, card, { status: 'cancelled' });
    const deleted = await newActivity(t.ctx, card);
    await t.ctx.db.activity.update({ where: { id: deleted.id }, data: { deletedAt: t.clock.now() } });
    await newActivity(t.ctx, card, { kind: 'form' });
    const ended = await newActivity(t.ctx, card, { startTime: at(-2 * DAY), endTime: at(-DAY), publishedAt: at(-3 * DAY) });

    const p1 = okOf(await list({ phoneIdEcr: card.phoneIdEcr }));
    expect(p1).toMatchObject({ total: null, hasMore: true }); // the public list is not counted (lib/paging)
    expect(p1.items.map((a) => a.id)).toEqual(published.slice(0, 10).map((a) => a.id));
    expect(p1.items.every((a) => a.status === 'ACTIVE' && a.kind === 'activity' && a.phase === 'upcoming')).toBe(true);
    const p2 = okOf(await list({ phoneIdEcr: card.phoneIdEcr, startIndex: 2 }));
    expect(p2).toMatchObject({ total: null, hasMore: false });
    expect(p2.items.map((a) => a.id)).toEqual([published[10]!.id]);
    expect(okOf(await list({ phoneIdEcr: card.phoneIdEcr, startIndex: 3 }))).toMatchObject({ items: [], total: null, hasMore: false });
    // The page size edges: len 1 and the paging facility's max; one more is refused naming len.
    expect(okOf(await list({ phoneIdEcr: card.phoneIdEcr, len: 1 })).items).toHaveLength(1);
    expect(okOf(await list({ phoneIdEcr: card.phoneIdEcr, len: LIMITS.paging.pageSizeMax })).items).toHaveLength(11);
    expect(refusalOf(await list({ len: LIMITS.paging.pageSizeMax + 1 })).field).toBe('len');
    expect(refusalOf(await list({ startIndex: 0 })).field).toBe('startIndex');

    const withEnded = okOf(await list({ phoneIdEcr: card.phoneIdEcr, includeEnded: '1', len: 20 }));
    expect(withEnded.items).toHaveLength(12);
    expect(withEnded.items.at(-1)).toMatchObject({ id: ended.id, phase: 'ended' });
    // Every card's list (no phoneIdEcr) holds this card's too, and never a draft, cancelled, deleted or form.
    const all = okOf(await list({ len: 50 }));
    expect(all.items.every((a) => a.status === 'ACTIVE' && a.kind === 'activity')).toBe(true);
    expect(all.items.map((a) => a.id)).toEqual(expect.arrayContaining(published.map((a) => a.id)));
    // The caller's own card: phoneIdEcr 0.
    expect(okOf(await list({ phoneIdEcr: '0', len: 20 }, card.token)).items).toHaveLength(11);
  });

  it('the window on publishedAt: defaults reach the end of today in China time; start and end filter; refusals name the field', async () => {
    const card = await newUser(t.ctx);
    const old = await newActivity(t.ctx, card, { publishedAt: new Date('1990-01-01T00:00:00+08:00') });
    const tooOld = await newActivity(t.ctx, card, { publishedAt: new Date('1989-12-31T23:59:59+08:00') });
    const recent = await newActivity(t.ctx, card, { publishedAt: at(-HOUR) });
    const ids = async (body: Record<string, unknown>) => okOf(await list({ phoneIdEcr: card.phoneIdEcr, ...body })).items.map((a) => a.id);
    expect(await ids({})).toEqual([recent.id, old.id]);
    expect(await ids({})).not.toContain(tooOld.id);
    expect(await ids({ startTime: china(at(-2 * HOUR)) })).toEqual([recent.id]);
    expect(await ids({ endTime: '2000-01-01' })).toEqual([old.id]);
    expect(await ids({ startTime: '1990-01-01', endTime: '1990-01-01' })).toEqual([old.id]);

    expect(refusalOf(await list({ activityStatus: 'DRAFT' }))).toMatchObject({ field: 'activityStatus' });
    expect(refusalOf(await list({ startTime: '2024-02-30' }))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'startTime' });
    expect(refusalOf(await list({ endTime: 'yesterday' }))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'endTime' });
    expect(refusalOf(await list({ startTime: '2030-01-02', endTime: '2030-01-01' }))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'startTime' });
    expect(refusalOf(await list({ phoneIdEcr: 'nobody-here-123' }))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
  });
});

describe('one activity for visitors', () => {
  it("a draft only for its owner; the viewer's own registration; fee, address with map links, poster", async () => {
    const draft = await newActivity(t.ctx, owner, { status: 'draft' });
    const visitor = await newUser(t.ctx);
    expect(refusalOf(await t.api.activity.getActivity({ body: { id: draft.id }, token: visitor.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await t.api.activity.getActivity({ body: { id: draft.id } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await t.api.activity.getActivityPoster({ body: { id: draft.id }, token: visitor.token })).code).toBe('NOT_FOUND');
    expect(okOf(await t.api.activity.getActivity({ body: { id: draft.id }, token: owner.token }))).toMatchObject({ phase: 'draft', mine: true });

    const live = await newActivity(t.ctx, owner, { feeFen: 5_000, capacity: 3, enrolled: 1 });
    await t.ctx.db.activity.update({ where: { id: live.id }, data: { lat: 31.2304, lng: 121.4737 } });
    expect(okOf(await t.api.activity.getActivity({ body: { id: live.id } }))).toMatchObject({ myRegistration: null, mine: false, open: true, feeFen: 5_000 });
    await newEventRegistration(t.ctx, live, visitor);
    expect(okOf(await t.api.activity.getActivity({ body: { id: live.id }, token: visitor.token }))).toMatchObject({ myRegistration: 'registered', mine: false });
    expect(okOf(await t.api.activity.getActivityFee({ body: { id: live.id } }))).toMatchObject({ feeFen: 5_000, free: false, capacity: 3, enrolled: 1, seatsLeft: 2, open: true });
    const addr = okOf(await t.api.activity.getActivityAddress({ body: { id: live.id } }));
    expect(addr.mapLinks.map((l) => l.service)).toEqual(['amap', 'baidu', 'tencent', 'apple']);
    const poster = okOf(await t.api.activity.getActivityPoster({ body: { id: live.id } }));
    expect(poster.link).toBe(`${t.ctx.config.publicOrigin}/multipage/activity/detail/${live.id}`);
    expect(poster.qrDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    // A registration page's id is not an activity here.
    const form = await newActivity(t.ctx, owner, { kind: 'form' });
    expect(refusalOf(await t.api.activity.getActivity({ body: { id: form.id } })).code).toBe('NOT_FOUND');
  });
});

describe('the owner (module 61)', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    title: '新品发布会',
    intro: '第一行\n第二行',
    startTime: china(at(DAY)),
    endTime: china(at(DAY + 4 * HOUR)),
    address: '上海市浦东新区',
    feeFen: 9_900,
    capacity: 50,
    ...over,
  });

  it('creates a draft with an own cover, publishes it into the list, deletes only what is not live', async () => {
    const cover = await newCaseImage(t.ctx, owner);
    const a = okOf(await t.api.activity.saveActivity({ body: body({ coverUrl: cover, lat: '31.2', lng: '121.5' }), token: owner.token }));
    expect(a).toMatchObject({ status: 'draft', phase: 'draft', feeFen: 9_900, capacity: 50, coverUrl: cover, lat: 31.2, lng: 121.5, intro: '第一行\n第二行' });
    expect(okOf(await list({ phoneIdEcr: owner.phoneIdEcr, len: 50 })).items.map((x) => x.id)).not.toContain(a.id);
    t.clock.advance(1_000); // published after the owner's factory-made activities, so it heads the list
    const pub = okOf(await t.api.activity.publishActivity({ body: { id: a.id }, token: owner.token }));
    expect(pub).toMatchObject({ status: 'ACTIVE', phase: 'upcoming', open: true });
    expect(okOf(await list({ phoneIdEcr: owner.phoneIdEcr })).items[0]!.id).toBe(a.id);
    expect(refusalOf(await t.api.activity.publishActivity({ body: { id: a.id }, token: owner.token })).code).toBe('ACTIVITY_NOT_DRAFT');
    expect(refusalOf(await t.api.activity.delActivity({ body: { id: a.id }, token: owner.token })).code).toBe('ACTIVITY_STILL_LIVE');
    const mine = okOf(await t.api.activity.findMyActivities({ body: {}, token: owner.token }));
    expect(mine.items.map((x) => x.id)).toContain(a.id);
    const draft = okOf(await t.api.activity.saveActivity({ body: body(), token: owner.token }));
    expect(okOf(await t.api.activity.delActivity({ body: { id: draft.id }, token: owner.token }))).toEqual({ id: draft.id });
    expect(refusalOf(await t.api.activity.getActivity({ body: { id: draft.id }, token: owner.token })).code).toBe('NOT_FOUND');
  });

  it("refuses a bad window, a half map point, someone else's picture, and every refusal writes nothing", async () => {
    const before = await t.ctx.db.activity.count();
    const save = async (over: Record<string, unknown>) => refusalOf(await t.api.activity.saveActivity({ body: body(over), token: owner.token }));
    const start = china(at(DAY));
    expect(await save({ startTime: start, endTime: start })).toMatchObject({ code: 'ACTIVITY_END_NOT_AFTER_START', field: 'endTime' });
    expect(await save({ startTime: china(at(-2 * HOUR)), endTime: china(at(-HOUR)) })).toMatchObject({ code: 'ACTIVITY_END_PASSED', field: 'endTime' });
    expect(await save({ signUpEnd: china(at(DAY + 5 * HOUR)) })).toMatchObject({ code: 'ACTIVITY_SIGNUP_AFTER_END', field: 'signUpEnd' });
    expect(await save({ startTime: '2030-02-30 10:00' })).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'startTime' });
    expect(await save({ lat: '31.2' })).toMatchObject({ code: 'ACTIVITY_MAP_POINT_HALF', field: 'lng' });
    expect(await save({ lat: '91', lng: '121' })).toMatchObject({ field: 'lat' });
    expect(await save({ feeFen: LIMITS.activity.feeMaxFen + 1 })).toMatchObject({ field: 'feeFen' });
    expect(await save({ capacity: -1 })).toMatchObject({ field: 'capacity' });
    expect(await save({ title: '' })).toMatchObject({ field: 'title' });
    const other = await newUser(t.ctx, { vip: 'active' });
    expect(await save({ coverUrl: await newCaseImage(t.ctx, other) })).toMatchObject({ field: 'coverUrl' });
    expect(await t.ctx.db.activity.count()).toBe(before);
    // Module 61 is advanced: a user without VIP or a key is refused before anything is read.
    const plain = await newUser(t.ctx);
    expect(refusalOf(await t.api.activity.saveActivity({ body: body(), token: plain.token })).code).not.toBe('NOT_FOUND');
    expect(await t.ctx.db.activity.count()).toBe(before);
  });

  it("published: the fee is fixed after a registration, capacity not below the enrolled; someone else's id is NOT_FOUND and unchanged", async () => {
    const a = await newActivity(t.ctx, owner, { feeFen: 1_000, capacity: 10, enrolled: 0 });
    const upd = (over: Record<string, unknown>, token = owner.token) => t.api.activity.saveActivity({ body: body({ id: a.id, feeFen: 1_000, capacity: 10, ...over }), token });
    expect(okOf(await upd({ feeFen: 2_000 })).feeFen).toBe(2_000);
    const visitor = await newUser(t.ctx);
    await newEventRegistration(t.ctx, { id: a.id, feeFen: 2_000 }, visitor, 'unpaid');
    await t.ctx.db.activity.update({ where: { id: a.id }, data: { enrolled: 4 } });
    expect(refusalOf(await upd({ feeFen: 3_000 }))).toMatchObject({ code: 'ACTIVITY_FEE_LOCKED', field: 'feeFen' });
    expect(refusalOf(await upd({ feeFen: 2_000, capacity: 3 }))).toMatchObject({ code: 'ACTIVITY_CAPACITY_BELOW_ENROLLED', field: 'capacity' });
    expect(okOf(await upd({ feeFen: 2_000, capacity: 4, title: '改名' }))).toMatchObject({ capacity: 4, title: '改名', feeFen: 2_000 });
    const other = await newUser(t.ctx, { vip: 'active' });
    expect(refusalOf(await upd({ title: '别人的' }, other.token))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await t.api.activity.delActivity({ body: { id: a.id }, token: other.token })).code).toBe('NOT_FOUND');
    expect(refusalOf(await t.api.activity.notifyActivityAttendees({ body: { id: a.id, text: '你好' }, token: other.token })).code).toBe('NOT_FOUND');
    expect(await t.ctx.db.activity.findUnique({ where: { id: a.id } })).toMatchObject({ title: '改名', deletedAt: null });
  });

  it('notifies registered attendees in their language, a few times per activity per hour', async () => {
    const a = await newActivity(t.ctx, owner, { title: '读书会' });
    const zh = await newUser(t.ctx);
    const en = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: en.id }, data: { language: 'en' } });
    const gone = await newUser(t.ctx);
    await newEventRegistration(t.ctx, a, zh);
    await newEventRegistration(t.ctx, a, en);
    await newEventRegistration(t.ctx, a, gone, 'cancelled');
    const notify = () => t.api.activity.notifyActivityAttendees({ body: { id: a.id, text: '地点改到三楼' }, token: owner.token });
    expect(okOf(await notify())).toEqual({ told: 2 });
    const msgs = await t.ctx.db.message.findMany({ where: { userId: { in: [zh.id, en.id, gone.id] } } });
    expect(msgs).toHaveLength(2);
    expect(msgs.find((m) => m.userId === zh.id)).toMatchObject({ kind: 'system', title: '活动通知：读书会', subjectType: 'activity', subjectId: a.id });
    expect(msgs.find((m) => m.userId === en.id)?.content).toContain('地点改到三楼');
    expect(msgs.find((m) => m.userId === en.id)?.title).toBe('Notice: 读书会');
    for (let i = 1; i < LIMITS.activity.notificationsPerHour; i++) okOf(await notify());
    const refused = refusalOf(await notify());
    expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await t.ctx.db.message.count({ where: { userId: zh.id } })).toBe(LIMITS.activity.notificationsPerHour);
    t.clock.advance(HOUR + 1);
    expect(okOf(await notify()).told).toBe(2);
    expect(refusalOf(await t.api.activity.notifyActivityAttendees({ body: { id: a.id, text: '' }, token: owner.token })).field).toBe('text');
  });
});
