import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newBulletin, newCircle, newCircleComplaint, newUser, type FactoryUser } from '../factories';

/**
 * Complaints about circles in the operator console (issue 32, items 2 and 5): the queue, one decision per complaint,
 * the messages it sends, and the outcome in the owner's inbox. Runs on SQLite, and on PostgreSQL with TEST_POSTGRES_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.circle;
const messagesOf = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id }, orderBy: { createdAt: 'asc' } });

/** A circle with a bulletin, a member's open complaint about it naming that bulletin and one picture, and an operator. */
async function complained() {
  const owner = await newUser(t.ctx);
  const member = await newUser(t.ctx);
  const circle = await newCircle(t.ctx, owner, { name: `茶友会${t.ctx.ids.id().slice(-4)}` });
  await addCircleMember(t.ctx, circle.id, member);
  const b = await newBulletin(t.ctx, circle.id, owner, { content: '加微信领红包' });
  const c = await newCircleComplaint(t.ctx, circle.id, member, { bulletinIds: [b.id], fileNames: ['circle-complaints/a.webp'] });
  const op = await newUser(t.ctx, { roles: ['operator'] });
  return { owner, member, cid: circle.id, name: circle.name, bulletin: b, complaint: c, op };
}

describe("the operators' queue of circle complaints", () => {
  it('lists an open complaint with the circle, the evidence as it reads, the pictures as addresses and the complainant', async () => {
    const { cid, name, member, bulletin, complaint, op } = await complained();
    const open = okOf(await api().findCircleComplaints({ body: { pageSize: 50 }, token: op.token }));
    expect(open.items.find((i) => i.complaintId === complaint.id)).toMatchObject({
      cid,
      circleName: name,
      state: 'open',
      decisionReason: '',
      decidedAt: null,
      content: '发布违规广告',
      complainant: { phoneIdEcr: member.phoneIdEcr },
      evidence: [{ bulletinId: bulletin.id, content: '加微信领红包', shown: true }],
      pictures: [t.ctx.providers.storage.urlOf('circle-complaints/a.webp')],
    });
  });

  it('open ones oldest first (first come, first decided); decided ones newest decision first', async () => {
    const { cid, member, complaint, op } = await complained();
    t.clock.advance(1000);
    const later = await newCircleComplaint(t.ctx, cid, member);
    const ids = (s?: 'upheld') =>
      api()
        .findCircleComplaints({ body: { complaintState: s, pageSize: 50 } as never, token: op.token })
        .then((r) =>
          okOf(r)
            .items.map((i) => i.complaintId)
            .filter((id) => id === complaint.id || id === later.id),
        );
    expect(await ids()).toEqual([complaint.id, later.id]);
    okOf(await api().decideCircleComplaint({ body: { complaintId: later.id, uphold: true, reason: '一' }, token: op.token }));
    t.clock.advance(1000);
    okOf(await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: true, reason: '二' }, token: op.token }));
    expect(await ids('upheld')).toEqual([complaint.id, later.id]);
  });

  it("a user without the operator role, the circle's owner included, can neither list nor decide", async () => {
    const { owner, member, complaint } = await complained();
    for (const u of [owner, member]) {
      expect(refusalOf(await api().findCircleComplaints({ body: {}, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: false, reason: '' }, token: u.token })).code).toBe('NO_PERMISSION');
    }
    expect((await t.ctx.db.circleComplaint.findUnique({ where: { id: complaint.id } }))!.state).toBe('open');
  });
});

describe('deciding a circle complaint', () => {
  it('upheld with a reason: once; the complainant is told (link: the circle), the owner too (link: their inbox); a second decision is refused', async () => {
    const { owner, member, cid, complaint, op } = await complained();
    const done = okOf(await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: true, reason: ' 公告含诱导加好友内容 ' }, token: op.token }));
    expect(done).toMatchObject({ complaintId: complaint.id, state: 'upheld', decisionReason: '公告含诱导加好友内容' });
    expect(done.decidedAt).not.toBeNull();
    expect((await t.ctx.db.circleComplaint.findUnique({ where: { id: complaint.id } }))!.decidedBy).toBe(op.id);
    const told = (await messagesOf(member)).filter((m) => m.title === '投诉已受理');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ subjectType: 'circle', subjectId: cid });
    expect(told[0]!.content).toContain('公告含诱导加好友内容');
    const ownerTold = (await messagesOf(owner)).filter((m) => m.title === '圈子投诉成立');
    expect(ownerTold).toHaveLength(1);
    expect(ownerTold[0]).toMatchObject({ subjectType: 'circleComplaints', subjectId: cid });

    const again = refusalOf(await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: false, reason: '' }, token: op.token }));
    expect(again).toMatchObject({ code: 'CIRCLE_COMPLAINT_DECIDED', field: 'complaintId' });
    expect((await t.ctx.db.circleComplaint.findUnique({ where: { id: complaint.id } }))!.state).toBe('upheld');
    expect((await messagesOf(member)).filter((m) => m.title.startsWith('投诉'))).toHaveLength(1);
    // Out of the open queue, into the upheld one.
    expect(okOf(await api().findCircleComplaints({ body: { pageSize: 50 }, token: op.token })).items.map((i) => i.complaintId)).not.toContain(complaint.id);
    expect(okOf(await api().findCircleComplaints({ body: { complaintState: 'upheld', pageSize: 50 }, token: op.token })).items.map((i) => i.complaintId)).toContain(complaint.id);
  });

  it('dismissed: the complainant is told, the owner is not', async () => {
    const { owner, member, complaint, op } = await complained();
    expect(okOf(await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: false, reason: '证据不足' }, token: op.token })).state).toBe('dismissed');
    expect((await messagesOf(member)).filter((m) => m.title === '投诉不予受理')).toHaveLength(1);
    expect(await messagesOf(owner)).toHaveLength(0);
  });

  it('two decisions at once: exactly one takes effect, the other is refused', async () => {
    const { member, complaint, op } = await complained();
    const answers = await Promise.all([true, false].map((uphold) => api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold, reason: '并发' }, token: op.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(refusalOf(answers.find((a) => a.status !== 200)!).code).toBe('CIRCLE_COMPLAINT_DECIDED');
    expect((await messagesOf(member)).filter((m) => m.title.startsWith('投诉'))).toHaveLength(1);
  });

  it('bad input: no reason to uphold, a reason one past the limit, a made-up id; nothing decided, nobody told', async () => {
    const { member, complaint, op } = await complained();
    const decide = (body: Record<string, unknown>) => api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: true, reason: '', ...body } as never, token: op.token });
    expect(refusalOf(await decide({ reason: '  ' }))).toMatchObject({ code: 'CIRCLE_COMPLAINT_REASON_REQUIRED', field: 'reason', msg: '受理投诉须填写理由（圈主和投诉人会看到）' });
    const long = refusalOf(await decide({ reason: '违'.repeat(LIMITS.circle.reasonLength + 1) }));
    expect(long.field).toBe('reason');
    expect(long.msg).toContain('处理原因');
    expect(refusalOf(await decide({ complaintId: 'nosuchcomplaint' }))).toMatchObject({ code: 'CIRCLE_COMPLAINT_NOT_FOUND', field: 'complaintId' });
    expect((await t.ctx.db.circleComplaint.findUnique({ where: { id: complaint.id } }))!.state).toBe('open');
    expect(await messagesOf(member)).toHaveLength(0);
    // The limit itself is accepted.
    expect(okOf(await decide({ reason: '违'.repeat(LIMITS.circle.reasonLength) })).state).toBe('upheld');
  });

  it("in English: the refusal and the complainant's message speak English", async () => {
    const { member, complaint, op } = await complained();
    await t.ctx.db.user.update({ where: { id: member.id }, data: { language: 'en' } });
    const r = await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: true, reason: '' }, token: op.token, cookies: { lang: 'en' } });
    expect(refusalOf(r).msg).toBe('Give a reason to uphold the complaint (the owner and the complainant read it)');
    okOf(await api().decideCircleComplaint({ body: { complaintId: complaint.id, uphold: false, reason: '' }, token: op.token }));
    expect((await messagesOf(member)).map((m) => m.title)).toEqual(['Complaint dismissed']);
  });
});

describe("the owner's inbox shows each outcome", () => {
  it('待处理, upheld with its reason, dismissed with its reason; the complainant never named', async () => {
    const { owner, member, cid, complaint, op } = await complained();
    const upheld = await newCircleComplaint(t.ctx, cid, member);
    const dismissed = await newCircleComplaint(t.ctx, cid, member);
    okOf(await api().decideCircleComplaint({ body: { complaintId: upheld.id, uphold: true, reason: '广告刷屏' }, token: op.token }));
    okOf(await api().decideCircleComplaint({ body: { complaintId: dismissed.id, uphold: false, reason: '未发现违规' }, token: op.token }));
    const inbox = okOf(await api().findCircleComplaintInbox({ body: { cid }, token: owner.token }));
    const byId = new Map(inbox.items.map((i) => [i.complaintId, i]));
    expect(byId.get(complaint.id)).toMatchObject({ state: 'open', decisionReason: '' });
    expect(byId.get(upheld.id)).toMatchObject({ state: 'upheld', decisionReason: '广告刷屏' });
    expect(byId.get(dismissed.id)).toMatchObject({ state: 'dismissed', decisionReason: '未发现违规' });
    expect(JSON.stringify(inbox)).not.toContain(member.phoneIdEcr);
    expect(JSON.stringify(inbox)).not.toContain(member.id);
  });

  it("someone else's circle and a made-up one are refused", async () => {
    const { cid, member } = await complained();
    const other = await complained();
    expect(refusalOf(await api().findCircleComplaintInbox({ body: { cid }, token: other.owner.token })).code).toBe('CIRCLE_NOT_OWNER');
    expect(refusalOf(await api().findCircleComplaintInbox({ body: { cid }, token: member.token })).code).toBe('CIRCLE_NOT_OWNER');
    expect(refusalOf(await api().findCircleComplaintInbox({ body: { cid: 'nosuchcircle' }, token: other.owner.token })).code).toBe('CIRCLE_NOT_FOUND');
  });
});
