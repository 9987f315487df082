import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMessage } from '@card/contract';
import { makeTestApp, nextAddress, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { addCircleMember, newCircle, newCompany, newMessage, newUser, type FactoryUser } from '../factories';
import { newAgent, newComplaint } from '../factories/service';
import { newCase } from '../factories/content-cases';

/**
 * The message centre leads somewhere (issue 31): messages written by the areas carry their subject (what the client
 * opens), old rows carry none; 全部已读 marks the caller's own unread messages read and nobody else's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const feed = async (u: FactoryUser) => okOf(await t.api.usercentre.in2userMainMessage({ body: {}, token: u.token }));
/** The user's messages in the feed with the given title (the feed is what the client reads, so the subject is checked there). */
const titled = async (u: FactoryUser, title: string): Promise<TMessage[]> => (await feed(u)).items.filter((m) => m.title === title);

describe('subjects', () => {
  it("exchange: the receiver's request opens the request, the sender's and the acceptance open the other card", async () => {
    const a = await newUser(t.ctx, { name: '主题甲' });
    const b = await newUser(t.ctx, { name: '主题乙' });
    okOf(await t.api.network.applyExchangeCard({ body: { phoneIdEcr: b.phoneIdEcr, note: '' }, token: a.token }));
    const request = await t.ctx.db.cardExchange.findFirstOrThrow({ where: { fromId: a.id, toId: b.id }, select: { id: true } });
    expect((await titled(b, '名片交换请求')).map((m) => m.subject)).toEqual([{ type: 'exchangeRequest', id: request.id }]);
    expect((await titled(a, '已发送交换请求')).map((m) => m.subject)).toEqual([{ type: 'contact', id: b.phoneIdEcr }]);
    t.clock.advance(1000);
    okOf(await t.api.network.agreeExchangeCard({ body: { phoneIdEcr: a.phoneIdEcr }, token: b.token }));
    expect((await titled(a, '名片交换成功')).map((m) => m.subject)).toEqual([{ type: 'contact', id: b.phoneIdEcr }]);
    expect((await titled(b, '名片交换成功')).map((m) => m.subject)).toEqual([{ type: 'contact', id: a.phoneIdEcr }]);
  });

  it('company: an application tells the admins about the applications, the decision tells the applicant about the company', async () => {
    const admin = await newUser(t.ctx);
    const applicant = await newUser(t.ctx);
    const company = await newCompany(t.ctx, { members: [{ id: admin.id, role: 'admin' }] });
    okOf(await t.api.network.applyJoinCompanyN({ body: { companyId: company.id }, token: applicant.token }));
    expect((await titled(admin, '新的入职申请')).map((m) => m.subject)).toEqual([{ type: 'companyApplication', id: company.id }]);
    const [item] = okOf(await t.api.network.findCompanyApplications({ body: { kind: 'join' }, token: admin.token })).items;
    okOf(await t.api.network.agreeJoinCompanyN({ body: { applicationId: item!.applicationId }, token: admin.token }));
    expect((await titled(applicant, '加入公司申请已通过')).map((m) => m.subject)).toEqual([{ type: 'company', id: company.id }]);
  });

  it('circle: an application to a circle that approves members opens its waiting list for the owner', async () => {
    const owner = await newUser(t.ctx);
    const applicant = await newUser(t.ctx);
    const circle = await newCircle(t.ctx, owner, { joinWay: 'approval' });
    okOf(await t.api.circle.applyJoinCircle({ body: { cid: circle.id, note: '' }, token: applicant.token }));
    const mine = (await feed(owner)).items.filter((m) => m.kind === 'circle');
    expect(mine.map((m) => m.subject)).toEqual([{ type: 'circleApplication', id: circle.id }]);
  });

  it('circle management: a member made admin is told about the circle', async () => {
    const owner = await newUser(t.ctx);
    const member = await newUser(t.ctx);
    const circle = await newCircle(t.ctx, owner);
    await addCircleMember(t.ctx, circle.id, member);
    okOf(await t.api.circle.addCircleAdmin({ body: { cid: circle.id, phoneIdEcr: member.phoneIdEcr }, token: owner.token }));
    const mine = (await feed(member)).items.filter((m) => m.kind === 'circle');
    expect(mine.map((m) => m.subject)).toEqual([{ type: 'circle', id: circle.id }]);
  });

  it('complaint: the decision opens the complaint for the one who made it', async () => {
    const agent = await newAgent(t.ctx);
    const me = await newUser(t.ctx);
    const complaint = await newComplaint(t.ctx, me);
    okOf(await t.api.service.decideComplaint({ body: { id: complaint.id, verdict: 'dismiss', decision: '证据不足' }, token: agent.token }));
    expect((await feed(me)).items.map((m) => m.subject)).toEqual([{ type: 'complaint', id: complaint.id }]);
  });

  it("consultation: a visitor's consultation opens that consultation for the owner", async () => {
    const owner = await newUser(t.ctx);
    const { id } = okOf(
      await t.api.network.addAdvisory({ body: { phoneIdEcr: owner.phoneIdEcr, name: '陈咨询', phone: '13712345678', content: '想了解价格' }, remoteAddress: nextAddress() }),
    );
    const mine = (await feed(owner)).items.filter((m) => m.kind === 'advisory');
    expect(mine.map((m) => m.subject)).toEqual([{ type: 'consultation', id }]);
  });

  it('design case: the review opens the case for its owner', async () => {
    const op = await newUser(t.ctx, { roles: ['operator'] });
    const owner = await newUser(t.ctx);
    const c = await newCase(t.ctx, owner, { state: 'auditing' });
    okOf(await t.api.content.auditCase({ body: { id: c.id, pass: false, reason: '图片模糊' }, token: op.token }));
    expect((await feed(owner)).items.map((m) => m.subject)).toEqual([{ type: 'case', id: c.id }]);
  });

  it('a row written before subjects existed has none (the client opens its detail)', async () => {
    const u = await newUser(t.ctx);
    const m = await newMessage(t.ctx, u);
    expect((await feed(u)).items.find((x) => x.id === m.id)?.subject).toBeNull();
  });
});

describe('全部已读 (readAllUserMessages)', () => {
  it("marks every unread message of the caller read, the count goes to 0, others' messages stay unread", async () => {
    const me = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    for (let i = 0; i < 3; i++) await newMessage(t.ctx, me);
    const already = await newMessage(t.ctx, me, { read: true });
    const alreadyAt = (await t.ctx.db.message.findUniqueOrThrow({ where: { id: already.id } })).readAt;
    for (let i = 0; i < 2; i++) await newMessage(t.ctx, other);
    expect((await feed(me)).unread).toBe(3);
    // The home aggregate's count is read from the per-user cache: it must follow the change too.
    expect(okOf(await t.api.usercentre.forwardUserHomeNew({ body: {}, token: me.token })).unreadMessages).toBe(3);

    t.clock.advance(1000);
    expect(okOf(await t.api.usercentre.readAllUserMessages({ body: {}, token: me.token }))).toEqual({ read: 3 });
    expect((await feed(me)).unread).toBe(0);
    expect((await feed(me)).items.every((m) => m.read)).toBe(true);
    expect(okOf(await t.api.usercentre.forwardUserHomeNew({ body: {}, token: me.token })).unreadMessages).toBe(0);
    // A message read before keeps the moment it was read.
    expect((await t.ctx.db.message.findUniqueOrThrow({ where: { id: already.id } })).readAt).toEqual(alreadyAt);
    // Someone else's messages are untouched.
    expect(await t.ctx.db.message.count({ where: { userId: other.id, readAt: null } })).toBe(2);
    expect((await feed(other)).unread).toBe(2);
    // Again: nothing left to mark.
    expect(okOf(await t.api.usercentre.readAllUserMessages({ body: {}, token: me.token }))).toEqual({ read: 0 });
  });

  it('needs a signed-in user', async () => {
    const res = await t.api.usercentre.readAllUserMessages({ body: {} });
    expect(res.status).toBe(401);
  });
});
