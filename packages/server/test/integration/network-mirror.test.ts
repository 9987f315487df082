import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { buildApp } from '../../src/app';
import { copyBaseDatabase } from '../helpers/database';
import { okOf, refusalOf, testClient } from '../helpers/client';
import { newHonour, newMirrorLink, newUser, type FactoryUser } from '../factories';

/**
 * Mirror sync (issue 13) through the typed client on a real database: roles, binding, switches, pushes, the JSON
 * wire of the /v3/api/fun/mirror/edit calls, and the sub card's public page showing (and then not showing) a push.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mirror-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>');
let app: Awaited<ReturnType<typeof buildApp>>;
let api: ReturnType<typeof testClient>['network'];
beforeAll(async () => {
  app = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, uploadDir: path.join(dist, 'up') } });
  await app.app.ready();
  api = testClient(app.app).network;
});
afterAll(async () => {
  await app.app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const vipUser = (name?: string) => newUser(app.ctx, { vip: 'active', ...(name ? { name } : {}) });
const page = async (u: FactoryUser) => (await app.app.inject({ method: 'GET', url: `/multipage/card/${u.phoneIdEcr}`, remoteAddress: '192.0.2.50' })).body;
const messages = (u: FactoryUser) =>
  app.ctx.db.message.findMany({
    where: { userId: u.id, kind: 'mirror' },
    select: { title: true, subjectType: true, subjectId: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
/** A sub's request, approved by its master (issue 31: binding needs the master's consent). */
const bindApproved = async (master: FactoryUser, sub: FactoryUser) => {
  expect(okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).state).toBe('pending');
  return okOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token }));
};
const linkRow = (sub: FactoryUser) => app.ctx.db.mirrorLink.findUnique({ where: { subId: sub.id } });

describe('roles: upgrade, undo, bind', () => {
  it('a VIP upgrades, a sub binds (both told), one master per sub, own card and non-masters refused, undo waits for no subs', async () => {
    const master = await vipUser('主卡甲');
    const sub = await vipUser('子卡乙');
    const plain = await newUser(app.ctx);
    // non-VIP: the guard answers the catalogue's VIP message
    expect(refusalOf(await api.upgradeMaster({ token: plain.token })).code).toBe('MODULE_LOCKED');
    expect(okOf(await api.getMyMirrorState({ token: plain.token }))).toMatchObject({ role: 'none', isVip: false });

    expect(refusalOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER');
    expect(okOf(await api.upgradeMaster({ token: master.token })).role).toBe('master');
    expect(refusalOf(await api.upgradeMaster({ token: master.token })).code).toBe('MIRROR_ALREADY_MASTER');
    expect(refusalOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: master.token })).code).toBe('MIRROR_OWN_CARD');

    const asked = okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(asked).toMatchObject({ person: { phoneIdEcr: master.phoneIdEcr, name: '主卡甲' }, state: 'pending', retryAt: null });
    expect(await messages(sub)).toHaveLength(1);
    expect(await messages(master)).toHaveLength(1);
    expect(okOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token }))).toMatchObject({ state: 'bound' });
    const other = await vipUser();
    okOf(await api.upgradeMaster({ token: other.token }));
    expect(refusalOf(await api.mirror({ body: { phoneIdEcr: other.phoneIdEcr }, token: sub.token })).code).toBe('MIRROR_ALREADY_BOUND');
    expect(refusalOf(await api.upgradeMaster({ token: sub.token })).code).toBe('MIRROR_SUB_CANNOT_UPGRADE');
    expect(refusalOf(await api.mirror({ body: { phoneIdEcr: sub.phoneIdEcr }, token: other.token })).code).toBe('MIRROR_MASTER_CANNOT_BIND');

    expect(refusalOf(await api.unUpgradeMirror({ token: master.token })).code).toBe('MIRROR_HAS_SUBS');
    expect(okOf(await api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'sub', master: { phoneIdEcr: master.phoneIdEcr }, linkState: 'bound' });
    expect(okOf(await api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'unbind' }, token: master.token }))).toBeNull();
    expect(okOf(await api.getMyMirrorState({ token: sub.token })).role).toBe('none');
    expect(okOf(await api.unUpgradeMirror({ token: master.token })).role).toBe('none');
    expect(refusalOf(await api.unUpgradeMirror({ token: master.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
  });
});

describe('JSON calls', () => {
  it("take JSON bodies; a form body is refused with the catalogue's request-format message", async () => {
    const master = await vipUser();
    const sub = await vipUser();
    await newMirrorLink(app.ctx, master, sub);
    const form = await app.app.inject({
      method: 'POST',
      url: '/v3/api/fun/mirror/edit/master/cancelPush.xhtml',
      payload: 'pushId=abcdefgh12',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: master.token },
    });
    expect(form.json()).toMatchObject({ status: 1000010, code: 'REQUEST_FORMAT_ERROR' });
    const json = await app.app.inject({
      method: 'POST',
      url: '/v3/api/fun/mirror/edit/master/cancelPush.xhtml',
      payload: JSON.stringify({ pushId: 'abcdefgh12' }),
      headers: { 'content-type': 'application/json', authorization: master.token },
    });
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });

    const subs = okOf(await api.querySlaveMpList({ body: {}, token: master.token }));
    expect(subs.items).toHaveLength(1);
    expect(subs.items[0]!.switches.every((s) => s.allowed)).toBe(true);
    expect(refusalOf(await api.querySlaveMpList({ body: {}, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');

    const set = okOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: sub.token }));
    expect(set.switches.find((s) => s.contentType === 'honours')!.allowed).toBe(false);
    expect(refusalOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: master.token })).code).toBe('MIRROR_NOT_SUB');
    expect(refusalOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'poems' as 'basic', allowed: true }] }, token: sub.token })).field).toMatch(/contentType/);

    expect(okOf(await api.queryMirrorMasterMp({ body: {}, token: sub.token })).master.phoneIdEcr).toBe(master.phoneIdEcr);
    expect(refusalOf(await api.queryMirrorMasterMp({ body: {}, token: master.token })).code).toBe('MIRROR_NOT_SUB');

    // another master cannot touch this master's sub
    const stranger = await vipUser();
    okOf(await api.upgradeMaster({ token: stranger.token }));
    expect(refusalOf(await api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'forbid' }, token: stranger.token })).code).toBe('MIRROR_SUB_NOT_FOUND');
    expect(okOf(await api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'forbid' }, token: master.token }))!.state).toBe('forbidden');

    expect(okOf(await api.switchPromotionVersion({ body: { version: 'promotion' }, token: sub.token })).promotionVersion).toBe('promotion');
    expect(refusalOf(await api.switchPromotionVersion({ body: { version: 'promotion' }, token: master.token })).code).toBe('MIRROR_NOT_SUB');
  });
});

describe("push, the sub card's public page, switch off, cancel", () => {
  it("shows the master's pushed honours on the sub's page; switching the type off or cancelling the push removes them at once", async () => {
    const master = await vipUser('推送主卡');
    const sub = await vipUser('接收子卡');
    const plainSub = await newUser(app.ctx);
    await newMirrorLink(app.ctx, master, sub);
    expect(refusalOf(await api.push({ body: { contentType: 'honours' }, token: master.token })).code).toBe('MIRROR_NOTHING_TO_PUSH');
    await newHonour(app.ctx, master, { title: '年度金牌企业' });
    expect(await page(sub)).not.toContain('年度金牌企业');
    expect(refusalOf(await api.push({ body: { contentType: 'honours' }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(refusalOf(await api.push({ body: { contentType: 'honours' }, token: plainSub.token })).code).toBe('MODULE_LOCKED');

    const pushed = okOf(await api.push({ body: { contentType: 'honours' }, token: master.token }));
    expect(pushed).toMatchObject({ reachedSubs: 1, push: { contentType: 'honours', state: 'pushed', itemCount: 1 } });
    expect((await messages(sub)).map((m) => m.title)).toContain('主名片推送了内容');
    expect(await page(sub)).toContain('年度金牌企业');

    const received = okOf(await api.msgPushList({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(received.items).toMatchObject([{ pushId: pushed.push.pushId, shown: true }]);
    expect(refusalOf(await api.msgPushList({ body: { phoneIdEcr: master.phoneIdEcr }, token: plainSub.token })).code).toBe('MODULE_LOCKED');
    const outsider = await vipUser();
    expect(refusalOf(await api.msgPushList({ body: { phoneIdEcr: master.phoneIdEcr }, token: outsider.token })).code).toBe('MIRROR_NOT_YOUR_MASTER');

    okOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: sub.token }));
    expect(await page(sub)).not.toContain('年度金牌企业');
    okOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: true }] }, token: sub.token }));
    expect(await page(sub)).toContain('年度金牌企业');

    const history = okOf(await api.mirrorHistoryList({ body: {}, token: master.token }));
    expect(history.items.map((p) => p.pushId)).toEqual([pushed.push.pushId]);
    expect(refusalOf(await api.cancelPush({ body: { pushId: pushed.push.pushId }, token: outsider.token })).code).toBe('NOT_FOUND');
    expect(okOf(await api.cancelPush({ body: { pushId: pushed.push.pushId }, token: master.token })).state).toBe('cancelled');
    expect(await page(sub)).not.toContain('年度金牌企业');
  });
});

describe('lists and searches', () => {
  it('bind relationship, master search (privacy honoured), sub searches', async () => {
    const tag = `镜${Date.now() % 100000}`;
    const master = await vipUser(`${tag}主`);
    const hidden = await vipUser(`${tag}隐身主`);
    const sub = await vipUser(`${tag}子`);
    okOf(await api.upgradeMaster({ token: master.token }));
    okOf(await api.upgradeMaster({ token: hidden.token }));
    await app.ctx.db.user.update({ where: { id: hidden.id }, data: { allowStrangerSearch: false } });
    const found = okOf(await api.searchMotherUser({ body: { keyword: tag }, token: sub.token }));
    expect(found.items.map((p) => p.phoneIdEcr)).toEqual([master.phoneIdEcr]);
    expect(refusalOf(await api.searchMotherUser({ body: { keyword: ' ' }, token: sub.token })).field).toBe('keyword');
    await bindApproved(master, sub);

    const rel = okOf(await api.mirrorBindRelationship({ token: master.token }));
    expect(rel).toMatchObject({ role: 'master', subs: { total: 1, items: [{ person: { phoneIdEcr: sub.phoneIdEcr } }] } });
    expect(okOf(await api.mirrorBindRelationship({ token: sub.token }))).toMatchObject({ role: 'sub', master: { phoneIdEcr: master.phoneIdEcr } });
    expect(okOf(await api.searchMirrorSonList({ body: { keyword: `${tag}子` }, token: master.token })).total).toBe(1);
    expect(okOf(await api.searchMirrorSonList({ body: { keyword: '没有这个人' }, token: master.token })).total).toBe(0);
    expect(refusalOf(await api.searchMirrorSonList({ body: { keyword: tag }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(okOf(await api.in2SearchMirrorSonList({ body: { phoneIdEcr: master.phoneIdEcr, keyword: tag }, token: sub.token })).items).toHaveLength(1);
    expect(refusalOf(await api.in2SearchMirrorSonList({ body: { phoneIdEcr: master.phoneIdEcr, keyword: tag }, token: hidden.token })).code).toBe('MIRROR_NOT_YOUR_MASTER');
  });
});

describe('consent (issue 31): request, approve, refuse, withdraw, unbind both ways', () => {
  it('a request waits for the master: nothing is pushed or shown before approval; both are told, each message naming the other card', async () => {
    const master = await vipUser('同意主卡');
    const sub = await vipUser('申请子卡');
    okOf(await api.upgradeMaster({ token: master.token }));
    await newHonour(app.ctx, master, { title: '待同意的荣誉' });
    okOf(await api.push({ body: { contentType: 'honours' }, token: master.token }));

    const asked = okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(asked).toMatchObject({ state: 'pending', person: { phoneIdEcr: master.phoneIdEcr } });
    // asking again while it waits is the same request: no second row, no second message
    expect(okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).requestedAt).toBe(asked.requestedAt);
    expect(await messages(master)).toEqual([{ title: '新的子名片绑定申请', subjectType: 'mirror', subjectId: sub.phoneIdEcr }]);
    expect(await messages(sub)).toEqual([{ title: '已发送绑定申请', subjectType: 'mirror', subjectId: master.phoneIdEcr }]);
    expect(okOf(await api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'none', linkState: null, request: { state: 'pending', person: { phoneIdEcr: master.phoneIdEcr } } });
    expect(okOf(await api.getMyMirrorState({ token: master.token }))).toMatchObject({ subCount: 0, pendingCount: 1 });

    // before approval: not a sub, nothing shown, a push reaches nobody
    expect(await page(sub)).not.toContain('待同意的荣誉');
    expect(okOf(await api.push({ body: { contentType: 'honours' }, token: master.token })).reachedSubs).toBe(0);
    expect(refusalOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: sub.token })).code).toBe('MIRROR_NOT_SUB');
    expect(okOf(await api.querySlaveMpList({ body: {}, token: master.token })).total).toBe(0);
    const list = okOf(await api.mirrorRequestList({ body: {}, token: master.token }));
    expect(list).toMatchObject({ total: 1, items: [{ person: { phoneIdEcr: sub.phoneIdEcr }, state: 'pending' }] });
    // a waiting card cannot become a master meanwhile (its approval would bind a master)
    expect(refusalOf(await api.upgradeMaster({ token: sub.token })).code).toBe('MIRROR_REQUEST_PENDING');
    // nor ask a second master
    const other = await vipUser();
    okOf(await api.upgradeMaster({ token: other.token }));
    expect(refusalOf(await api.mirror({ body: { phoneIdEcr: other.phoneIdEcr }, token: sub.token }))).toMatchObject({ code: 'MIRROR_REQUEST_PENDING', field: 'phoneIdEcr' });

    const approved = okOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token }));
    expect(approved).toMatchObject({ person: { phoneIdEcr: sub.phoneIdEcr }, state: 'bound' });
    expect((await messages(sub)).at(-1)).toEqual({ title: '已绑定主名片', subjectType: 'mirror', subjectId: master.phoneIdEcr });
    expect(okOf(await api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'sub', linkState: 'bound', request: null });
    expect(okOf(await api.getMyMirrorState({ token: master.token }))).toMatchObject({ subCount: 1, pendingCount: 0 });
    expect(await page(sub)).toContain('待同意的荣誉');
    // answering it again: it is no longer waiting
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'refuse' }, token: master.token }))).toMatchObject({
      code: 'MIRROR_REQUEST_NOT_FOUND',
      field: 'phoneIdEcr',
    });
  });

  it('a refused request is told and may be asked again only after the wait; a withdrawn one at once (the master told)', async () => {
    const master = await vipUser('拒绝主卡');
    const sub = await vipUser('被拒子卡');
    okOf(await api.upgradeMaster({ token: master.token }));
    okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(okOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'refuse' }, token: master.token }))).toBeNull();
    expect((await messages(sub)).at(-1)).toMatchObject({ title: '绑定申请被拒绝', subjectId: master.phoneIdEcr });
    expect((await linkRow(sub))?.state).toBe('refused');
    const again = refusalOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(again).toMatchObject({ code: 'MIRROR_REFUSED_RECENTLY', field: 'phoneIdEcr' });
    const state = okOf(await api.getMyMirrorState({ token: sub.token }));
    expect(state.request).toMatchObject({ state: 'refused', retryAt: expect.any(String) });
    expect(new Date(state.request!.retryAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // the wait over (the refusal moved back a day), the same master may be asked again
    await app.ctx.db.mirrorLink.update({ where: { subId: sub.id }, data: { endedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) } });
    expect(okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).state).toBe('pending');

    const before = (await messages(master)).length;
    expect(okOf(await api.withdrawMirrorRequest({ token: sub.token })).role).toBe('none');
    expect((await messages(master)).slice(before)).toEqual([{ title: '绑定申请已撤回', subjectType: 'mirror', subjectId: sub.phoneIdEcr }]);
    expect(okOf(await api.mirrorRequestList({ body: {}, token: master.token })).total).toBe(0);
    expect(refusalOf(await api.withdrawMirrorRequest({ token: sub.token })).code).toBe('MIRROR_REQUEST_NOT_FOUND');
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token })).code).toBe('MIRROR_REQUEST_NOT_FOUND');
    expect(okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).state).toBe('pending');
  });

  it("someone else's request cannot be answered; a card that is not a master cannot approve; nothing is written", async () => {
    const master = await vipUser();
    const sub = await vipUser();
    const otherMaster = await vipUser();
    const plainVip = await vipUser();
    okOf(await api.upgradeMaster({ token: master.token }));
    okOf(await api.upgradeMaster({ token: otherMaster.token }));
    okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: otherMaster.token }))).toMatchObject({
      code: 'MIRROR_REQUEST_NOT_FOUND',
      field: 'phoneIdEcr',
    });
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: plainVip.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(refusalOf(await api.mirrorRequestList({ body: {}, token: plainVip.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(okOf(await api.mirrorRequestList({ body: {}, token: otherMaster.token })).total).toBe(0);
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: 'nobodyAtAll12', action: 'approve' }, token: master.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'phoneIdEcr',
    });
    expect((await linkRow(sub))?.state).toBe('pending');
    expect(okOf(await api.getMyMirrorState({ token: sub.token })).role).toBe('none');
    // leaving is for subs only
    expect(refusalOf(await api.leaveMirror({ token: sub.token })).code).toBe('MIRROR_NOT_SUB');
  });

  it('bad input of each new call: the catalogue names the field, nothing written', async () => {
    const master = await vipUser();
    const sub = await vipUser();
    okOf(await api.upgradeMaster({ token: master.token }));
    okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    const bad = refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'maybe' as 'approve' }, token: master.token }));
    expect(bad.field).toBe('action');
    expect(bad.msg).toContain('同意或拒绝');
    expect(refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: '', action: 'approve' }, token: master.token })).field).toBe('phoneIdEcr');
    expect(refusalOf(await api.answerMirrorRequest({ body: { action: 'approve' } as { phoneIdEcr: string; action: 'approve' }, token: master.token })).field).toBe('phoneIdEcr');
    expect(refusalOf(await api.mirrorRequestList({ body: { pageIndex: -1 } as object, token: master.token })).field).toBe('pageIndex');
    const en = refusalOf(await api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'maybe' as 'approve' }, token: master.token, cookies: { lang: 'en' } }));
    expect(en.field).toBe('action');
    expect(en.msg).toContain('approve or refuse');
    expect((await linkRow(sub))?.state).toBe('pending');
    expect(okOf(await api.getMyMirrorState({ token: sub.token })).role).toBe('none');
    expect(okOf(await api.getMyMirrorState({ token: master.token })).subCount).toBe(0);
  });

  it('either side unbinds: the sub leaves (master told), the master removes (sub told); the pushes leave the page', async () => {
    const master = await vipUser('解绑主卡');
    const sub = await vipUser('解绑子卡');
    okOf(await api.upgradeMaster({ token: master.token }));
    await bindApproved(master, sub);
    await newHonour(app.ctx, master, { title: '解绑前的荣誉' });
    okOf(await api.push({ body: { contentType: 'honours' }, token: master.token }));
    expect(await page(sub)).toContain('解绑前的荣誉');

    const before = (await messages(master)).length;
    expect(okOf(await api.leaveMirror({ token: sub.token })).role).toBe('none');
    expect((await messages(master)).slice(before)).toEqual([{ title: '子名片已解除绑定', subjectType: 'mirror', subjectId: sub.phoneIdEcr }]);
    expect(await page(sub)).not.toContain('解绑前的荣誉');
    expect(okOf(await api.getMyMirrorState({ token: master.token })).subCount).toBe(0);
    expect(refusalOf(await api.leaveMirror({ token: sub.token })).code).toBe('MIRROR_NOT_SUB');

    // leaving started no wait: ask again, approved, then the master removes it
    await bindApproved(master, sub);
    expect(await page(sub)).toContain('解绑前的荣誉');
    expect(okOf(await api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'unbind' }, token: master.token }))).toBeNull();
    expect((await messages(sub)).at(-1)).toEqual({ title: '已解除主名片绑定', subjectType: 'mirror', subjectId: master.phoneIdEcr });
    expect(await page(sub)).not.toContain('解绑前的荣誉');
    expect(okOf(await api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'none', request: null });
  });

  it("a card makes at most the day's budget of new requests (a withdraw-and-ask loop); asking again while one waits is free", async () => {
    const master = await vipUser();
    const sub = await vipUser();
    okOf(await api.upgradeMaster({ token: master.token }));
    for (let i = 0; i < LIMITS.network.mirrorRequestsPerDay; i += 1) {
      okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
      okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })); // the same request: free
      if (i < LIMITS.network.mirrorRequestsPerDay - 1) okOf(await api.withdrawMirrorRequest({ token: sub.token }));
    }
    okOf(await api.withdrawMirrorRequest({ token: sub.token }));
    const messagesBefore = (await messages(master)).length;
    expect(refusalOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }))).toMatchObject({ code: 'MIRROR_REQUESTS_TOO_MANY', field: 'phoneIdEcr' });
    expect((await linkRow(sub))?.state).toBe('withdrawn');
    expect(await messages(master)).toHaveLength(messagesBefore);
  });

  it('undoing a master refuses its waiting requests and tells their cards', async () => {
    const master = await vipUser('撤销主卡');
    const sub = await vipUser();
    okOf(await api.upgradeMaster({ token: master.token }));
    okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(okOf(await api.unUpgradeMirror({ token: master.token })).role).toBe('none');
    expect((await linkRow(sub))?.state).toBe('refused');
    expect((await messages(sub)).at(-1)).toMatchObject({ title: '绑定申请被拒绝' });
  });

  it('a link written before consent existed (state bound, no request) stays approved: pushes reach it and show', async () => {
    const master = await vipUser();
    const sub = await vipUser();
    await newMirrorLink(app.ctx, master, sub); // the factory writes a row as the code before consent did
    await newHonour(app.ctx, master, { title: '老绑定的荣誉' });
    expect(okOf(await api.push({ body: { contentType: 'honours' }, token: master.token })).reachedSubs).toBe(1);
    expect(await page(sub)).toContain('老绑定的荣誉');
    expect(okOf(await api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'sub', linkState: 'bound', request: null });
  });
});

describe("the sub's public card: the master's section, never mixed into the sub's fields (issue 31)", () => {
  it("a basic and columns push shows under 来自 <master company>; the sub's own company, landline, tax number, fax and 公司简介 stay; switching a type off removes it", async () => {
    const master = await vipUser('主卡王');
    const sub = await vipUser('子卡李');
    await app.ctx.db.card.update({ where: { userId: master.id }, data: { company: '主卡集团', landline: '021-11111111', taxNumber: 'MASTERTAX01', fax: '021-22222222' } });
    await app.ctx.db.card.update({ where: { userId: sub.id }, data: { company: '子卡分公司', landline: '0571-3333333', taxNumber: 'SUBTAX02', fax: '0571-4444444' } });
    await app.ctx.db.cardColumn.create({ data: { id: app.ctx.ids.id(), userId: sub.id, name: '公司简介', content: '子卡自己的简介', sort: 0 } });
    await app.ctx.db.cardColumn.create({ data: { id: app.ctx.ids.id(), userId: master.id, name: '公司简介', content: '主卡集团的简介', sort: 0 } });
    okOf(await api.upgradeMaster({ token: master.token }));
    await bindApproved(master, sub);
    okOf(await api.push({ body: { contentType: 'basic' }, token: master.token }));
    okOf(await api.push({ body: { contentType: 'columns' }, token: master.token }));

    const html = await page(sub);
    const mirror = /<section class="card-section" data-testid="card-mirror">.*?<\/section>/s.exec(html)?.[0] ?? '';
    const outside = html.replace(mirror, '');
    expect(mirror).toContain('<h3>来自 主卡集团</h3>');
    for (const v of ['主卡集团的简介', '021-11111111', 'MASTERTAX01', '021-22222222']) {
      expect(mirror).toContain(v);
      expect(outside).not.toContain(v);
    }
    for (const v of ['子卡分公司', '0571-3333333', 'SUBTAX02', '0571-4444444', '子卡自己的简介']) {
      expect(outside).toContain(v);
      expect(mirror).not.toContain(v);
    }
    expect(html.match(/<h[34]>公司简介<\/h[34]>/g)).toHaveLength(1);
    expect(mirror).toContain('<h4>主卡集团 · 公司简介</h4>');

    // a second push of a type replaces the sub's copy of it (one snapshot per type, the latest)
    await app.ctx.db.card.update({ where: { userId: master.id }, data: { landline: '021-55555555' } });
    okOf(await api.push({ body: { contentType: 'basic' }, token: master.token }));
    const replaced = await page(sub);
    expect(replaced).toContain('021-55555555');
    expect(replaced).not.toContain('021-11111111');

    okOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'columns', allowed: false }] }, token: sub.token }));
    expect(await page(sub)).not.toContain('主卡集团的简介');
    okOf(await api.updateMirrorModule({ body: { switches: [{ contentType: 'basic', allowed: false }] }, token: sub.token }));
    const none = await page(sub);
    expect(none).not.toContain('card-mirror');
    expect(none).toContain('子卡自己的简介');
  });
});
