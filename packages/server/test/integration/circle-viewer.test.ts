import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newBulletin, newCircle, newCircleOrder, newUser, type FactoryUser } from '../factories';

/**
 * Issue 32, item 5: what a circle tells each viewer they may do (and why not), the owner's complaint inbox, and the
 * payer never being sent the owner's fee split.
 */
let t: TestApp;
let owner: FactoryUser;
let admin: FactoryUser;
let member: FactoryUser;
let disabled: FactoryUser;
let outsider: FactoryUser;

beforeAll(async () => {
  t = await makeTestApp();
  [owner, admin, member, disabled, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => newUser(t.ctx)));
});
afterAll(async () => {
  await t.close();
});

async function restrictedCircle() {
  const c = await newCircle(t.ctx, owner, { description: '周末骑行', labels: ['运动'] });
  await t.ctx.db.circle.update({ where: { id: c.id }, data: { noMemberBulletin: true, noViewOthers: true } });
  await addCircleMember(t.ctx, c.id, admin, { role: 'admin' });
  await addCircleMember(t.ctx, c.id, member);
  await addCircleMember(t.ctx, c.id, disabled, { disabled: true });
  return c.id;
}
const detail = async (token: string | undefined, cid: string) => okOf(await t.api.circle.circleDetail({ token, body: { cid } }));

describe('viewer permissions on circleDetail', () => {
  it('a restricted member is told before writing: no posting, no members list, each with the catalogue reason; the server still refuses', async () => {
    const cid = await restrictedCircle();
    const d = await detail(member.token, cid);
    expect(d.permissions).toEqual({
      canPost: false,
      postReason: 'CIRCLE_RESTRICTED_BY_ADMIN',
      canComment: true,
      commentReason: null,
      canInvite: true,
      inviteReason: null,
      canSeeMembers: false,
      membersReason: 'CIRCLE_RESTRICTED_BY_ADMIN',
    });
    expect(d).toMatchObject({ description: '周末骑行', labels: ['运动'] });
    // What the permissions said is what the calls do.
    expect(refusalOf(await t.api.circle.publishCircleBulletin({ token: member.token, body: { cid, kind: 'imageText', content: '你好' } as never })).code).toBe('CIRCLE_RESTRICTED_BY_ADMIN');
    expect(refusalOf(await t.api.circle.findCircleMembers({ token: member.token, body: { cid } as never })).code).toBe('CIRCLE_RESTRICTED_BY_ADMIN');
  });

  it('a disabled member learns it from the circle, not on send; admins keep every action; a visitor is not a member', async () => {
    const cid = await restrictedCircle();
    expect((await detail(disabled.token, cid)).permissions).toMatchObject({
      canPost: false,
      postReason: 'CIRCLE_MEMBER_DISABLED',
      canComment: false,
      commentReason: 'CIRCLE_MEMBER_DISABLED',
      canInvite: false,
    });
    const b = await newBulletin(t.ctx, cid, admin);
    expect(refusalOf(await t.api.circle.addCircleBulletinComment({ token: disabled.token, body: { cid, bulletinId: b.id, content: '评论' } })).code).toBe('CIRCLE_MEMBER_DISABLED');
    expect((await detail(admin.token, cid)).permissions).toMatchObject({ canPost: true, canComment: true, canInvite: true, canSeeMembers: true });
    expect((await detail(undefined, cid)).permissions).toMatchObject({ canPost: false, postReason: 'CIRCLE_NOT_MEMBER', canSeeMembers: false });
  });
});

describe("the owner's complaint inbox", () => {
  it("lists complaints about the owner's circle with evidence and outcome, newest first, without naming the complainant", async () => {
    const c = await newCircle(t.ctx, owner);
    const b = await newBulletin(t.ctx, c.id, owner, { content: '本周活动' });
    okOf(await t.api.circle.complaintCircle({ token: outsider.token, body: { cid: c.id, bulletinIds: b.id as never, content: '虚假宣传' } as never }));
    t.clock.advance(1000);
    const second = okOf(await t.api.circle.complaintCircle({ token: member.token, body: { cid: c.id, bulletinIds: b.id as never, content: '广告太多' } as never }));
    await t.ctx.db.circleComplaint.update({ where: { id: second.complaintId }, data: { state: 'upheld', decisionReason: '含夸大宣传' } });
    const page = okOf(await t.api.circle.findCircleComplaintInbox({ token: owner.token, body: { cid: c.id } as never }));
    expect(page.total).toBe(2);
    expect(page.items).toMatchObject([
      {
        complaintId: second.complaintId,
        content: '广告太多',
        state: 'upheld',
        decisionReason: '含夸大宣传',
        evidence: [{ bulletinId: b.id, content: '本周活动', shown: true }],
        pictureCount: 0,
      },
      { content: '虚假宣传', state: 'open' },
    ]);
    expect(JSON.stringify(page)).not.toContain(outsider.phoneIdEcr);
  });

  it('refuses an admin, a member and the owner of another circle (CIRCLE_NOT_OWNER); a removed evidence reads as not shown', async () => {
    const cid = await restrictedCircle();
    const other = await newCircle(t.ctx, outsider);
    for (const who of [admin, member, outsider]) {
      expect(refusalOf(await t.api.circle.findCircleComplaintInbox({ token: who.token, body: { cid } as never }))).toMatchObject({ code: 'CIRCLE_NOT_OWNER', field: 'cid' });
    }
    // The owner of `other` cannot read this circle's inbox by naming it, nor a made-up circle.
    expect(okOf(await t.api.circle.findCircleComplaintInbox({ token: outsider.token, body: { cid: other.id } as never })).items).toEqual([]);
    expect(refusalOf(await t.api.circle.findCircleComplaintInbox({ token: owner.token, body: { cid: 'nosuchcircle00000001' } as never })).code).toBe('CIRCLE_NOT_FOUND');
    const b = await newBulletin(t.ctx, cid, admin);
    okOf(await t.api.circle.complaintCircle({ token: member.token, body: { cid, bulletinIds: b.id as never, content: '违规' } as never }));
    await t.ctx.db.circleBulletin.update({ where: { id: b.id }, data: { state: 'removed' } });
    const [item] = okOf(await t.api.circle.findCircleComplaintInbox({ token: owner.token, body: { cid } as never })).items;
    expect(item!.evidence).toEqual([{ bulletinId: b.id, content: '', shown: false }]);
  });
});

describe("the fee split is the owner's business", () => {
  it('the pay screen and the receipt sent to a payer carry no fee percent nor split', async () => {
    const payer = await newUser(t.ctx);
    const order = await newCircleOrder(t.ctx, payer, 'paid', 990);
    const info = okOf(await t.api.circle.findCirclePayInfo({ token: (await newUser(t.ctx)).token, body: { cid: order.cid, kind: 'join' } }));
    expect(info.feePercent).toBeNull();
    const receipt = okOf(await t.api.circle.findCirclePayment({ token: payer.token, body: { orderId: order.id } }));
    expect(receipt).toMatchObject({ orderId: order.id, amountFen: 990, state: 'paid', cid: order.cid });
    expect(receipt.paidAt).not.toBeNull();
    expect(Object.keys(receipt).filter((k) => /fee|net|split|owner/i.test(k))).toEqual([]);
    // Someone else's order is not found, never shown.
    expect(refusalOf(await t.api.circle.findCirclePayment({ token: outsider.token, body: { orderId: order.id } })).code).toBe('NOT_FOUND');
  });
});
