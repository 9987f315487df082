import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

/** The user's own settings: privacy (and its company lock), language, dynamics, one-key cleanup. */
let t: TestApp;
let me: { token: string; phoneIdEcr: string; id: string };
let other: { token: string; phoneIdEcr: string; id: string };
const PHONE = '15520000001';
const idOf = async (phoneIdEcr: string) => (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr }, select: { id: true } })).id;
const rs = (res: { json(): { resultSets: unknown } }) => res.json().resultSets as any;
const privacyRow = () => t.ctx.db.user.findUniqueOrThrow({
  where: { id: me.id }, select: { allowStrangerSearch: true, allowColleagueView: true, hidePhone: true, showInMobileSite: true },
});

beforeAll(async () => {
  t = await makeTestApp();
  const a = await t.register(PHONE);
  const b = await t.register('15520000002');
  me = { ...a, id: await idOf(a.phoneIdEcr) };
  other = { ...b, id: await idOf(b.phoneIdEcr) };
});
afterAll(async () => { await t.close(); });

describe('privacy', () => {
  it('starts open and unlocked', async () => {
    expect(rs(await t.get('/acc/findPrivacySet.xhtml', me.token))).toEqual({
      allowStrangerSearch: true, allowColleagueView: true, hidePhone: false, showInMobileSite: true, lockedByCompany: false,
    });
  });

  it('saves the four switches from form strings', async () => {
    const res = await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'false', allowColleagueView: '1', hidePhone: 'true', showInMobileSite: '0' }, me.token);
    expect(rs(res)).toEqual({ allowStrangerSearch: false, allowColleagueView: true, hidePhone: true, showInMobileSite: false, lockedByCompany: false });
    expect(await privacyRow()).toEqual({ allowStrangerSearch: false, allowColleagueView: true, hidePhone: true, showInMobileSite: false });
  });

  it('refuses a value that is not a boolean, naming the field', async () => {
    const res = await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'maybe', allowColleagueView: '1', hidePhone: 'true', showInMobileSite: '0' }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'allowStrangerSearch', rule: 'boolean', message: '允许陌生人搜索须为是或否' });
  });

  it('removes a hidden phone from the public card JSON a logged-out visitor gets', async () => {
    const res = await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`);
    expect(res.json().status).toBe(200);
    expect(res.body).not.toContain(PHONE);
    expect(rs(res)).toMatchObject({ mobiles: [], phoneHidden: true, isOwner: false });
    // The owner still sees the number on their own card.
    expect(rs(await t.post('/acc/0/findMpBasicById.xhtml', {}, me.token)).mobiles).toEqual([PHONE]);
  });

  it('shows the phone again once the owner stops hiding it', async () => {
    await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'true', allowColleagueView: 'true', hidePhone: 'false', showInMobileSite: 'true' }, me.token);
    expect(rs(await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`)).mobiles).toEqual([PHONE]);
  });

  it('refuses any change while the company locks privacy, and writes nothing', async () => {
    await t.ctx.db.company.create({ data: { id: 'coLocked00000001', name: '锁定公司', lockPrivacy: true } });
    await t.ctx.db.user.update({ where: { id: me.id }, data: { companyId: 'coLocked00000001' } });
    const before = await privacyRow();
    const res = await t.post('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'false', allowColleagueView: 'false', hidePhone: 'true', showInMobileSite: 'false' }, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 1060003, code: 'COMPANY_NOT_ALLOWED', msg: '公司不允许修改该设置' });
    expect(await privacyRow()).toEqual(before);
    expect(rs(await t.get('/acc/findPrivacySet.xhtml', me.token)).lockedByCompany).toBe(true);
    await t.ctx.db.user.update({ where: { id: me.id }, data: { companyId: null } });
  });
});

describe('language and dynamics', () => {
  it('saves English, sets the lang cookie and answers in English from then on', async () => {
    const res = await t.post('/acc/updateUserLanguage.xhtml', { lang: 'en' }, me.token);
    expect(res.json()).toMatchObject({ status: 200, msg: 'success', resultSets: { language: 'en' } });
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).language).toBe('en');
    const refused = await t.post('/acc/bindAgree.xhtml', { id: 'missing000000001' }, me.token, { cookies: { lang: cookie!.value } });
    expect(refused.json().msg).toBe('The requested data does not exist');
  });

  it('switches back to Chinese and refuses a language we do not have', async () => {
    expect(rs(await t.post('/acc/updateUserLanguage.xhtml', { lang: 'zh-CN' }, me.token))).toEqual({ language: 'zh-CN' });
    const bad = await t.post('/acc/updateUserLanguage.xhtml', { lang: 'fr' }, me.token);
    expect(bad.json()).toMatchObject({ code: 'SUBMIT_DATA_ERROR', errors: [{ field: 'lang', rule: 'enum' }] });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).language).toBe('zh-CN');
  });

  it('turns dynamics off and on', async () => {
    expect(rs(await t.post('/acc/noAcceptDynamic.xhtml', {}, me.token))).toEqual({ dynamicOn: false });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).dynamicOn).toBe(false);
    expect(rs(await t.post('/acc/openDynamic.xhtml', {}, me.token))).toEqual({ dynamicOn: true });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).dynamicOn).toBe(true);
  });
});

describe('one-key cleanup', () => {
  let seq = 0;
  const seed = async () => {
    const n = ++seq;
    const now = t.clock.now();
    await t.ctx.db.message.createMany({
      data: [
        { id: `cleanRead${n}000001`, userId: me.id, title: 'r', content: 'r', readAt: now },
        { id: `cleanRead${n}000002`, userId: me.id, title: 'r', content: 'r', readAt: now },
        { id: `cleanUnrd${n}000001`, userId: me.id, title: 'u', content: 'u' },
        { id: `cleanOthr${n}000001`, userId: other.id, title: 'o', content: 'o', readAt: now },
      ],
    });
    await t.ctx.db.cardVisit.createMany({
      data: [
        { id: `visitMine${n}00001`, ownerId: me.id, visitorId: other.id, visitorKey: 'k1' },
        { id: `visitOthr${n}00001`, ownerId: other.id, visitorId: me.id, visitorKey: 'k2' },
      ],
    });
  };

  it('removes read messages and the visitor radar, keeps unread messages and other users\' data, records the day', async () => {
    await seed();
    const visits = await t.ctx.db.cardVisit.count({ where: { ownerId: me.id } }); // the seeded one plus the public-card views above
    expect(visits).toBeGreaterThan(1);
    const res = await t.post('/acc/oneKeyCleanup.xhtml', {}, me.token);
    expect(rs(res)).toEqual({ messagesRemoved: 2, visitsRemoved: visits, usedToday: 1, limit: 3 });
    expect(await t.ctx.db.message.count({ where: { userId: me.id, readAt: { not: null } } })).toBe(0);
    expect(await t.ctx.db.message.count({ where: { userId: me.id, readAt: null } })).toBe(1);
    expect(await t.ctx.db.message.count({ where: { userId: other.id } })).toBe(1);
    expect(await t.ctx.db.cardVisit.count({ where: { ownerId: me.id } })).toBe(0);
    expect(await t.ctx.db.cardVisit.count({ where: { ownerId: other.id } })).toBe(1);
    expect(await t.ctx.db.cleanup.count({ where: { userId: me.id } })).toBe(1);
  });

  it('allows the 2nd and 3rd run, refuses the 4th and then deletes nothing', async () => {
    expect(rs(await t.post('/acc/oneKeyCleanup.xhtml', {}, me.token)).usedToday).toBe(2);
    expect(rs(await t.post('/acc/oneKeyCleanup.xhtml', {}, me.token)).usedToday).toBe(3);
    await seed();
    const fourth = await t.post('/acc/oneKeyCleanup.xhtml', {}, me.token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ status: 1040001, code: 'CLEANUP_LIMIT', msg: '今日清理次数已达上限' });
    expect(await t.ctx.db.message.count({ where: { userId: me.id, readAt: { not: null } } })).toBe(2);
    expect(await t.ctx.db.cardVisit.count({ where: { ownerId: me.id } })).toBe(1);
    expect(await t.ctx.db.cleanup.count({ where: { userId: me.id } })).toBe(3);
  });

  it('works again the next day', async () => {
    t.clock.advance(24 * 3600_000);
    expect(rs(await t.post('/acc/oneKeyCleanup.xhtml', {}, me.token))).toMatchObject({ messagesRemoved: 2, visitsRemoved: 1, usedToday: 1 });
  });

  it('holds the limit when several cleanups race', async () => {
    t.clock.advance(24 * 3600_000);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.post('/acc/oneKeyCleanup.xhtml', {}, other.token)));
    const codes = results.map((r) => r.json().code).sort();
    expect(codes).toEqual(['CLEANUP_LIMIT', 'CLEANUP_LIMIT', 'OK', 'OK', 'OK']);
    expect(await t.ctx.db.cleanup.count({ where: { userId: other.id } })).toBe(3);
  });
});
