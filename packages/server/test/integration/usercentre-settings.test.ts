import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newMessage, newUser, newVisitEvent, type FactoryUser } from '../factories';
import { visitRows } from '../helpers/visits';

/**
 * The user's own settings: privacy (and its company lock), language, dynamics, one-key cleanup. Every test makes
 * the users and rows it reads, so none depends on visits, settings or cleanups another test left behind.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

type Privacy = { allowStrangerSearch: boolean; allowColleagueView: boolean; hidePhone: boolean; showInMobileSite: boolean; showPhoneToExchanged?: boolean };
const privacyRow = (me: FactoryUser) =>
  t.ctx.db.user.findUniqueOrThrow({
    where: { id: me.id },
    select: { allowStrangerSearch: true, allowColleagueView: true, hidePhone: true, showInMobileSite: true, showPhoneToExchanged: true },
  });
const setPrivacy = (me: FactoryUser, body: Privacy) => t.api.usercentre.updateUserPrivacy({ body, token: me.token });
const OPEN: Privacy = { allowStrangerSearch: true, allowColleagueView: true, hidePhone: false, showInMobileSite: true, showPhoneToExchanged: true };

describe('privacy', () => {
  it('starts open and unlocked', async () => {
    const me = await newUser(t.ctx);
    expect(okOf(await t.api.usercentre.findPrivacySet({ token: me.token }))).toEqual({ ...OPEN, lockedByCompany: false });
  });

  it('saves the five switches from form strings', async () => {
    const me = await newUser(t.ctx);
    // Sent as the legacy form strings on purpose: the wire carries text, the contract coerces it.
    const body = { allowStrangerSearch: 'false', allowColleagueView: '1', hidePhone: 'true', showInMobileSite: '0', showPhoneToExchanged: 'false' } as unknown as Privacy;
    const saved = { allowStrangerSearch: false, allowColleagueView: true, hidePhone: true, showInMobileSite: false, showPhoneToExchanged: false };
    expect(okOf(await setPrivacy(me, body))).toEqual({ ...saved, lockedByCompany: false });
    expect(await privacyRow(me)).toEqual(saved);
  });

  it('refuses a value that is not a boolean, naming the field', async () => {
    const me = await newUser(t.ctx);
    const res = await setPrivacy(me, { ...OPEN, allowStrangerSearch: 'maybe' as unknown as boolean });
    expect(res.status).toBe(400);
    expect(refusalOf(res).errors?.[0]).toMatchObject({ field: 'allowStrangerSearch', rule: 'boolean', message: '允许陌生人搜索须为是或否' });
    expect(await privacyRow(me)).toEqual(OPEN);
  });

  it('removes a hidden phone from the public card JSON a logged-out visitor gets, and shows it again when no longer hidden', async () => {
    const me = await newUser(t.ctx);
    const visit = () => t.api.card.findMpBasicById({ params: { phoneIdEcr: me.phoneIdEcr } });
    expect(okOf(await visit()).mobiles).toEqual([me.phone]);
    okOf(await setPrivacy(me, { ...OPEN, hidePhone: true }));
    const hidden = await visit();
    expect(JSON.stringify(hidden.body)).not.toContain(me.phone);
    expect(okOf(hidden)).toMatchObject({ mobiles: [], phoneHidden: true, isOwner: false });
    // The owner still sees the number on their own card.
    expect(okOf(await t.api.card.findMyCard({ token: me.token })).mobiles).toEqual([me.phone]);
    okOf(await setPrivacy(me, OPEN));
    expect(okOf(await visit()).mobiles).toEqual([me.phone]);
  });

  it('refuses any change while the company locks privacy, and writes nothing', async () => {
    const me = await newUser(t.ctx);
    await newCompany(t.ctx, { lockPrivacy: true, members: [{ id: me.id, role: 'member' }] });
    const res = await setPrivacy(me, { allowStrangerSearch: false, allowColleagueView: false, hidePhone: true, showInMobileSite: false });
    expect(res.status).toBe(403);
    expect(refusalOf(res)).toMatchObject({ status: 1060003, code: 'COMPANY_NOT_ALLOWED', msg: '公司不允许修改该设置' });
    expect(await privacyRow(me)).toEqual(OPEN);
    expect(okOf(await t.api.usercentre.findPrivacySet({ token: me.token })).lockedByCompany).toBe(true);
  });
});

describe('language and dynamics', () => {
  it('saves English, sets the lang cookie and answers in English from then on', async () => {
    const me = await newUser(t.ctx);
    const res = await t.api.usercentre.updateUserLanguage({ body: { lang: 'en' }, token: me.token });
    expect(res.body).toMatchObject({ status: 200, msg: 'success', resultSets: { language: 'en' } });
    const cookie = /(?:^|, )lang=([^;]*);[^,]*Path=\//.exec(res.headers.get('set-cookie') ?? '');
    expect(cookie?.[1]).toBe('en');
    expect(res.headers.get('set-cookie')).not.toMatch(/lang=en;[^,]*HttpOnly/i);
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).language).toBe('en');
    const refused = await t.api.usercentre.bindAgree({ body: { id: 'missing000000001' }, token: me.token, cookies: { lang: cookie![1]! } });
    expect(refusalOf(refused).msg).toBe('The requested data does not exist');
  });

  it('switches back to Chinese and refuses a language we do not have', async () => {
    const me = await newUser(t.ctx);
    okOf(await t.api.usercentre.updateUserLanguage({ body: { lang: 'en' }, token: me.token }));
    expect(okOf(await t.api.usercentre.updateUserLanguage({ body: { lang: 'zh-CN' }, token: me.token }))).toEqual({ language: 'zh-CN' });
    const bad = await t.api.usercentre.updateUserLanguage({ body: { lang: 'fr' as 'en' }, token: me.token });
    expect(refusalOf(bad)).toMatchObject({ code: 'SUBMIT_DATA_ERROR', errors: [{ field: 'lang', rule: 'enum' }] });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).language).toBe('zh-CN');
  });

  it('turns dynamics off and on', async () => {
    const me = await newUser(t.ctx);
    const dynamicOn = async () => (await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).dynamicOn;
    expect(okOf(await t.api.usercentre.noAcceptDynamic({ token: me.token }))).toEqual({ dynamicOn: false });
    expect(await dynamicOn()).toBe(false);
    expect(okOf(await t.api.usercentre.openDynamic({ token: me.token }))).toEqual({ dynamicOn: true });
    expect(await dynamicOn()).toBe(true);
  });
});

describe('one-key cleanup', () => {
  /** Two read and one unread message and two radar visits for `me`; one read message and one visit for `other`. */
  const seed = async (me: FactoryUser, other: FactoryUser) => {
    for (const [owner, read] of [
      [me, true],
      [me, true],
      [me, false],
      [other, true],
    ] as const)
      await newMessage(t.ctx, owner, { read });
    await t.ctx.db.cardVisit.createMany({
      data: [
        { id: t.ctx.ids.id(), ownerId: me.id, visitorId: other.id, visitorKey: 'k1' },
        { id: t.ctx.ids.id(), ownerId: me.id, visitorId: null, visitorKey: 'k3' },
        { id: t.ctx.ids.id(), ownerId: other.id, visitorId: me.id, visitorKey: 'k2' },
      ],
    });
    // The radar's view events and visitor summaries of the same visits (cleanup removes and counts those too).
    await newVisitEvent(t.ctx, me, 'k1', { visitorId: other.id });
    await newVisitEvent(t.ctx, me, 'k3');
    await newVisitEvent(t.ctx, other, 'k2', { visitorId: me.id });
  };
  const cleanup = (me: FactoryUser) => t.api.usercentre.oneKeyCleanup({ token: me.token });
  const pair = async () => [await newUser(t.ctx), await newUser(t.ctx)] as const;

  it("counts what it would delete before anything goes, and today's runs", async () => {
    const [me, other] = await pair();
    const preview = async () => okOf(await t.api.usercentre.findCleanupPreview({ token: me.token }));
    expect(await preview()).toEqual({ readMessages: 0, visits: 0, usedToday: 0, limit: 3 });
    await seed(me, other);
    expect(await preview()).toEqual({ readMessages: 2, visits: 2, usedToday: 0, limit: 3 });
    expect(await t.ctx.db.message.count({ where: { userId: me.id } })).toBe(3); // counting deletes nothing
    okOf(await cleanup(me));
    expect(await preview()).toEqual({ readMessages: 0, visits: 0, usedToday: 1, limit: 3 });
  });

  it("removes read messages and the visitor radar, keeps unread messages and other users' data, records the day", async () => {
    const [me, other] = await pair();
    await seed(me, other);
    expect(okOf(await cleanup(me))).toEqual({ messagesRemoved: 2, visitsRemoved: 2, usedToday: 1, limit: 3 });
    expect(await t.ctx.db.message.count({ where: { userId: me.id, readAt: { not: null } } })).toBe(0);
    expect(await t.ctx.db.message.count({ where: { userId: me.id, readAt: null } })).toBe(1);
    expect(await t.ctx.db.message.count({ where: { userId: other.id } })).toBe(1);
    expect(await visitRows(t.ctx, { where: { ownerId: me.id } })).toBe(0);
    expect(await t.ctx.db.radarVisitor.count({ where: { ownerId: me.id } })).toBe(0);
    expect(await t.ctx.db.visitEvent.count({ where: { ownerId: me.id } })).toBe(0);
    expect(await visitRows(t.ctx, { where: { ownerId: other.id } })).toBe(1);
    expect(await t.ctx.db.radarVisitor.count({ where: { ownerId: other.id } })).toBe(1);
    expect(await t.ctx.db.cleanup.count({ where: { userId: me.id } })).toBe(1);
  });

  it('allows the 2nd and 3rd run, refuses the 4th and then deletes nothing', async () => {
    const [me, other] = await pair();
    for (const n of [1, 2, 3]) expect(okOf(await cleanup(me)).usedToday).toBe(n);
    await seed(me, other);
    const fourth = await cleanup(me);
    expect(fourth.status).toBe(429);
    expect(refusalOf(fourth)).toMatchObject({ status: 1040001, code: 'CLEANUP_LIMIT', msg: '今日清理次数已达上限' });
    expect(await t.ctx.db.message.count({ where: { userId: me.id, readAt: { not: null } } })).toBe(2);
    expect(await visitRows(t.ctx, { where: { ownerId: me.id } })).toBe(2);
    expect(await t.ctx.db.cleanup.count({ where: { userId: me.id } })).toBe(3);
  });

  it('works again the next day', async () => {
    const [me, other] = await pair();
    for (let i = 0; i < 3; i++) okOf(await cleanup(me));
    await seed(me, other);
    t.clock.advance(24 * 3600_000);
    expect(okOf(await cleanup(me))).toMatchObject({ messagesRemoved: 2, visitsRemoved: 2, usedToday: 1 });
  });

  it('holds the limit when several cleanups race', async () => {
    const me = await newUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 5 }, () => cleanup(me)));
    expect(results.map((r) => (r.body as { code: string }).code).sort()).toEqual(['CLEANUP_LIMIT', 'CLEANUP_LIMIT', 'OK', 'OK', 'OK']);
    expect(await t.ctx.db.cleanup.count({ where: { userId: me.id } })).toBe(3);
  });
});
