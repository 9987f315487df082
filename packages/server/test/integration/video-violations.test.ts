import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newMicroVideo, newUser, newVideoComplaint, newVideoFiles, type FactoryUser } from '../factories';

/**
 * Violations: the owner's taken-down videos (count, list with the reason, batch delete with repeated `ids`
 * parameters, all or nothing, files released) and the operators' complaint decisions (uphold takes the video down
 * for visitors, the owner sees it and is told; dismiss), refused to non-operators.
 */
let t: TestApp;
let owner: FactoryUser;
let op: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '作者' });
  op = await newUser(t.ctx, { roles: ['operator'] });
});
afterAll(async () => {
  await t.close();
});

describe('operators decide complaints', () => {
  it('non-operators are refused; uphold takes the video down, closes every open complaint, tells the owner', async () => {
    const video = await newMicroVideo(t.ctx, owner, { title: '违规视频', shared: true });
    const r1 = await newUser(t.ctx);
    const r2 = await newUser(t.ctx);
    const c1 = await newVideoComplaint(t.ctx, video, r1);
    const c2 = await newVideoComplaint(t.ctx, video, r2);
    expect(refusalOf(await t.api.video.findVideoComplaints({ body: {}, token: owner.token })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await t.api.video.decideVideoComplaint({ body: { id: c1.id, uphold: true, reason: 'x' }, token: r1.token })).code).toBe('NO_PERMISSION');
    const open = okOf(await t.api.video.findVideoComplaints({ body: { pageSize: 50 }, token: op.token }));
    expect(open.items.find((c) => c.id === c1.id)).toMatchObject({ video: { id: video.id, owner: { name: '作者' } }, state: 'open' });
    expect(refusalOf(await t.api.video.decideVideoComplaint({ body: { id: c1.id, uphold: true, reason: '' }, token: op.token }))).toMatchObject({
      code: 'VIDEO_TAKEDOWN_REASON_REQUIRED',
      field: 'reason',
    });
    const decided = okOf(await t.api.video.decideVideoComplaint({ body: { id: c1.id, uphold: true, reason: '侵犯他人版权' }, token: op.token }));
    expect(decided).toMatchObject({ state: 'upheld', video: { takedownReason: '侵犯他人版权' } });
    expect(await t.ctx.db.videoComplaint.findUnique({ where: { id: c2.id } })).toMatchObject({ state: 'upheld', decidedBy: op.id });
    expect(await t.ctx.db.microVideo.findUnique({ where: { id: video.id } })).toMatchObject({ shared: false, takedownReason: '侵犯他人版权' });
    expect(refusalOf(await t.api.video.decideVideoComplaint({ body: { id: c1.id, uphold: false, reason: '' }, token: op.token })).code).toBe('VIDEO_COMPLAINT_DECIDED');
    // Hidden from visitors: its products' list answers NOT_FOUND like any video a visitor may not see.
    expect(refusalOf(await t.api.video.findShowVideoProducts({ body: { videoId: video.id }, token: r1.token })).code).toBe('NOT_FOUND');
    const msg = await t.ctx.db.message.findFirst({ where: { userId: owner.id, title: '视频已被下架' } });
    expect(msg?.content).toContain('侵犯他人版权');
    expect(msg).toMatchObject({ subjectType: 'illegalVideo', subjectId: video.id });
    // ... and the owner sees it in the violation list with the reason.
    const list = okOf(await t.api.video.findViolationMicroVideo({ body: {}, token: owner.token }));
    expect(list.items.find((v) => v.id === video.id)?.takedownReason).toBe('侵犯他人版权');
  });

  it('dismiss leaves the video shown', async () => {
    const video = await newMicroVideo(t.ctx, owner);
    const c = await newVideoComplaint(t.ctx, video, await newUser(t.ctx));
    expect(okOf(await t.api.video.decideVideoComplaint({ body: { id: c.id, uphold: false, reason: '' }, token: op.token })).state).toBe('dismissed');
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: video.id } }))!.takenDownAt).toBeNull();
  });
});

describe("the owner's violation list", () => {
  it('count, list and batch delete with repeated ids (one id works too), all or nothing, files released', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const files = await newVideoFiles(t.ctx, u, Buffer.from('not really a video'));
    const a = await t.ctx.db.microVideo.update({ where: { id: (await newMicroVideo(t.ctx, u, { takenDown: '违规' })).id }, data: files });
    const b = await newMicroVideo(t.ctx, u, { takenDown: '低俗' });
    const c = await newMicroVideo(t.ctx, u, { takenDown: '广告' });
    const shown = await newMicroVideo(t.ctx, u);
    expect(okOf(await t.api.video.countViolationMicroVideo({ body: {}, token: u.token })).count).toBe(3);
    expect(okOf(await t.api.video.findViolationMicroVideo({ body: {}, token: u.token })).total).toBe(3);
    // A shown video among the ids: nothing is deleted.
    expect(refusalOf(await t.api.video.batchDelViolationMicroVideo({ body: { ids: [a.id, shown.id] }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(refusalOf(await t.api.video.batchDelViolationMicroVideo({ body: { ids: [a.id] }, token: owner.token })).code).toBe('NOT_FOUND');
    expect(okOf(await t.api.video.countViolationMicroVideo({ body: {}, token: u.token })).count).toBe(3);
    expect(okOf(await t.api.video.batchDelViolationMicroVideo({ body: { ids: [a.id, b.id] }, token: u.token })).ids.sort()).toEqual([a.id, b.id].sort());
    expect(okOf(await t.api.video.batchDelViolationMicroVideo({ body: { ids: c.id }, token: u.token })).ids).toEqual([c.id]);
    expect(okOf(await t.api.video.countViolationMicroVideo({ body: {}, token: u.token })).count).toBe(0);
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: a.id } }))!.deletedByOwnerAt).not.toBeNull();
    expect(await t.ctx.db.storedFile.count({ where: { key: t.ctx.providers.storage.keyOf(files.videoUrl)! } })).toBe(0);
  });

  it('the wire: ids=a&ids=b as a raw form body', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const a = await newMicroVideo(t.ctx, u, { takenDown: '违规' });
    const b = await newMicroVideo(t.ctx, u, { takenDown: '违规' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/microVideo/batchDelViolationMicroVideo.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: u.token },
      payload: `ids=${a.id}&ids=${b.id}`,
    });
    expect(res.json()).toMatchObject({ status: 200, resultSets: { ids: [a.id, b.id] } });
  });
});
