import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newUser, type FactoryUser } from '../factories';
import { newAgent, newComplaint, newComplaintPicture } from '../factories/service';

/**
 * Complaints (issue 17, complaint part) through the typed client on a real database: a user uploads evidence and
 * complains about a card, reads their own complaints; agents list and decide, one decision per complaint, and the
 * complainant is messaged. Every refusal writes nothing.
 */
let t: TestApp;
let agent: FactoryUser;
let agent2: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  agent = await newAgent(t.ctx);
  agent2 = await newAgent(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.service;
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
const upload = async (u: FactoryUser) => okOf(await api().uploadComplaintPicture({ token: u.token, body: { file: await png() } })).url;
const submit = (u: FactoryUser, body: Record<string, unknown>) => api().submitComplaint({ token: u.token, body: body as never });
const countOf = (userId: string) => t.ctx.db.complaint.count({ where: { userId } });

describe(`complaint intake (${testEngine()})`, () => {
  it('uploads a picture, complains about a card (comma-joined pictures), reads it in the list and the detail', async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx, { name: '可疑名片' });
    const [a, b] = [await upload(me), await upload(me)];
    expect(a).toMatch(/complaints\//);
    const c = okOf(await submit(me, { target: owner.phoneIdEcr, reason: 'fraud', content: '冒充客服骗取转账', pictures: `${a},${b}` }));
    expect(c).toMatchObject({
      targetKind: 'card',
      target: { phoneIdEcr: owner.phoneIdEcr, name: '可疑名片' },
      complainant: { phoneIdEcr: me.phoneIdEcr },
      reason: 'fraud',
      content: '冒充客服骗取转账',
      pictures: [a, b],
      status: 'pending',
      decision: '',
      decidedAt: null,
    });
    const stored = await t.ctx.db.complaint.findUniqueOrThrow({ where: { id: c.id } });
    expect(stored).toMatchObject({ userId: me.id, targetId: owner.id, targetKind: 'card' });
    expect(JSON.parse(stored.images)).toEqual([a, b].map((u) => t.ctx.providers.storage.keyOf(u)));

    t.clock.advance(1000);
    const other = okOf(await submit(me, { reason: 'other', content: '页面有错别字', pictures: [a] }));
    expect(other).toMatchObject({ targetKind: 'other', target: null });
    const page = okOf(await api().findMyComplaints({ token: me.token, body: { pageSize: 1 } }));
    expect(page).toMatchObject({ total: 2, hasMore: true, items: [{ id: other.id }] });
    expect(okOf(await api().findMyComplaints({ token: me.token, body: { pageSize: 1, pageIndex: 2 } })).items[0]!.id).toBe(c.id);
    expect(okOf(await api().findComplaintDetail({ token: me.token, body: { id: c.id } }))).toEqual(c);
  });

  it("refusals write nothing: others' complaint, not-your picture, 10 pictures, none, 201 chars, yourself, bad reason, unknown card", async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx);
    const mine = await upload(me);
    const theirs = await newComplaintPicture(t.ctx, owner);
    const body = { target: owner.phoneIdEcr, reason: 'harassment', content: '半夜反复打电话', pictures: [mine] };
    const somebodys = await newComplaint(t.ctx, owner, { target: me });

    expect(refusalOf(await api().findComplaintDetail({ token: me.token, body: { id: somebodys.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await submit(me, { ...body, pictures: [mine, theirs] }))).toMatchObject({ code: 'COMPLAINT_PICTURE_INVALID', field: 'pictures' });
    expect(refusalOf(await submit(me, { ...body, pictures: ['https://tracker.example/p.png'] }))).toMatchObject({ code: 'COMPLAINT_PICTURE_INVALID', field: 'pictures' });
    const ten = [mine, ...(await Promise.all(Array.from({ length: LIMITS.service.complaintPicturesMax }, () => newComplaintPicture(t.ctx, me))))];
    expect(refusalOf(await submit(me, { ...body, pictures: ten }))).toMatchObject({ field: 'pictures' });
    expect(refusalOf(await submit(me, { ...body, pictures: '' }))).toMatchObject({ code: 'COMPLAINT_PICTURE_REQUIRED', field: 'pictures' });
    expect(refusalOf(await submit(me, { ...body, content: '字'.repeat(LIMITS.service.complaintTextMax + 1) }))).toMatchObject({ field: 'content' });
    expect(refusalOf(await submit(me, { ...body, content: '  ' }))).toMatchObject({ field: 'content' });
    expect(refusalOf(await submit(me, { ...body, target: me.phoneIdEcr }))).toMatchObject({ code: 'COMPLAINT_SELF', field: 'target' });
    expect(refusalOf(await submit(me, { ...body, reason: 'boring' }))).toMatchObject({ field: 'reason' });
    expect(refusalOf(await submit(me, { ...body, target: t.ctx.ids.id() }))).toMatchObject({ code: 'NOT_FOUND', field: 'target' });
    expect(await countOf(me.id)).toBe(0);

    // The limits themselves pass: 200 characters and 9 pictures.
    expect(okOf(await submit(me, { ...body, content: '字'.repeat(LIMITS.service.complaintTextMax), pictures: ten.slice(0, 9) })).pictures).toHaveLength(9);
  });

  it('one pending complaint per user and card: a second is COMPLAINT_PENDING until the first is decided', async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx);
    const pic = await upload(me);
    const body = { target: owner.phoneIdEcr, reason: 'falseInfo', content: '名片上的公司是假的', pictures: [pic] };
    const first = okOf(await submit(me, body));
    expect(refusalOf(await submit(me, { ...body, reason: 'fraud' }))).toMatchObject({ code: 'COMPLAINT_PENDING', field: 'target' });
    // 'other' complaints name nothing: each stands alone.
    okOf(await submit(me, { ...body, target: '' }));
    okOf(await submit(me, { ...body, target: '' }));
    okOf(await api().decideComplaint({ token: agent.token, body: { id: first.id, verdict: 'dismiss', decision: '证据不足' } }));
    okOf(await submit(me, body));
    expect(await countOf(me.id)).toBe(4);
  });

  it('a repeated request id answers the first complaint once (idempotent)', async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx);
    const body = { target: owner.phoneIdEcr, reason: 'porn', content: '头像低俗', pictures: [await upload(me)] };
    const one = okOf(await api().submitComplaint({ token: me.token, body, requestId: 'complaint-repeat-1' } as never));
    const two = okOf(await api().submitComplaint({ token: me.token, body, requestId: 'complaint-repeat-1' } as never));
    expect(two.id).toBe(one.id);
    expect(await countOf(me.id)).toBe(1);
  });
});

describe(`agents decide (${testEngine()})`, () => {
  it("lists pending oldest first with the card's name, decides, messages the complainant; decided tab and the user see it", async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx, { name: '被投诉人' });
    const c = okOf(await submit(me, { target: owner.phoneIdEcr, reason: 'infringement', content: '盗用我的照片', pictures: [await upload(me)] }));
    const pending = okOf(await api().findComplaints({ token: agent.token, body: { tab: 'pending', pageSize: 50 } }));
    expect(pending.pending).toBeGreaterThanOrEqual(1);
    expect(pending.items.find((x) => x.id === c.id)).toMatchObject({ target: { name: '被投诉人' }, complainant: { phoneIdEcr: me.phoneIdEcr } });

    const decided = okOf(await api().decideComplaint({ token: agent.token, body: { id: c.id, verdict: 'uphold', decision: '已核实，已处理该名片' } }));
    expect(decided).toMatchObject({ status: 'upheld', decision: '已核实，已处理该名片' });
    expect(decided.decidedAt).not.toBeNull();
    expect(okOf(await api().findComplaints({ token: agent.token, body: { tab: 'decided', pageSize: 50 } })).items.some((x) => x.id === c.id)).toBe(true);
    expect(okOf(await api().findComplaints({ token: agent.token, body: { tab: 'pending', pageSize: 50 } })).items.some((x) => x.id === c.id)).toBe(false);
    expect(okOf(await api().findComplaintDetail({ token: me.token, body: { id: c.id } }))).toMatchObject({ status: 'upheld', decision: '已核实，已处理该名片' });
    const messages = await t.ctx.db.message.findMany({ where: { userId: me.id } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: '您的投诉已成立', kind: 'system' });
    expect(messages[0]!.content).toContain('已核实，已处理该名片');
    expect(messages[0]!.content).toContain('被投诉人');
  });

  it('two agents deciding at once: one decides, the other gets COMPLAINT_DECIDED; one message', async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx);
    const c = await newComplaint(t.ctx, me, { target: owner });
    const [r1, r2] = await Promise.all([
      api().decideComplaint({ token: agent.token, body: { id: c.id, verdict: 'uphold', decision: '成立' } }),
      api().decideComplaint({ token: agent2.token, body: { id: c.id, verdict: 'dismiss', decision: '不成立' } }),
    ]);
    const codes = [r1, r2].map((r) => (r.status === 200 && (r.body as { status: number }).status === 200 ? 'ok' : refusalOf(r).code)).sort();
    expect(codes).toEqual(['COMPLAINT_DECIDED', 'ok']);
    expect(await t.ctx.db.message.count({ where: { userId: me.id } })).toBe(1);
    expect(refusalOf(await api().decideComplaint({ token: agent.token, body: { id: c.id, verdict: 'dismiss', decision: '再来' } }))).toMatchObject({
      code: 'COMPLAINT_DECIDED',
      field: 'id',
    });
  });

  it('refusals: non-agents, unknown id, bad verdict, blank or too long decision; nothing changes', async () => {
    const me = await newUser(t.ctx);
    const c = await newComplaint(t.ctx, me);
    const decide = (body: Record<string, unknown>, token = agent.token) => api().decideComplaint({ token, body: body as never });
    expect(refusalOf(await decide({ id: c.id, verdict: 'uphold', decision: '自己判' }, me.token)).code).toBe('NO_PERMISSION');
    expect(refusalOf(await api().findComplaints({ token: me.token, body: {} })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await decide({ id: t.ctx.ids.id(), verdict: 'uphold', decision: '成立' }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await decide({ id: c.id, verdict: 'maybe', decision: '成立' })).field).toBe('verdict');
    expect(refusalOf(await decide({ id: c.id, verdict: 'uphold', decision: ' ' })).field).toBe('decision');
    expect(refusalOf(await decide({ id: c.id, verdict: 'uphold', decision: '字'.repeat(LIMITS.service.complaintDecisionMax + 1) })).field).toBe('decision');
    expect(refusalOf(await api().findComplaints({ token: agent.token, body: { tab: 'all' as never } })).field).toBe('tab');
    expect(await t.ctx.db.complaint.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({ status: 'pending', decision: '' });
    expect(await t.ctx.db.message.count({ where: { userId: me.id } })).toBe(0);
  });
});
