import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser } from '../factories';

/** Home data of the user centre: messages, company, module zones, the home aggregate, wallet tips, bind requests. */
let t: TestApp;
let me: { token: string; phoneIdEcr: string; id: string };
let other: { token: string; phoneIdEcr: string; id: string };
const idOf = async (phoneIdEcr: string) => (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr }, select: { id: true } })).id;

beforeAll(async () => {
  t = await makeTestApp();
  const a = await t.register('15510000001');
  const b = await t.register('15510000002');
  me = { ...a, id: await idOf(a.phoneIdEcr) };
  other = { ...b, id: await idOf(b.phoneIdEcr) };
});
afterAll(async () => {
  await t.close();
});

const rs = (res: { json(): { resultSets: unknown } }) => res.json().resultSets as any;

describe('messages', () => {
  beforeAll(async () => {
    const base = t.clock.now().getTime();
    await t.ctx.db.message.createMany({
      data: [
        { id: 'msgOld0000000001', userId: me.id, title: '旧消息', content: 'old', createdAt: new Date(base - 3000), readAt: new Date(base - 1000) },
        { id: 'msgMid0000000001', userId: me.id, title: '中间', content: 'mid', createdAt: new Date(base - 2000) },
        { id: 'msgNew0000000001', userId: me.id, title: '最新', content: 'new', createdAt: new Date(base - 1000) },
        { id: 'msgOther00000001', userId: other.id, title: '别人的', content: 'x', createdAt: new Date(base) },
      ],
    });
  });

  it("lists the user's own messages newest first with the unread count", async () => {
    const body = rs(await t.post('/acc/in2userMainMessage.xhtml', {}, me.token));
    expect(body.items.map((m: { id: string }) => m.id)).toEqual(['msgNew0000000001', 'msgMid0000000001', 'msgOld0000000001']);
    expect(body.items[2]).toMatchObject({ title: '旧消息', read: true });
    expect(body.unread).toBe(2);
  });

  it("marks one message read; someone else's message is not found", async () => {
    expect(rs(await t.post('/acc/readUserMessage.xhtml', { id: 'msgMid0000000001' }, me.token))).toEqual({ read: 1 });
    const foreign = await t.post('/acc/readUserMessage.xhtml', { id: 'msgOther00000001' }, me.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await t.ctx.db.message.findUniqueOrThrow({ where: { id: 'msgOther00000001' } })).readAt).toBeNull();
    // The advisory count counts unread demand consultations (issue 13), not messages: this user has none.
    expect(rs(await t.get('/accessRadar/countAdvisoryUnreadMessage.xhtml', me.token))).toEqual({ count: 0 });
  });
});

describe('company', () => {
  it('says none without a company, and names the company once the user is a member', async () => {
    expect(rs(await t.post('/acc/in2userMainCompany.xhtml', {}, me.token))).toEqual({ state: 'none', company: null });
    await t.ctx.db.company.create({ data: { id: 'coHome0000000001', name: '星辰科技', lockPrivacy: false } });
    await t.ctx.db.user.update({ where: { id: me.id }, data: { companyId: 'coHome0000000001' } });
    expect(rs(await t.post('/acc/in2userMainCompany.xhtml', {}, me.token))).toEqual({
      state: 'member',
      company: { id: 'coHome0000000001', name: '星辰科技', lockPrivacy: false },
    });
  });
});

describe('module zones', () => {
  it('starts with every module in main and the top and bottom zones empty', async () => {
    expect(rs(await t.post('/acc/in2userMainModulesTop.xhtml', {}, me.token))).toEqual([]);
    expect(rs(await t.post('/acc/in2userMainBottomModules.xhtml', {}, me.token))).toEqual([]);
  });

  it('saves order, zones and visibility together', async () => {
    const res = await t.post('/acc/updateCenterModule.xhtml', { topIds: '54,3', mainIds: '4,5', bottomIds: '62', hiddenIds: '45' }, me.token);
    expect(res.json().status).toBe(200);
    expect(rs(res).top.map((m: { id: number }) => m.id)).toEqual([54, 3]);
    const top = rs(await t.post('/acc/in2userMainModulesTop.xhtml', {}, me.token));
    expect(top.map((m: { id: number; zone: string }) => [m.id, m.zone])).toEqual([
      [54, 'top'],
      [3, 'top'],
    ]);
    expect(rs(await t.post('/acc/in2userMainBottomModules.xhtml', {}, me.token)).map((m: { id: number }) => m.id)).toEqual([62]);
    const main = rs(await t.post('/acc/in2userMainModules.xhtml', {}, me.token)).filter((m: { zone: string }) => m.zone === 'main');
    expect(main.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([4, 5]);
    expect(main.find((m: { id: number }) => m.id === 45).visible).toBe(false);
    expect(await t.ctx.db.userModule.count({ where: { userId: me.id } })).toBe(14);
  });

  it('refuses unknown ids and a module in two zones, leaving the layout as it was', async () => {
    const before = await t.ctx.db.userModule.findMany({ where: { userId: me.id }, orderBy: { moduleId: 'asc' } });
    const unknown = await t.post('/acc/updateCenterModule.xhtml', { topIds: '3,7', mainIds: '', bottomIds: '', hiddenIds: '' }, me.token);
    expect(unknown.json()).toMatchObject({ code: 'MODULE_NOT_EXIST', errors: [{ field: 'topIds' }] });
    const twice = await t.post('/acc/updateCenterModule.xhtml', { topIds: '3', mainIds: '', bottomIds: '3', hiddenIds: '' }, me.token);
    expect(twice.json()).toMatchObject({ code: 'MODULE_DUPLICATE', errors: [{ field: 'bottomIds' }] });
    const junk = await t.post('/acc/updateCenterModule.xhtml', { topIds: '3,x', mainIds: '', bottomIds: '', hiddenIds: '' }, me.token);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0].field).toMatch(/^topIds/);
    expect(await t.ctx.db.userModule.findMany({ where: { userId: me.id }, orderBy: { moduleId: 'asc' } })).toEqual(before);
  });
});

describe('wallet income tips and bind requests', () => {
  beforeAll(async () => {
    await t.ctx.db.walletIncomeTip.createMany({
      data: [
        { id: 'tipA000000000001', userId: me.id, amountFen: 1234, source: 'spokesperson' },
        { id: 'tipB000000000001', userId: me.id, amountFen: 5, source: 'dealer' },
        { id: 'tipC000000000001', userId: other.id, amountFen: 99900, source: 'dealer' },
      ],
    });
    await t.ctx.db.bindRequest.createMany({
      data: [
        { id: 'bindMine00000001', userId: me.id, agentName: '代理王五' },
        { id: 'bindMine00000002', userId: me.id, agentName: '代理赵六' },
        { id: 'bindOther0000001', userId: other.id, agentName: '代理钱七' },
      ],
    });
  });

  it("lists only the user's unread tips in integer fen", async () => {
    const tips = rs(await t.post('/acc/walletIncomeTip.xhtml', {}, me.token));
    expect(tips).toMatchObject({ count: 2, totalFen: 1239 });
    expect(tips.tips.map((x: { amountFen: number }) => x.amountFen).sort()).toEqual([1234, 5]);
  });

  it('gives the whole home screen in one call', async () => {
    const home = rs(await t.post('/acc/forwardUserHomeNew.xhtml', {}, me.token));
    expect(home.user.phoneIdEcr).toBe(me.phoneIdEcr);
    expect(home.modules.top.map((m: { id: number }) => m.id)).toEqual([54, 3]);
    expect(home.modules.bottom.map((m: { id: number }) => m.id)).toEqual([62]);
    expect(home.modules.main.length).toBe(11);
    expect(home.unreadMessages).toBe(1);
    expect(home.walletTip).toMatchObject({ count: 2, totalFen: 1239 });
    expect(home.pendingBinds.map((b: { agentName: string }) => b.agentName).sort()).toEqual(['代理王五', '代理赵六']);
  });

  it("marks the tips read, so they stop showing; the other user's stay unread", async () => {
    expect(rs(await t.post('/acc/readWalletIncomeTip.xhtml', {}, me.token))).toEqual({ read: 2 });
    expect(rs(await t.post('/acc/walletIncomeTip.xhtml', {}, me.token))).toEqual({ tips: [], count: 0, totalFen: 0 });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id } })).walletTipReadAt).not.toBeNull();
    expect((await t.ctx.db.walletIncomeTip.findUniqueOrThrow({ where: { id: 'tipC000000000001' } })).readAt).toBeNull();
  });

  it('agrees or refuses once; a decided request is an illegal operation', async () => {
    expect(rs(await t.post('/acc/bindAgree.xhtml', { id: 'bindMine00000001' }, me.token))).toEqual({ id: 'bindMine00000001', status: 'agreed' });
    expect(rs(await t.post('/acc/bindRefuse.xhtml', { id: 'bindMine00000002' }, me.token))).toEqual({ id: 'bindMine00000002', status: 'refused' });
    const again = await t.post('/acc/bindRefuse.xhtml', { id: 'bindMine00000001' }, me.token);
    expect(again.json().code).toBe('ILLEGAL_OPERATION');
    expect((await t.ctx.db.bindRequest.findUniqueOrThrow({ where: { id: 'bindMine00000001' } })).status).toBe('agreed');
  });

  it("treats another user's request as not found and leaves it pending", async () => {
    for (const url of ['/acc/bindAgree.xhtml', '/acc/bindRefuse.xhtml']) {
      const res = await t.post(url, { id: 'bindOther0000001' }, me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await t.ctx.db.bindRequest.findUniqueOrThrow({ where: { id: 'bindOther0000001' } })).status).toBe('pending');
    expect((await t.post('/acc/bindAgree.xhtml', { id: 'missing000000001' }, me.token)).json().code).toBe('NOT_FOUND');
  });
});

describe('user info variants and personal data', () => {
  it('answers the four legacy user-info calls like in2userMainUserInfo', async () => {
    const expected = rs(await t.post('/acc/in2userMainUserInfo.xhtml', {}, me.token));
    for (const name of ['userInfo', 'findLoginUserInfo', 'loginUserInfo', 'getCurrentLoginUserInfo']) {
      expect(rs(await t.post(`/acc/${name}.xhtml`, {}, me.token)), name).toEqual(expected);
    }
    expect(expected.phoneMasked).toBe('155****0001');
  });

  it("gives the user's own personal data with the phone masked", async () => {
    const res = await t.post('/acc/findPersonalData.xhtml', {}, me.token);
    expect(res.body).not.toContain('15510000001');
    expect(rs(res)).toMatchObject({
      phoneIdEcr: me.phoneIdEcr,
      phoneMasked: '155****0001',
      regionCode: '+86',
      language: 'zh-CN',
      dynamicOn: true,
      privacy: { allowStrangerSearch: true, allowColleagueView: true, hidePhone: false, showInMobileSite: true, showPhoneToExchanged: true },
      company: { id: 'coHome0000000001', name: '星辰科技' },
    });
    expect(Date.parse(rs(res).createdAt)).not.toBeNaN();
  });

  it('gives a new user without a card or a company their own data, with the settings they changed', async () => {
    const u = await newUser(t.ctx);
    await t.ctx.db.card.delete({ where: { userId: u.id } });
    await t.ctx.db.user.update({ where: { id: u.id }, data: { hidePhone: true, dynamicOn: false, avatarUrl: '/uploads/a.png' } });
    const row = await t.ctx.db.user.findUniqueOrThrow({ where: { id: u.id }, select: { createdAt: true } });
    expect(rs(await t.post('/acc/findPersonalData.xhtml', {}, u.token))).toMatchObject({
      phoneIdEcr: u.phoneIdEcr,
      name: '',
      avatarUrl: '/uploads/a.png',
      dynamicOn: false,
      privacy: { allowStrangerSearch: true, allowColleagueView: true, hidePhone: true, showInMobileSite: true, showPhoneToExchanged: true },
      company: null,
      createdAt: row.createdAt.toISOString(),
    });
  });
});
