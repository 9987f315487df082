import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { completeCard, newInviteActivity, newUser, setReferrer, type FactoryUser } from '../factories';

/**
 * The invite activity (issue 18, promotion part) through the typed client on a real database: progress counts
 * invitees who registered in the period and completed their card; documents only at the target and only the
 * caller's own uploads; editing under review; operators approve (golden keys once, also under concurrent approvals)
 * or reject with a reason. Every refusal writes nothing.
 */
let t: TestApp;
let operator: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  operator = await newUser(t.ctx, { roles: ['operator'] });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.programme;
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a3' } })
    .png()
    .toBuffer();
const upload = async (u: FactoryUser) => okOf(await api().uploadInviteDocument({ token: u.token, body: { file: await png() } })).url;
const docs = (activityId: string, images: string[], extra: Record<string, unknown> = {}) => ({ activityId, realName: '李四', contact: '13900001111', images, ...extra }) as never;
const keysOf = async (userId: string) => (await t.ctx.db.user.findUniqueOrThrow({ where: { id: userId } })).goldenKeys;

/** An inviter with `qualified` invitees who completed their card and `plain` who only registered. */
async function inviterWith(qualified: number, plain = 0) {
  const u = await newUser(t.ctx);
  for (let i = 0; i < qualified + plain; i++) {
    const v = await newUser(t.ctx);
    await setReferrer(t.ctx, v.id, u.id);
    if (i < qualified) await completeCard(t.ctx, v.id, `好友${i}`);
  }
  return u;
}

describe(`invite activity (${testEngine()})`, () => {
  it('progress counts invitees of the period; the list pages them with their state; below the target no documents are taken', async () => {
    const act = await newInviteActivity(t.ctx, { target: 2 });
    const u = await inviterWith(1, 1);
    // Someone invited before the period does not count.
    const early = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: early.id }, data: { refereeId: u.id, createdAt: new Date(act.startAt.getTime() - 60_000) } });
    await completeCard(t.ctx, early.id);
    const home = okOf(await api().findInviteHome({ token: u.token, body: { activityId: act.id } }));
    expect(home).toMatchObject({ activity: { id: act.id, target: 2 }, registered: 2, qualified: 1, reached: false, claim: null, canReview: false, open: true });
    expect(home.shareUrl).toContain(`refereeIdEcr=${u.phoneIdEcr}`);
    const list = okOf(await api().findInviteProgress({ token: u.token, body: { activityId: act.id, pageSize: 1 } }));
    expect(list).toMatchObject({ total: 2, hasMore: true });
    const all = okOf(await api().findInviteProgress({ token: u.token, body: { activityId: act.id } }));
    expect(all.items.map((i) => i.state).sort()).toEqual(['qualified', 'registered']);
    const url = await upload(u);
    expect(refusalOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, [url]) })).code).toBe('INVITE_TARGET_NOT_REACHED');
    expect(await t.ctx.db.promoInviteClaim.count({ where: { userId: u.id } })).toBe(0);
  });

  it('an unknown or closed activity answers INVITE_ACTIVITY_NOT_FOUND', async () => {
    const u = await newUser(t.ctx);
    const closed = await newInviteActivity(t.ctx, { status: 'closed' });
    expect(refusalOf(await api().findInviteProgress({ token: u.token, body: { activityId: closed.id } })).code).toBe('INVITE_ACTIVITY_NOT_FOUND');
    expect(refusalOf(await api().findInviteHome({ token: u.token, body: { activityId: 'nosuchactivity1' } })).code).toBe('INVITE_ACTIVITY_NOT_FOUND');
  });

  it('documents: own uploads only, at least one; bad fields named; one claim per activity', async () => {
    const act = await newInviteActivity(t.ctx, { target: 2 });
    const u = await inviterWith(2);
    const other = await newUser(t.ctx);
    const foreign = await upload(other);
    expect(refusalOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, [foreign]) })).code).toBe('INVITE_DOCUMENT_INVALID');
    expect(refusalOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, ['https://evil.example/a.png']) })).code).toBe('INVITE_DOCUMENT_INVALID');
    expect(refusalOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, []) })).code).toBe('INVITE_DOCUMENT_REQUIRED');
    const blank = refusalOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, [await upload(u)], { realName: '' }) }));
    expect(blank.field).toBe('realName');
    expect(await t.ctx.db.promoInviteClaim.count({ where: { userId: u.id } })).toBe(0);
    const url = await upload(u);
    const claim = okOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, [url]) }));
    expect(claim).toMatchObject({ state: 'pending', realName: '李四', invitees: 2, images: [url] });
    expect(refusalOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, [url]) })).code).toBe('INVITE_CLAIM_EXISTS');
    expect(okOf(await api().findInviteHome({ token: u.token, body: { activityId: act.id } }))).toMatchObject({ reached: true, claim: { id: claim.id, state: 'pending' } });
  });

  it('edit under review; rejection needs a reason and allows editing back to review; approval grants the keys once, then no edits', async () => {
    const act = await newInviteActivity(t.ctx, { target: 1, rewardKeys: 7 });
    const u = await inviterWith(1);
    expect(refusalOf(await api().editInviteDocuments({ token: u.token, body: docs(act.id, [await upload(u)]) })).code).toBe('INVITE_CLAIM_NOT_FOUND');
    const claim = okOf(await api().submitInviteDocuments({ token: u.token, body: docs(act.id, [await upload(u)]) }));
    const edited = okOf(await api().editInviteDocuments({ token: u.token, body: docs(act.id, [await upload(u), await upload(u)], { contact: 'wx-li4' }) }));
    expect(edited).toMatchObject({ id: claim.id, state: 'pending', contact: 'wx-li4' });
    expect(edited.images).toHaveLength(2);

    const plain = await newUser(t.ctx);
    expect((await api().reviewInviteClaim({ token: plain.token, body: { id: claim.id, verdict: 'approve' } })).status).not.toBe(200);
    expect(refusalOf(await api().reviewInviteClaim({ token: operator.token, body: { id: claim.id, verdict: 'reject' } })).code).toBe('INVITE_REJECT_REASON_REQUIRED');
    const rejected = okOf(await api().reviewInviteClaim({ token: operator.token, body: { id: claim.id, verdict: 'reject', reason: '图片不清晰' } }));
    expect(rejected).toMatchObject({ state: 'rejected', reason: '图片不清晰', claimant: { phoneIdEcr: u.phoneIdEcr }, activityTitle: act.title });
    expect(refusalOf(await api().reviewInviteClaim({ token: operator.token, body: { id: claim.id, verdict: 'approve' } })).code).toBe('INVITE_CLAIM_DECIDED');
    expect(okOf(await api().editInviteDocuments({ token: u.token, body: docs(act.id, [await upload(u)]) }))).toMatchObject({ state: 'pending', reason: '' });

    const queue = okOf(await api().findInviteClaims({ token: operator.token, body: { tab: 'pending' } }));
    expect(queue.items.some((c) => c.id === claim.id)).toBe(true);
    expect(queue.pending).toBeGreaterThanOrEqual(1);
    const keysBefore = await keysOf(u.id);
    // Concurrent approvals: one wins, the keys are granted once.
    const answers = await Promise.all(Array.from({ length: 5 }, () => api().reviewInviteClaim({ token: operator.token, body: { id: claim.id, verdict: 'approve' } })));
    expect(answers.filter((a) => (a.body as { status: number }).status === 200)).toHaveLength(1);
    for (const a of answers) if ((a.body as { status: number }).status !== 200) expect(refusalOf(a).code).toBe('INVITE_CLAIM_DECIDED');
    expect(await keysOf(u.id)).toBe(keysBefore + 7);
    expect(await t.ctx.db.goldenKeyEntry.count({ where: { userId: u.id, kind: 'inviteReward', refId: claim.id } })).toBe(1);
    expect(await t.ctx.db.message.count({ where: { userId: u.id, link: '/invite/index' } })).toBe(2);
    expect(refusalOf(await api().editInviteDocuments({ token: u.token, body: docs(act.id, [await upload(u)]) })).code).toBe('INVITE_CLAIM_DECIDED');
    const decided = okOf(await api().findInviteClaims({ token: operator.token, body: { tab: 'decided' } }));
    expect(decided.items.find((c) => c.id === claim.id)).toMatchObject({ state: 'approved' });
    // The home of an operator offers the review list.
    expect(okOf(await api().findInviteHome({ token: operator.token, body: {} })).canReview).toBe(true);
  });

  it("someone else's claim id answers NOT_FOUND to a review", async () => {
    expect(refusalOf(await api().reviewInviteClaim({ token: operator.token, body: { id: 'nosuchclaim0001', verdict: 'approve' } })).code).toBe('NOT_FOUND');
  });
});
