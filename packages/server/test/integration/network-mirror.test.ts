import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
afterAll(async () => { await app.app.close(); fs.rmSync(dist, { recursive: true, force: true }); });

const vipUser = (name?: string) => newUser(app.ctx, { vip: 'active', ...(name ? { name } : {}) });
const page = async (u: FactoryUser) => (await app.app.inject({ method: 'GET', url: `/multipage/card/${u.phoneIdEcr}`, remoteAddress: '192.0.2.50' })).body;
const messages = (u: FactoryUser) => app.ctx.db.message.findMany({ where: { userId: u.id, kind: 'mirror' }, select: { title: true } });

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

    const bound = okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(bound).toMatchObject({ master: { phoneIdEcr: master.phoneIdEcr, name: '主卡甲' }, state: 'bound' });
    expect(await messages(sub)).toHaveLength(1);
    expect(await messages(master)).toHaveLength(1);
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
  it('take JSON bodies; a form body is refused with the catalogue\'s request-format message', async () => {
    const master = await vipUser();
    const sub = await vipUser();
    await newMirrorLink(app.ctx, master, sub);
    const form = await app.app.inject({
      method: 'POST', url: '/v3/api/fun/mirror/edit/master/cancelPush.xhtml', payload: 'pushId=abcdefgh12',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: master.token },
    });
    expect(form.json()).toMatchObject({ status: 1000010, code: 'REQUEST_FORMAT_ERROR' });
    const json = await app.app.inject({
      method: 'POST', url: '/v3/api/fun/mirror/edit/master/cancelPush.xhtml', payload: JSON.stringify({ pushId: 'abcdefgh12' }),
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

describe('push, the sub card\'s public page, switch off, cancel', () => {
  it('shows the master\'s pushed honours on the sub\'s page; switching the type off or cancelling the push removes them at once', async () => {
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
    okOf(await api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));

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
