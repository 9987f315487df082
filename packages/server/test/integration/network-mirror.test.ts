import { describe, expect, it } from 'vitest';
import { okOf, refusalOf } from '../helpers/client';
import { mirrorSuite } from '../helpers/mirror';
import { newHonour, newMirrorLink, newUser } from '../factories';

/**
 * Mirror sync (issue 13) through the typed client on a real database: roles, binding, switches, pushes, the JSON
 * wire of the /v3/api/fun/mirror/edit calls, and the sub card's public page showing (and then not showing) a push.
 * The consent rules of binding (issue 31) are in network-mirror-consent.test.ts.
 */
const m = mirrorSuite();
const { vipUser, page, messages, bindApproved } = m;

describe('roles: upgrade, undo, bind', () => {
  it('a VIP upgrades, a sub binds (both told), one master per sub, own card and non-masters refused, undo waits for no subs', async () => {
    const master = await vipUser('主卡甲');
    const sub = await vipUser('子卡乙');
    const plain = await newUser(m.app.ctx);
    // non-VIP: the guard answers the catalogue's VIP message
    expect(refusalOf(await m.api.upgradeMaster({ token: plain.token })).code).toBe('MODULE_LOCKED');
    expect(okOf(await m.api.getMyMirrorState({ token: plain.token }))).toMatchObject({ role: 'none', isVip: false });

    expect(refusalOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER');
    expect(okOf(await m.api.upgradeMaster({ token: master.token })).role).toBe('master');
    expect(refusalOf(await m.api.upgradeMaster({ token: master.token })).code).toBe('MIRROR_ALREADY_MASTER');
    expect(refusalOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: master.token })).code).toBe('MIRROR_OWN_CARD');

    const asked = okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(asked).toMatchObject({ person: { phoneIdEcr: master.phoneIdEcr, name: '主卡甲' }, state: 'pending', retryAt: null });
    expect(await messages(sub)).toHaveLength(1);
    expect(await messages(master)).toHaveLength(1);
    expect(okOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token }))).toMatchObject({ state: 'bound' });
    const other = await vipUser();
    okOf(await m.api.upgradeMaster({ token: other.token }));
    expect(refusalOf(await m.api.mirror({ body: { phoneIdEcr: other.phoneIdEcr }, token: sub.token })).code).toBe('MIRROR_ALREADY_BOUND');
    expect(refusalOf(await m.api.upgradeMaster({ token: sub.token })).code).toBe('MIRROR_SUB_CANNOT_UPGRADE');
    expect(refusalOf(await m.api.mirror({ body: { phoneIdEcr: sub.phoneIdEcr }, token: other.token })).code).toBe('MIRROR_MASTER_CANNOT_BIND');

    expect(refusalOf(await m.api.unUpgradeMirror({ token: master.token })).code).toBe('MIRROR_HAS_SUBS');
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'sub', master: { phoneIdEcr: master.phoneIdEcr }, linkState: 'bound' });
    expect(okOf(await m.api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'unbind' }, token: master.token }))).toBeNull();
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token })).role).toBe('none');
    expect(okOf(await m.api.unUpgradeMirror({ token: master.token })).role).toBe('none');
    expect(refusalOf(await m.api.unUpgradeMirror({ token: master.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
  });
});

describe('JSON calls', () => {
  it("take JSON bodies; a form body is refused with the catalogue's request-format message", async () => {
    const master = await vipUser();
    const sub = await vipUser();
    await newMirrorLink(m.app.ctx, master, sub);
    const form = await m.app.app.inject({
      method: 'POST',
      url: '/v3/api/fun/mirror/edit/master/cancelPush.xhtml',
      payload: 'pushId=abcdefgh12',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: master.token },
    });
    expect(form.json()).toMatchObject({ status: 1000010, code: 'REQUEST_FORMAT_ERROR' });
    const json = await m.app.app.inject({
      method: 'POST',
      url: '/v3/api/fun/mirror/edit/master/cancelPush.xhtml',
      payload: JSON.stringify({ pushId: 'abcdefgh12' }),
      headers: { 'content-type': 'application/json', authorization: master.token },
    });
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });

    const subs = okOf(await m.api.querySlaveMpList({ body: {}, token: master.token }));
    expect(subs.items).toHaveLength(1);
    expect(subs.items[0]!.switches.every((s) => s.allowed)).toBe(true);
    expect(refusalOf(await m.api.querySlaveMpList({ body: {}, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');

    const set = okOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: sub.token }));
    expect(set.switches.find((s) => s.contentType === 'honours')!.allowed).toBe(false);
    expect(refusalOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: master.token })).code).toBe('MIRROR_NOT_SUB');
    expect(refusalOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'poems' as 'basic', allowed: true }] }, token: sub.token })).field).toMatch(/contentType/);

    expect(okOf(await m.api.queryMirrorMasterMp({ body: {}, token: sub.token })).master.phoneIdEcr).toBe(master.phoneIdEcr);
    expect(refusalOf(await m.api.queryMirrorMasterMp({ body: {}, token: master.token })).code).toBe('MIRROR_NOT_SUB');

    // another master cannot touch this master's sub
    const stranger = await vipUser();
    okOf(await m.api.upgradeMaster({ token: stranger.token }));
    expect(refusalOf(await m.api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'forbid' }, token: stranger.token })).code).toBe('MIRROR_SUB_NOT_FOUND');
    expect(okOf(await m.api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'forbid' }, token: master.token }))!.state).toBe('forbidden');

    expect(okOf(await m.api.switchPromotionVersion({ body: { version: 'promotion' }, token: sub.token })).promotionVersion).toBe('promotion');
    expect(refusalOf(await m.api.switchPromotionVersion({ body: { version: 'promotion' }, token: master.token })).code).toBe('MIRROR_NOT_SUB');
  });
});

describe("push, the sub card's public page, switch off, cancel", () => {
  it("shows the master's pushed honours on the sub's page; switching the type off or cancelling the push removes them at once", async () => {
    const master = await vipUser('推送主卡');
    const sub = await vipUser('接收子卡');
    const plainSub = await newUser(m.app.ctx);
    await newMirrorLink(m.app.ctx, master, sub);
    expect(refusalOf(await m.api.push({ body: { contentType: 'honours' }, token: master.token })).code).toBe('MIRROR_NOTHING_TO_PUSH');
    await newHonour(m.app.ctx, master, { title: '年度金牌企业' });
    expect(await page(sub)).not.toContain('年度金牌企业');
    expect(refusalOf(await m.api.push({ body: { contentType: 'honours' }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(refusalOf(await m.api.push({ body: { contentType: 'honours' }, token: plainSub.token })).code).toBe('MODULE_LOCKED');

    const pushed = okOf(await m.api.push({ body: { contentType: 'honours' }, token: master.token }));
    expect(pushed).toMatchObject({ reachedSubs: 1, push: { contentType: 'honours', state: 'pushed', itemCount: 1 } });
    expect((await messages(sub)).map((m) => m.title)).toContain('主名片推送了内容');
    expect(await page(sub)).toContain('年度金牌企业');

    const received = okOf(await m.api.msgPushList({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(received.items).toMatchObject([{ pushId: pushed.push.pushId, shown: true }]);
    expect(refusalOf(await m.api.msgPushList({ body: { phoneIdEcr: master.phoneIdEcr }, token: plainSub.token })).code).toBe('MODULE_LOCKED');
    const outsider = await vipUser();
    expect(refusalOf(await m.api.msgPushList({ body: { phoneIdEcr: master.phoneIdEcr }, token: outsider.token })).code).toBe('MIRROR_NOT_YOUR_MASTER');

    okOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: sub.token }));
    expect(await page(sub)).not.toContain('年度金牌企业');
    okOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: true }] }, token: sub.token }));
    expect(await page(sub)).toContain('年度金牌企业');

    const history = okOf(await m.api.mirrorHistoryList({ body: {}, token: master.token }));
    expect(history.items.map((p) => p.pushId)).toEqual([pushed.push.pushId]);
    expect(refusalOf(await m.api.cancelPush({ body: { pushId: pushed.push.pushId }, token: outsider.token })).code).toBe('NOT_FOUND');
    expect(okOf(await m.api.cancelPush({ body: { pushId: pushed.push.pushId }, token: master.token })).state).toBe('cancelled');
    expect(await page(sub)).not.toContain('年度金牌企业');
  });
});

describe('lists and searches', () => {
  it('bind relationship, master search (privacy honoured), sub searches', async () => {
    const tag = `镜${Date.now() % 100000}`;
    const master = await vipUser(`${tag}主`);
    const hidden = await vipUser(`${tag}隐身主`);
    const sub = await vipUser(`${tag}子`);
    okOf(await m.api.upgradeMaster({ token: master.token }));
    okOf(await m.api.upgradeMaster({ token: hidden.token }));
    await m.app.ctx.db.user.update({ where: { id: hidden.id }, data: { allowStrangerSearch: false } });
    const found = okOf(await m.api.searchMotherUser({ body: { keyword: tag }, token: sub.token }));
    expect(found.items.map((p) => p.phoneIdEcr)).toEqual([master.phoneIdEcr]);
    expect(refusalOf(await m.api.searchMotherUser({ body: { keyword: ' ' }, token: sub.token })).field).toBe('keyword');
    await bindApproved(master, sub);

    const rel = okOf(await m.api.mirrorBindRelationship({ token: master.token }));
    expect(rel).toMatchObject({ role: 'master', subs: { total: 1, items: [{ person: { phoneIdEcr: sub.phoneIdEcr } }] } });
    expect(okOf(await m.api.mirrorBindRelationship({ token: sub.token }))).toMatchObject({ role: 'sub', master: { phoneIdEcr: master.phoneIdEcr } });
    expect(okOf(await m.api.searchMirrorSonList({ body: { keyword: `${tag}子` }, token: master.token })).total).toBe(1);
    expect(okOf(await m.api.searchMirrorSonList({ body: { keyword: '没有这个人' }, token: master.token })).total).toBe(0);
    expect(refusalOf(await m.api.searchMirrorSonList({ body: { keyword: tag }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(okOf(await m.api.in2SearchMirrorSonList({ body: { phoneIdEcr: master.phoneIdEcr, keyword: tag }, token: sub.token })).items).toHaveLength(1);
    expect(refusalOf(await m.api.in2SearchMirrorSonList({ body: { phoneIdEcr: master.phoneIdEcr, keyword: tag }, token: hidden.token })).code).toBe('MIRROR_NOT_YOUR_MASTER');
  });
});

describe("the sub's public card: the master's section, never mixed into the sub's fields (issue 31)", () => {
  it("a basic and columns push shows under 来自 <master company>; the sub's own company, landline, tax number, fax and 公司简介 stay; switching a type off removes it", async () => {
    const master = await vipUser('主卡王');
    const sub = await vipUser('子卡李');
    await m.app.ctx.db.card.update({ where: { userId: master.id }, data: { company: '主卡集团', landline: '021-11111111', taxNumber: 'MASTERTAX01', fax: '021-22222222' } });
    await m.app.ctx.db.card.update({ where: { userId: sub.id }, data: { company: '子卡分公司', landline: '0571-3333333', taxNumber: 'SUBTAX02', fax: '0571-4444444' } });
    await m.app.ctx.db.cardColumn.create({ data: { id: m.app.ctx.ids.id(), userId: sub.id, name: '公司简介', content: '子卡自己的简介', sort: 0 } });
    await m.app.ctx.db.cardColumn.create({ data: { id: m.app.ctx.ids.id(), userId: master.id, name: '公司简介', content: '主卡集团的简介', sort: 0 } });
    okOf(await m.api.upgradeMaster({ token: master.token }));
    await bindApproved(master, sub);
    okOf(await m.api.push({ body: { contentType: 'basic' }, token: master.token }));
    okOf(await m.api.push({ body: { contentType: 'columns' }, token: master.token }));

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
    await m.app.ctx.db.card.update({ where: { userId: master.id }, data: { landline: '021-55555555' } });
    okOf(await m.api.push({ body: { contentType: 'basic' }, token: master.token }));
    const replaced = await page(sub);
    expect(replaced).toContain('021-55555555');
    expect(replaced).not.toContain('021-11111111');

    okOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'columns', allowed: false }] }, token: sub.token }));
    expect(await page(sub)).not.toContain('主卡集团的简介');
    okOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'basic', allowed: false }] }, token: sub.token }));
    const none = await page(sub);
    expect(none).not.toContain('card-mirror');
    expect(none).toContain('子卡自己的简介');
  });
});
