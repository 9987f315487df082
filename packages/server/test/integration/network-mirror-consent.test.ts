import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { okOf, refusalOf } from '../helpers/client';
import { mirrorSuite } from '../helpers/mirror';
import { newHonour, newMirrorLink } from '../factories';

/**
 * Mirror consent (issue 31) through the typed client on a real database: a sub card's request waits for its master's
 * answer; refusals, withdrawals, unbinding from either side, the day's request budget, and links from before consent.
 */
const m = mirrorSuite();
const { vipUser, page, messages, bindApproved, linkRow } = m;

describe('consent (issue 31): request, approve, refuse, withdraw, unbind both ways', () => {
  it('a request waits for the master: nothing is pushed or shown before approval; both are told, each message naming the other card', async () => {
    const master = await vipUser('同意主卡');
    const sub = await vipUser('申请子卡');
    okOf(await m.api.upgradeMaster({ token: master.token }));
    await newHonour(m.app.ctx, master, { title: '待同意的荣誉' });
    okOf(await m.api.push({ body: { contentType: 'honours' }, token: master.token }));

    const asked = okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(asked).toMatchObject({ state: 'pending', person: { phoneIdEcr: master.phoneIdEcr } });
    // asking again while it waits is the same request: no second row, no second message
    expect(okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).requestedAt).toBe(asked.requestedAt);
    expect(await messages(master)).toEqual([{ title: '新的子名片绑定申请', subjectType: 'mirror', subjectId: sub.phoneIdEcr }]);
    expect(await messages(sub)).toEqual([{ title: '已发送绑定申请', subjectType: 'mirror', subjectId: master.phoneIdEcr }]);
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token }))).toMatchObject({
      role: 'none',
      linkState: null,
      request: { state: 'pending', person: { phoneIdEcr: master.phoneIdEcr } },
    });
    expect(okOf(await m.api.getMyMirrorState({ token: master.token }))).toMatchObject({ subCount: 0, pendingCount: 1 });

    // before approval: not a sub, nothing shown, a push reaches nobody
    expect(await page(sub)).not.toContain('待同意的荣誉');
    expect(okOf(await m.api.push({ body: { contentType: 'honours' }, token: master.token })).reachedSubs).toBe(0);
    expect(refusalOf(await m.api.updateMirrorModule({ body: { switches: [{ contentType: 'honours', allowed: false }] }, token: sub.token })).code).toBe('MIRROR_NOT_SUB');
    expect(okOf(await m.api.querySlaveMpList({ body: {}, token: master.token })).total).toBe(0);
    const list = okOf(await m.api.mirrorRequestList({ body: {}, token: master.token }));
    expect(list).toMatchObject({ total: 1, items: [{ person: { phoneIdEcr: sub.phoneIdEcr }, state: 'pending' }] });
    // a waiting card cannot become a master meanwhile (its approval would bind a master)
    expect(refusalOf(await m.api.upgradeMaster({ token: sub.token })).code).toBe('MIRROR_REQUEST_PENDING');
    // nor ask a second master
    const other = await vipUser();
    okOf(await m.api.upgradeMaster({ token: other.token }));
    expect(refusalOf(await m.api.mirror({ body: { phoneIdEcr: other.phoneIdEcr }, token: sub.token }))).toMatchObject({ code: 'MIRROR_REQUEST_PENDING', field: 'phoneIdEcr' });

    const approved = okOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token }));
    expect(approved).toMatchObject({ person: { phoneIdEcr: sub.phoneIdEcr }, state: 'bound' });
    expect((await messages(sub)).at(-1)).toEqual({ title: '已绑定主名片', subjectType: 'mirror', subjectId: master.phoneIdEcr });
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'sub', linkState: 'bound', request: null });
    expect(okOf(await m.api.getMyMirrorState({ token: master.token }))).toMatchObject({ subCount: 1, pendingCount: 0 });
    expect(await page(sub)).toContain('待同意的荣誉');
    // answering it again: it is no longer waiting
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'refuse' }, token: master.token }))).toMatchObject({
      code: 'MIRROR_REQUEST_NOT_FOUND',
      field: 'phoneIdEcr',
    });
  });

  it('a refused request is told and may be asked again only after the wait; a withdrawn one at once (the master told)', async () => {
    const master = await vipUser('拒绝主卡');
    const sub = await vipUser('被拒子卡');
    okOf(await m.api.upgradeMaster({ token: master.token }));
    okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(okOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'refuse' }, token: master.token }))).toBeNull();
    expect((await messages(sub)).at(-1)).toMatchObject({ title: '绑定申请被拒绝', subjectId: master.phoneIdEcr });
    expect((await linkRow(sub))?.state).toBe('refused');
    const again = refusalOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(again).toMatchObject({ code: 'MIRROR_REFUSED_RECENTLY', field: 'phoneIdEcr' });
    const state = okOf(await m.api.getMyMirrorState({ token: sub.token }));
    expect(state.request).toMatchObject({ state: 'refused', retryAt: expect.any(String) });
    expect(new Date(state.request!.retryAt!).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // the wait over (the refusal moved back a day), the same master may be asked again
    await m.app.ctx.db.mirrorLink.update({ where: { subId: sub.id }, data: { endedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) } });
    expect(okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).state).toBe('pending');

    const before = (await messages(master)).length;
    expect(okOf(await m.api.withdrawMirrorRequest({ token: sub.token })).role).toBe('none');
    expect((await messages(master)).slice(before)).toEqual([{ title: '绑定申请已撤回', subjectType: 'mirror', subjectId: sub.phoneIdEcr }]);
    expect(okOf(await m.api.mirrorRequestList({ body: {}, token: master.token })).total).toBe(0);
    expect(refusalOf(await m.api.withdrawMirrorRequest({ token: sub.token })).code).toBe('MIRROR_REQUEST_NOT_FOUND');
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: master.token })).code).toBe('MIRROR_REQUEST_NOT_FOUND');
    expect(okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })).state).toBe('pending');
  });

  it("someone else's request cannot be answered; a card that is not a master cannot approve; nothing is written", async () => {
    const master = await vipUser();
    const sub = await vipUser();
    const otherMaster = await vipUser();
    const plainVip = await vipUser();
    okOf(await m.api.upgradeMaster({ token: master.token }));
    okOf(await m.api.upgradeMaster({ token: otherMaster.token }));
    okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: otherMaster.token }))).toMatchObject({
      code: 'MIRROR_REQUEST_NOT_FOUND',
      field: 'phoneIdEcr',
    });
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: plainVip.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'approve' }, token: sub.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(refusalOf(await m.api.mirrorRequestList({ body: {}, token: plainVip.token })).code).toBe('MIRROR_NOT_MASTER_SELF');
    expect(okOf(await m.api.mirrorRequestList({ body: {}, token: otherMaster.token })).total).toBe(0);
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: 'nobodyAtAll12', action: 'approve' }, token: master.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'phoneIdEcr',
    });
    expect((await linkRow(sub))?.state).toBe('pending');
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token })).role).toBe('none');
    // leaving is for subs only
    expect(refusalOf(await m.api.leaveMirror({ token: sub.token })).code).toBe('MIRROR_NOT_SUB');
  });

  it('bad input of each new call: the catalogue names the field, nothing written', async () => {
    const master = await vipUser();
    const sub = await vipUser();
    okOf(await m.api.upgradeMaster({ token: master.token }));
    okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    const bad = refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'maybe' as 'approve' }, token: master.token }));
    expect(bad.field).toBe('action');
    expect(bad.msg).toContain('同意或拒绝');
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: '', action: 'approve' }, token: master.token })).field).toBe('phoneIdEcr');
    expect(refusalOf(await m.api.answerMirrorRequest({ body: { action: 'approve' } as { phoneIdEcr: string; action: 'approve' }, token: master.token })).field).toBe('phoneIdEcr');
    expect(refusalOf(await m.api.mirrorRequestList({ body: { pageIndex: -1 } as object, token: master.token })).field).toBe('pageIndex');
    const en = refusalOf(await m.api.answerMirrorRequest({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'maybe' as 'approve' }, token: master.token, cookies: { lang: 'en' } }));
    expect(en.field).toBe('action');
    expect(en.msg).toContain('approve or refuse');
    expect((await linkRow(sub))?.state).toBe('pending');
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token })).role).toBe('none');
    expect(okOf(await m.api.getMyMirrorState({ token: master.token })).subCount).toBe(0);
  });

  it('either side unbinds: the sub leaves (master told), the master removes (sub told); the pushes leave the page', async () => {
    const master = await vipUser('解绑主卡');
    const sub = await vipUser('解绑子卡');
    okOf(await m.api.upgradeMaster({ token: master.token }));
    await bindApproved(master, sub);
    await newHonour(m.app.ctx, master, { title: '解绑前的荣誉' });
    okOf(await m.api.push({ body: { contentType: 'honours' }, token: master.token }));
    expect(await page(sub)).toContain('解绑前的荣誉');

    const before = (await messages(master)).length;
    expect(okOf(await m.api.leaveMirror({ token: sub.token })).role).toBe('none');
    expect((await messages(master)).slice(before)).toEqual([{ title: '子名片已解除绑定', subjectType: 'mirror', subjectId: sub.phoneIdEcr }]);
    expect(await page(sub)).not.toContain('解绑前的荣誉');
    expect(okOf(await m.api.getMyMirrorState({ token: master.token })).subCount).toBe(0);
    expect(refusalOf(await m.api.leaveMirror({ token: sub.token })).code).toBe('MIRROR_NOT_SUB');

    // leaving started no wait: ask again, approved, then the master removes it
    await bindApproved(master, sub);
    expect(await page(sub)).toContain('解绑前的荣誉');
    expect(okOf(await m.api.updateMirrorSlaverAuth({ body: { phoneIdEcr: sub.phoneIdEcr, action: 'unbind' }, token: master.token }))).toBeNull();
    expect((await messages(sub)).at(-1)).toEqual({ title: '已解除主名片绑定', subjectType: 'mirror', subjectId: master.phoneIdEcr });
    expect(await page(sub)).not.toContain('解绑前的荣誉');
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'none', request: null });
  });

  it("a card makes at most the day's budget of new requests (a withdraw-and-ask loop); asking again while one waits is free", async () => {
    const master = await vipUser();
    const sub = await vipUser();
    okOf(await m.api.upgradeMaster({ token: master.token }));
    for (let i = 0; i < LIMITS.network.mirrorRequestsPerDay; i += 1) {
      okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
      okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token })); // the same request: free
      if (i < LIMITS.network.mirrorRequestsPerDay - 1) okOf(await m.api.withdrawMirrorRequest({ token: sub.token }));
    }
    okOf(await m.api.withdrawMirrorRequest({ token: sub.token }));
    const messagesBefore = (await messages(master)).length;
    expect(refusalOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }))).toMatchObject({ code: 'MIRROR_REQUESTS_TOO_MANY', field: 'phoneIdEcr' });
    expect((await linkRow(sub))?.state).toBe('withdrawn');
    expect(await messages(master)).toHaveLength(messagesBefore);
  });

  it('undoing a master refuses its waiting requests and tells their cards', async () => {
    const master = await vipUser('撤销主卡');
    const sub = await vipUser();
    okOf(await m.api.upgradeMaster({ token: master.token }));
    okOf(await m.api.mirror({ body: { phoneIdEcr: master.phoneIdEcr }, token: sub.token }));
    expect(okOf(await m.api.unUpgradeMirror({ token: master.token })).role).toBe('none');
    expect((await linkRow(sub))?.state).toBe('refused');
    expect((await messages(sub)).at(-1)).toMatchObject({ title: '绑定申请被拒绝' });
  });

  it('a link written before consent existed (state bound, no request) stays approved: pushes reach it and show', async () => {
    const master = await vipUser();
    const sub = await vipUser();
    await newMirrorLink(m.app.ctx, master, sub); // the factory writes a row as the code before consent did
    await newHonour(m.app.ctx, master, { title: '老绑定的荣誉' });
    expect(okOf(await m.api.push({ body: { contentType: 'honours' }, token: master.token })).reachedSubs).toBe(1);
    expect(await page(sub)).toContain('老绑定的荣誉');
    expect(okOf(await m.api.getMyMirrorState({ token: sub.token }))).toMatchObject({ role: 'sub', linkState: 'bound', request: null });
  });
});
