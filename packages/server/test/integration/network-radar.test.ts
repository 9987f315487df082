import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, nextAddress, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newAdvisory, newUser, newVisitEvent, type FactoryUser } from '../factories';
import { visitRows } from '../helpers/visits';

/** The visitor radar through the typed client: views from the card, the page's beacon, stats, leads, messages by kind. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.network;
type Jar = Record<string, string>;

/** Cookies a response set, by name (the test client joins several Set-Cookie headers with ", "). */
function setCookies(headers: Headers): Jar {
  const raw = headers.get('set-cookie');
  const out: Jar = {};
  if (!raw) return out;
  for (const one of raw.split(/, (?=[A-Za-z_][\w-]*=)/)) {
    const pair = one.split(';')[0]!;
    out[pair.slice(0, pair.indexOf('=')).trim()] = pair.slice(pair.indexOf('=') + 1);
  }
  return out;
}

/**
 * A browser: its address, its session (when signed in) and the cookies the card call gave it (the visitor cookie,
 * one beacon pass per card served). Opening the card is a view (the same service the public page calls; written
 * behind, settled by the radar's reads); its beacons carry what the browser holds, as navigator.sendBeacon does.
 */
function browser(o: { address?: string; token?: string } = {}) {
  const jar: Jar = {};
  const address = o.address ?? nextAddress();
  const who = { remoteAddress: address, ...(o.token ? { token: o.token } : {}) };
  return {
    jar,
    address,
    view: async (owner: FactoryUser) => {
      const res = await t.api.card.findMpBasicById({ params: { phoneIdEcr: owner.phoneIdEcr }, cookies: { ...jar }, ...who });
      Object.assign(jar, setCookies(res.headers));
      return res;
    },
    beacon: (owner: FactoryUser, actions: string, cookies: Jar = jar) => api().beacon({ body: { ownerPhoneIdEcr: owner.phoneIdEcr, actions } as never, cookies: { ...cookies }, ...who }),
  };
}
const passOf = (jar: Jar, owner: FactoryUser) => jar[`card_rp_${owner.phoneIdEcr}`];
const visitors = async (owner: FactoryUser) => okOf(await api().findRadarVisitors({ body: {}, token: owner.token })).items;
const stats = async (owner: FactoryUser) => okOf(await api().findRadarStats({ body: {}, token: owner.token }));
/** Every radar row of an owner, after the waiting visits are written. */
const radarRows = async (owner: FactoryUser) => ({
  visits: await visitRows(t.ctx, { where: { ownerId: owner.id } }),
  events: await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id } }),
  visitors: await t.ctx.db.radarVisitor.count({ where: { ownerId: owner.id } }),
});

describe('visitor radar', () => {
  it("a signed-in visitor's view and actions appear in the owner's radar with counts, timeline and stats", async () => {
    const [owner, visitor] = [await newUser(t.ctx), await newUser(t.ctx, { name: '李访客' })];
    const b = browser({ token: visitor.token });
    okOf(await b.view(owner));
    t.clock.advance(5_000);
    expect(okOf(await b.beacon(owner, 'call,navigate'))).toEqual({ counted: 2 });
    const [v, ...rest] = await visitors(owner);
    expect(rest).toEqual([]);
    expect(v).toMatchObject({ person: { phoneIdEcr: visitor.phoneIdEcr, name: '李访客' }, views: 1, actions: 2 });
    const events = okOf(await api().findRadarVisitorEvents({ body: { visitorKey: v!.visitorKey }, token: owner.token }));
    expect(events.items.map((e) => e.action)).toEqual(['navigate', 'call', 'view']);
    expect(events.visitor.visitorKey).toBe(v!.visitorKey);
    const s = await stats(owner);
    expect(s).toMatchObject({ todayViews: 1, todayVisitors: 1, weekViews: 1, totalViews: 1, totalVisitors: 1, advisoryUnread: 0 });
    expect(s.weekActions).toMatchObject({ call: 1, navigate: 1, share: 0 });
  });

  it('the card call sets a signed, long-lived, HttpOnly, SameSite=Lax visitor cookie once, and a pass scoped to the beacon', async () => {
    const owner = await newUser(t.ctx);
    const b = browser();
    const first = await b.view(owner);
    const cookies = first.headers.get('set-cookie')!;
    expect(cookies).toMatch(/card_visitor=[\w-]+\.[\w-]{22}; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(new RegExp(`card_rp_${owner.phoneIdEcr}=[0-9a-z]+\\.[\\w-]{22}; Max-Age=7200; Path=/accessRadar/beacon\\.xhtml; HttpOnly; SameSite=Lax`));
    // The browser keeps its visitor: no new visitor cookie, only a fresh pass.
    const again = await b.view(owner);
    expect(again.headers.get('set-cookie')).not.toContain('card_visitor=');
    expect(again.headers.get('set-cookie')).toContain(`card_rp_${owner.phoneIdEcr}=`);
  });

  it("three browsers behind one address are three visitors; each one's repeat in the window counts once", async () => {
    const owner = await newUser(t.ctx);
    const address = nextAddress();
    const [a, b, c] = [browser({ address }), browser({ address }), browser({ address })];
    for (const x of [a, b, c]) okOf(await x.view(owner));
    okOf(await a.view(owner));
    okOf(await a.beacon(owner, 'share'));
    const list = await visitors(owner);
    expect(list).toHaveLength(3);
    expect(list.every((v) => v.person === null)).toBe(true);
    expect(list.map((v) => [v.views, v.actions]).sort()).toEqual([
      [1, 0],
      [1, 0],
      [1, 1],
    ]);
    expect((await stats(owner)).todayVisitors).toBe(3);
    // Past the 30-minute window the same browser is a new view of the same visitor.
    t.clock.advance(LIMITS.card.visitDedupMinutes * 60_000 + 1);
    okOf(await a.view(owner));
    expect((await visitors(owner)).map((v) => v.views).sort()).toEqual([1, 1, 2]);
  });

  it("the owner's own views and beacons count nothing, and the owner is given no pass", async () => {
    const owner = await newUser(t.ctx);
    const b = browser({ token: owner.token });
    okOf(await b.view(owner));
    expect(passOf(b.jar, owner)).toBeUndefined();
    expect(okOf(await b.beacon(owner, 'call,share'))).toEqual({ counted: 0 });
    // Even holding a visitor's pass for the card, the signed-in owner counts nothing.
    const other = browser({ address: b.address });
    okOf(await other.view(owner));
    expect(okOf(await b.beacon(owner, 'call', { ...other.jar }))).toEqual({ counted: 0 });
    expect(await visitors(owner)).toHaveLength(1); // the other browser's view only
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id, action: { not: 'view' } } })).toBe(0);
  });

  it("forged beacons are refused with the catalogue message and write nothing: no pass, another card's, another visitor's, expired, tampered", async () => {
    const [viewed, nobodys] = [await newUser(t.ctx), await newUser(t.ctx)];
    const b = browser();
    okOf(await b.view(viewed));
    const other = browser({ address: b.address });
    okOf(await other.view(viewed));
    const pass = passOf(b.jar, viewed)!;
    const passName = `card_rp_${nobodys.phoneIdEcr}`;
    const visitor = { card_visitor: b.jar.card_visitor! };
    const tampered = `${pass.split('.')[0]!.replace(/.$/, (ch) => (ch === 'z' ? 'y' : 'z'))}.${pass.split('.')[1]}`;
    const forged: [string, Jar][] = [
      ["no cookies at all (the tester's twenty POSTs)", {}],
      ['a visitor cookie, no pass', visitor],
      ["another card's pass under this card's name", { ...visitor, [passName]: pass }],
      ['a pass for this card with a made-up visitor', { [`card_rp_${viewed.phoneIdEcr}`]: pass, card_visitor: 'visitorAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' }],
      ["another visitor's pass", { ...visitor, [`card_rp_${viewed.phoneIdEcr}`]: passOf(other.jar, viewed)! }],
      ['a tampered expiry', { ...visitor, [`card_rp_${viewed.phoneIdEcr}`]: tampered }],
    ];
    const before = await radarRows(viewed);
    for (const [what, cookies] of forged) {
      const target = what.startsWith('another card') || what.startsWith('no cookies') ? nobodys : viewed;
      const res = await b.beacon(target, 'call,call,call,share,share', cookies);
      expect(res.status, what).toBe(403);
      expect(refusalOf(res), what).toMatchObject({ code: 'RADAR_BEACON_TOKEN_INVALID', field: 'radarPass', msg: '名片页面凭证无效或已过期，请重新打开名片' });
    }
    // In English too, naming the pass.
    const en = refusalOf(await api().beacon({ body: { ownerPhoneIdEcr: nobodys.phoneIdEcr, actions: 'call' } as never, cookies: { lang: 'en' }, remoteAddress: nextAddress() }));
    expect(en.msg).toBe('The card page pass is missing, for another card or expired: open the card again');
    expect(await radarRows(nobodys)).toEqual({ visits: 0, events: 0, visitors: 0 });
    expect(await radarRows(viewed)).toEqual(before);
    expect((await stats(nobodys)).weekActions).toMatchObject({ call: 0, share: 0 });
    // The pass holds its window and not a millisecond more.
    t.clock.advance(LIMITS.network.beaconTokenMinutes * 60_000 - 1);
    expect(okOf(await b.beacon(viewed, 'call'))).toEqual({ counted: 1 });
    t.clock.advance(1);
    expect(refusalOf(await b.beacon(viewed, 'call')).code).toBe('RADAR_BEACON_TOKEN_INVALID');
    expect((await radarRows(viewed)).events).toBe(before.events + 1);
  });

  it('junk beacons are refused with the catalogue message naming the field, and write nothing', async () => {
    const owner = await newUser(t.ctx);
    const b = browser();
    okOf(await b.view(owner));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: 'view' }, 'actions', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: 'call,hack' }, 'actions', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: owner.phoneIdEcr, actions: '' }, 'actions', 'SUBMIT_DATA_ERROR'],
      [
        {
          ownerPhoneIdEcr: owner.phoneIdEcr,
          actions: Array(LIMITS.network.beaconActionsMax + 1)
            .fill('call')
            .join(','),
        },
        'actions',
        'SUBMIT_DATA_ERROR',
      ],
      [{ ownerPhoneIdEcr: 'no such card!', actions: 'call' }, 'ownerPhoneIdEcr', 'SUBMIT_DATA_ERROR'],
      [{ ownerPhoneIdEcr: 'unknownCard00000', actions: 'call' }, 'ownerPhoneIdEcr', 'RADAR_CARD_NOT_FOUND'],
    ];
    for (const [body, field, code] of cases) {
      const r = refusalOf(await api().beacon({ body: body as never, cookies: { ...b.jar }, remoteAddress: nextAddress() }));
      // An item of the list is named by its place (actions.0); the message's label is the list's.
      expect([r.code, r.field?.split('.')[0]], JSON.stringify(body)).toEqual([code, field]);
    }
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id, action: { not: 'view' } } })).toBe(0);
    expect(okOf(await b.beacon(owner, Array(LIMITS.network.beaconActionsMax).fill('call').join(','))).counted).toBe(LIMITS.network.beaconActionsMax);
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id, action: { not: 'view' } } })).toBe(LIMITS.network.beaconActionsMax);
  });

  it('beacons have a budget per visitor and one per address (the shared limiter): past either TOO_MANY_ATTEMPTS, nothing written', async () => {
    const owner = await newUser(t.ctx);
    const address = nextAddress();
    const perVisitor = LIMITS.network.beaconsPerVisitorPerMinute;
    const perAddress = LIMITS.network.beaconsPerAddressPerMinute;
    expect([perVisitor, perAddress]).toEqual([10, 30]);
    const crowd = Array.from({ length: perAddress / perVisitor + 1 }, () => browser({ address }));
    for (const b of crowd) okOf(await b.view(owner));
    const [first, ...others] = crowd;
    for (let i = 0; i < perVisitor; i += 1) okOf(await first!.beacon(owner, 'link'));
    const refused = await first!.beacon(owner, 'link');
    expect([refused.status, refusalOf(refused).code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    // Another browser behind the same address has a budget of its own, up to the address's.
    for (const b of others.slice(0, -1)) for (let i = 0; i < perVisitor; i += 1) okOf(await b.beacon(owner, 'link'));
    expect(refusalOf(await others.at(-1)!.beacon(owner, 'link')).code).toBe('TOO_MANY_ATTEMPTS');
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: owner.id, action: 'link' } })).toBe(perAddress);
    // The same visitor from another address is still over its own budget; a new minute opens both again.
    expect(refusalOf(await api().beacon({ body: { ownerPhoneIdEcr: owner.phoneIdEcr, actions: 'link' } as never, cookies: { ...first!.jar }, remoteAddress: nextAddress() })).code).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    t.clock.advance(61_000);
    okOf(await first!.beacon(owner, 'link'));
    okOf(await others.at(-1)!.beacon(owner, 'link'));
  });

  it("pages visitors newest first by keyset, and refuses a foreign visitor's timeline", async () => {
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

  it("one-key cleanup empties every radar row it reports, and the radar's counts follow", async () => {
    const [owner, other, signedIn] = [await newUser(t.ctx), await newUser(t.ctx), await newUser(t.ctx)];
    const [a, b, c] = [browser(), browser(), browser({ token: signedIn.token })];
    for (const x of [a, b, c]) okOf(await x.view(owner));
    okOf(await a.beacon(owner, 'call,call,share'));
    okOf(await a.view(other)); // another owner's radar stays
    expect((await stats(owner)).totalVisitors).toBe(3);
    expect(okOf(await t.api.usercentre.findCleanupPreview({ token: owner.token })).visits).toBe(3);
    const done = okOf(await t.api.usercentre.oneKeyCleanup({ token: owner.token }));
    expect(done.visitsRemoved).toBe(3);
    expect(await radarRows(owner)).toEqual({ visits: 0, events: 0, visitors: 0 });
    expect(await visitors(owner)).toEqual([]);
    const s = await stats(owner);
    expect(s).toMatchObject({ todayViews: 0, todayVisitors: 0, weekViews: 0, weekVisitors: 0, totalViews: 0, totalVisitors: 0 });
    expect(Object.values(s.weekActions).every((n) => n === 0)).toBe(true);
    expect(okOf(await t.api.usercentre.findCleanupPreview({ token: owner.token })).visits).toBe(0);
    expect((await api().exportRadarLeads({ token: owner.token })).body).not.toContain(',访客,');
    expect(await radarRows(other)).toEqual({ visits: 1, events: 1, visitors: 1 });
  });

  it('exports signed-in visitors and consultations as CSV with a BOM; a hidden phone stays out', async () => {
    const [owner, shown, hidden] = [await newUser(t.ctx), await newUser(t.ctx, { name: '王公开' }), await newUser(t.ctx, { name: '=赵隐藏' })];
    await t.ctx.db.user.update({ where: { id: hidden.id }, data: { hidePhone: true } });
    const mobileOf = async (u: FactoryUser) => (await t.ctx.db.cardMobile.findFirst({ where: { userId: u.id } }))?.number;
    okOf(await browser({ token: shown.token }).view(owner));
    okOf(await browser({ token: hidden.token }).view(owner));
    okOf(await browser().view(owner));
    okOf(await api().addAdvisory({ body: { phoneIdEcr: owner.phoneIdEcr, name: '陈咨询', phone: '13712345678', content: '想了解, "团购"价格' }, remoteAddress: nextAddress() }));
    const res = await api().exportRadarLeads({ token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = res.body as string;
    expect(text.startsWith('\uFEFF姓名,公司')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(text).toContain('王公开');
    expect(text).toContain("'=赵隐藏");
    expect(lines[3]).toMatch(/^陈咨询,,,,13712345678,,,,\d{4}-\d\d-\d\d \d\d:\d\d,咨询,"想了解, ""团购""价格"$/);
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

  it("refuses bad input naming the field, the own card, and someone else's consultation; writes nothing", async () => {
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
      data: (['exchange', 'circle', 'system', 'advisory'] as const).map((kind, i) => ({
        id: `msgKind${kind}`.padEnd(16, '0'),
        userId: me.id,
        kind,
        title: kind,
        content: kind,
        createdAt: new Date(base - i * 1000),
      })),
    });
    const feed = async (kind?: string) => okOf(await t.api.usercentre.in2userMainMessage({ body: (kind ? { kind } : {}) as never, token: me.token })).items.map((m) => m.kind);
    expect(await feed()).toEqual(['exchange', 'circle', 'system', 'advisory']);
    expect(await feed('circle')).toEqual(['circle']);
    expect(await feed('company')).toEqual([]);
    const bad = refusalOf(await t.api.usercentre.in2userMainMessage({ body: { kind: 'spam' } as never, token: me.token }));
    expect([bad.code, bad.field]).toEqual(['SUBMIT_DATA_ERROR', 'kind']);
  });
});
