import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, nextAddress, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newAdvisory, newUser, newVisitEvent, type FactoryUser } from '../factories';

/** The visitor radar through the typed client: views from the card, the page's beacon, stats, leads, messages by kind. */
let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

const api = () => t.api.network;
/** Opening the card is a view (the same service the public page calls; written behind, settled by the radar's reads). */
const view = (owner: FactoryUser, o: { token?: string; remoteAddress?: string } = {}) =>
  t.api.card.findMpBasicById({ params: { phoneIdEcr: owner.phoneIdEcr }, ...o });
const beacon = (owner: FactoryUser, actions: string, o: { token?: string; remoteAddress?: string } = {}) =>
  api().beacon({ body: { ownerPhoneIdEcr: owner.phoneIdEcr, actions } as never, ...o });
const visitors = async (owner: FactoryUser) => okOf(await api().findRadarVisitors({ body: {}, token: owner.token })).items;

describe('visitor radar', () => {
  it('a signed-in visitor\'s view and actions appear in the owner\'s radar with counts, timeline and stats', async () => {
    const [owner, visitor] = [await newUser(t.ctx), await newUser(t.ctx, { name: '李访客' })];
    const address = nextAddress();
    okOf(await view(owner, { token: visitor.token, remoteAddress: address }));
    t.clock.advance(5_000);
    expect(okOf(await beacon(owner, 'call,navigate', { token: visitor.token, remoteAddress: address }))).toEqual({ counted: 2 });
    const [v, ...rest] = await visitors(owner);
    expect(rest).toEqual([]);
    expect(v).toMatchObject({ person: { phoneIdEcr: visitor.phoneIdEcr, name: '李访客' }, views: 1, actions: 2 });
    const events = okOf(await api().findRadarVisitorEvents({ body: { visitorKey: v!.visitorKey }, token: owner.token }));
    expect(events.items.map((e) => e.action)).toEqual(['navigate', 'call', 'view']);
    expect(events.visitor.visitorKey).toBe(v!.visitorKey);
    const stats = okOf(await api().findRadarStats({ body: {}, token: owner.token }));
    expect(stats).toMatchObject({ todayViews: 1, todayVisitors: 1, weekViews: 1, totalViews: 1, totalVisitors: 1, advisoryUnread: 0 });
    expect(stats.weekActions).toMatchObject({ call: 1, navigate: 1, share: 0 });
  });

  it('an anonymous visitor shows as a visitor (no person); a repeat view in the window counts once', async () => {
    const owner = await newUser(t.ctx);
    const address = nextAddress();
    okOf(await view(owner, { remoteAddress: address }));
    okOf(await view(owner, { remoteAddress: address }));
    okOf(await beacon(owner, 'share', { remoteAddress: address }));
    expect(await visitors(owner)).toMatchObject([{ person: null, views: 1, actions: 1 }]);
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id } })).toBe(2);
  });

  it('the owner\'s own views and actions count nothing', async () => {
    const owner = await newUser(t.ctx);
    okOf(await view(owner, { token: owner.token, remoteAddress: nextAddress() }));
    expect(okOf(await beacon(owner, 'call,share', { token: owner.token, remoteAddress: nextAddress() }))).toEqual({ counted: 0 });
    expect(await visitors(owner)).toEqual([]);
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it('junk beacons are refused with the catalogue message naming the field, and write nothing', async () => {
    const owner = await newUser(t.ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: 'view' }, 'actions', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: 'call,hack' }, 'actions', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: '' }, 'actions', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: Array(LIMITS.network.beaconActionsMax + 1).fill('call').join(',') }, 'actions', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: 'no such card!', actions: 'call' }, 'ownerPhoneIdEcr', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: 'unknownCard00000', actions: 'call' }, 'ownerPhoneIdEcr', 'RADAR_CARD_NOT_FOUND'],
    ];
    for (const [body, field, code] of cases) {
      const r = refusalOf(await api().beacon({ body: body as never, remoteAddress: nextAddress() }));
      // An item of the list is named by its place (actions.0); the message's label is the list's.
      expect([r.code, r.field?.split('.')[0]], JSON.stringify(body)).toEqual([code, field]);
    }
    expect(okOf(await beacon(owner, Array(LIMITS.network.beaconActionsMax).fill('call').join(','), { remoteAddress: nextAddress() })).counted)
      .toBe(LIMITS.network.beaconActionsMax);
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id } })).toBe(LIMITS.network.beaconActionsMax);
  });

  it('beacons are rate-limited per address: past the budget TOO_MANY_ATTEMPTS, another address goes on', async () => {
    const owner = await newUser(t.ctx);
    const address = nextAddress();
    for (let i = 0; i < LIMITS.network.beaconsPerAddressPerMinute; i += 1) okOf(await beacon(owner, 'link', { remoteAddress: address }));
    const refused = refusalOf(await beacon(owner, 'link', { remoteAddress: address }));
    expect(refused.code).toBe('TOO_MANY_ATTEMPTS');
    okOf(await beacon(owner, 'link', { remoteAddress: nextAddress() }));
    t.clock.advance(61_000);
    okOf(await beacon(owner, 'link', { remoteAddress: address }));
  });

  it('pages visitors newest first by keyset, and refuses a foreign visitor\'s timeline', async () => {
    const [owner, other] = [await newUser(t.ctx), await newUser(t.ctx)];
    const base = t.ctx.clock.now().getTime();
    for (let i = 0; i < 5; i += 1) await newVisitEvent(t.ctx, owner, `visitorKey000000${i}`, { at: new Date(base - i * 1000) });
    const first = okOf(await api().findRadarVisitors({ body: { pageSize: 2 }, token: owner.token }));
    expect(first.items.map((v) => v.visitorKey)).toEqual(['visitorKey0000000', 'visitorKey0000001']);
    const second = okOf(await api().findRadarVisitors({ body: { pageSize: 2, cursor: first.nextCursor! }, token: owner.token }));
    expect(second.items.map((v) => v.visitorKey)).toEqual(['visitorKey0000002', 'visitorKey0000003']);
    const foreign = refusalOf(await api().findRadarVisitorEvents({ body: { visitorKey: 'visitorKey0000000' }, token: other.token }));
    expect([foreign.code, foreign.field]).toEqual(['NOT_FOUND', 'visitorKey']);
  });

  it('exports signed-in visitors as CSV with a BOM; a hidden phone stays out', async () => {
    const [owner, shown, hidden] = [await newUser(t.ctx), await newUser(t.ctx, { name: '王公开' }), await newUser(t.ctx, { name: '=赵隐藏' })];
    await t.ctx.db.user.update({ where: { id: hidden.id }, data: { hidePhone: true } });
    const mobileOf = async (u: FactoryUser) => (await t.ctx.db.cardMobile.findFirst({ where: { userId: u.id } }))?.number;
    okOf(await view(owner, { token: shown.token, remoteAddress: nextAddress() }));
    okOf(await view(owner, { token: hidden.token, remoteAddress: nextAddress() }));
    okOf(await view(owner, { remoteAddress: nextAddress() }));
    const res = await api().exportRadarLeads({ token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = res.body as string;
    expect(text.startsWith('\uFEFF姓名,公司')).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect(text).toContain('王公开');
    expect(text).toContain('\'=赵隐藏');
    const hiddenMobile = await mobileOf(hidden);
    if (hiddenMobile) expect(text).not.toContain(hiddenMobile);
    const shownMobile = await mobileOf(shown);
    if (shownMobile) expect(text).toContain(shownMobile);
  });
});

describe('demand consultation', () => {
  const body = (owner: FactoryUser, o: Record<string, unknown> = {}) => ({ phoneIdEcr: owner.phoneIdEcr, name: '张三', phone: '13912345678', content: '想定制一批名片', ...o });

  it('a visitor sends one; the owner gets an advisory message, lists it with the unread count, reads it', async () => {
    const owner = await newUser(t.ctx);
    const { id } = okOf(await api().addAdvisory({ body: body(owner), remoteAddress: nextAddress() }));
    expect(okOf(await t.api.usercentre.countAdvisoryUnreadMessage({ token: owner.token }))).toEqual({ count: 1 });
    const list = okOf(await api().findAdvisories({ body: {}, token: owner.token }));
    expect(list).toMatchObject({ unread: 1, items: [{ id, name: '张三', phone: '13912345678', content: '想定制一批名片', read: false, person: null }] });
    const msgs = await t.ctx.db.message.findMany({ where: { userId: owner.id } });
    expect(msgs).toMatchObject([{ kind: 'advisory', title: '新的需求咨询' }]);
    expect(okOf(await api().readAdvisory({ body: { id }, token: owner.token }))).toEqual({ unread: 0 });
    expect(okOf(await t.api.usercentre.countAdvisoryUnreadMessage({ token: owner.token }))).toEqual({ count: 0 });
    expect(okOf(await api().findRadarStats({ body: {}, token: owner.token })).advisoryUnread).toBe(0);
  });

  it('refuses bad input naming the field, the own card, and someone else\'s consultation; writes nothing', async () => {
    const [owner, other] = [await newUser(t.ctx), await newUser(t.ctx)];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'SUBMIT_DATA_ERROR'],
      [{ name: '名'.repeat(LIMITS.network.advisoryNameLength + 1) }, 'name', 'SUBMIT_DATA_ERROR'],
      [{ phone: '1391234567' }, 'phone', 'MOBILE_INCORRECT'],
      [{ phone: '23912345678' }, 'phone', 'MOBILE_INCORRECT'],
      [{ content: '' }, 'content', 'SUBMIT_DATA_ERROR'],
      [{ content: '字'.repeat(LIMITS.network.advisoryContentLength + 1) }, 'content', 'SUBMIT_DATA_ERROR'],
      [{ phoneIdEcr: 'unknownCard00000' }, 'phoneIdEcr', 'RADAR_CARD_NOT_FOUND'],
    ];
    for (const [o, field, code] of cases) {
      const r = refusalOf(await api().addAdvisory({ body: body(owner, o) as never, remoteAddress: nextAddress() }));
      expect([r.code, r.field], JSON.stringify(o)).toEqual([code, field]);
    }
    okOf(await api().addAdvisory({ body: body(owner, { name: '名'.repeat(20), content: '字'.repeat(200) }), remoteAddress: nextAddress() }));
    const own = refusalOf(await api().addAdvisory({ body: body(owner), token: owner.token, remoteAddress: nextAddress() }));
    expect([own.code, own.field]).toEqual(['ADVISORY_OWN_CARD', 'phoneIdEcr']);
    expect(await t.ctx.db.advisory.count({ where: { ownerId: owner.id } })).toBe(1);
    const theirs = await newAdvisory(t.ctx, other);
    const foreign = refusalOf(await api().readAdvisory({ body: { id: theirs.id }, token: owner.token }));
    expect([foreign.code, foreign.field]).toEqual(['NOT_FOUND', 'id']);
  });

  it('is rate-limited per address', async () => {
    const owner = await newUser(t.ctx);
    const address = nextAddress();
    for (let i = 0; i < LIMITS.network.advisoriesPerAddressPerHour; i += 1) okOf(await api().addAdvisory({ body: body(owner), remoteAddress: address }));
    expect(refusalOf(await api().addAdvisory({ body: body(owner), remoteAddress: address })).code).toBe('TOO_MANY_ATTEMPTS');
    expect(await t.ctx.db.advisory.count({ where: { ownerId: owner.id } })).toBe(LIMITS.network.advisoriesPerAddressPerHour);
  });
});

describe('message centre kinds', () => {
  it('filters the feed by kind; absent means all', async () => {
    const me = await newUser(t.ctx);
    const base = t.ctx.clock.now().getTime();
    await t.ctx.db.message.createMany({
      data: (['exchange', 'circle', 'system', 'advisory'] as const).map((kind, i) => ({ id: `msgKind${kind}`.padEnd(16, '0'), userId: me.id, kind, title: kind, content: kind, createdAt: new Date(base - i * 1000) })),
    });
    const feed = async (kind?: string) => okOf(await t.api.usercentre.in2userMainMessage({ body: (kind ? { kind } : {}) as never, token: me.token })).items.map((m) => m.kind);
    expect(await feed()).toEqual(['exchange', 'circle', 'system', 'advisory']);
    expect(await feed('circle')).toEqual(['circle']);
    expect(await feed('company')).toEqual([]);
    const bad = refusalOf(await t.api.usercentre.in2userMainMessage({ body: { kind: 'spam' } as never, token: me.token }));
    expect([bad.code, bad.field]).toEqual(['SUBMIT_DATA_ERROR', 'kind']);
  });
});
