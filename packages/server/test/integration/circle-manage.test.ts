import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newCircle, newUser, type FactoryUser } from '../factories';

/** Circle management through the typed client: who may do what, the limits at their edge, the paid restrictions. */
const L = LIMITS.circle;
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A circle with an owner, an admin, a member, and an outsider who is not in it. */
async function team(o: Parameters<typeof newCircle>[2] = {}) {
  const owner = await newUser(t.ctx);
  const admin = await newUser(t.ctx);
  const member = await newUser(t.ctx);
  const outsider = await newUser(t.ctx);
  const circle = await newCircle(t.ctx, owner, o);
  await addCircleMember(t.ctx, circle.id, admin, { role: 'admin' });
  await addCircleMember(t.ctx, circle.id, member);
  return { owner, admin, member, outsider, cid: circle.id };
}
const api = () => t.api.circle;
const on = (cid: string, who: FactoryUser) => ({ body: { cid, phoneIdEcr: who.phoneIdEcr } });
const rowOf = (cid: string, u: FactoryUser) => t.ctx.db.circleMember.findUnique({ where: { circleId_userId: { circleId: cid, userId: u.id } } });
const messagesOf = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id }, orderBy: { createdAt: 'asc' } });

describe('permissions: admins manage, the owner alone decides admins, join way, transfer and deletion', () => {
  it('admin calls: the owner and admins may, a member and an outsider are refused with CIRCLE_NOT_ADMIN', async () => {
    const { owner, admin, member, outsider, cid } = await team();
    expect(okOf(await api().findCircleManageInfo({ body: { cid }, token: owner.token }))).toMatchObject({ myRole: 'owner', memberCount: 3, adminCount: 1 });
    expect(okOf(await api().findCircleManageInfo({ body: { cid }, token: admin.token })).myRole).toBe('admin');
    for (const u of [member, outsider]) {
      expect(refusalOf(await api().findCircleManageInfo({ body: { cid }, token: u.token }))).toMatchObject({ code: 'CIRCLE_NOT_ADMIN', field: 'cid' });
      expect(refusalOf(await api().editCircleName({ body: { cid, name: '新名字' }, token: u.token })).code).toBe('CIRCLE_NOT_ADMIN');
    }
    expect((await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.name).not.toBe('新名字');
  });

  it('owner calls refuse an admin with CIRCLE_NOT_OWNER; a dissolved circle is not found', async () => {
    const { admin, member, cid, owner } = await team();
    expect(refusalOf(await api().addCircleAdmin({ ...on(cid, member), token: admin.token })).code).toBe('CIRCLE_NOT_OWNER');
    expect(refusalOf(await api().setCircleJoinWay({ body: { cid, joinWay: 'approval' }, token: admin.token })).code).toBe('CIRCLE_NOT_OWNER');
    expect(refusalOf(await api().transferCircle({ ...on(cid, member), token: admin.token })).code).toBe('CIRCLE_NOT_OWNER');
    expect(refusalOf(await api().deleteCircle({ body: { cid }, token: admin.token })).code).toBe('CIRCLE_NOT_OWNER');
    const gone = await newCircle(t.ctx, owner, { state: 'dissolved' });
    expect(refusalOf(await api().findCircleManageInfo({ body: { cid: gone.id }, token: owner.token })).code).toBe('CIRCLE_NOT_FOUND');
  });

  it('operator calls refuse everyone else, the owner included', async () => {
    const { owner, cid } = await team();
    expect(refusalOf(await api().warnCircle({ body: { cid, reason: '违规' }, token: owner.token })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await api().findCircleComplaints({ body: {}, token: owner.token })).code).toBe('NO_PERMISSION');
  });
});

describe('members', () => {
  it('lists owner, admins, then members by join time, by page; keyword on the card name; restricted viewing refuses members', async () => {
    const { owner, admin, member, outsider, cid } = await team();
    const later = await newUser(t.ctx);
    t.clock.advance(1000);
    await addCircleMember(t.ctx, cid, later);
    const all = okOf(await api().findCircleMembers({ body: { cid }, token: member.token }));
    expect(all.items.map((m) => m.phoneIdEcr)).toEqual([owner, admin, member, later].map((u) => u.phoneIdEcr));
    expect(all.total).toBe(4);
    const p2 = okOf(await api().findCircleMembers({ body: { cid, pageIndex: 2, pageSize: 3 }, token: member.token }));
    expect(p2).toMatchObject({ total: 4, hasMore: false });
    expect(p2.items.map((m) => m.phoneIdEcr)).toEqual([later.phoneIdEcr]);
    const name = (await t.ctx.db.card.findFirst({ where: { userId: later.id } }))?.name;
    if (name) expect(okOf(await api().findCircleMembers({ body: { cid, keyword: name }, token: member.token })).items.map((m) => m.phoneIdEcr)).toContain(later.phoneIdEcr);
    expect(refusalOf(await api().findCircleMembers({ body: { cid }, token: outsider.token })).code).toBe('CIRCLE_NOT_MEMBER');
    okOf(await api().setCircleJurisdiction({ body: { cid, noViewOthers: 'true' as unknown as boolean }, token: admin.token }));
    expect(refusalOf(await api().findCircleMembers({ body: { cid }, token: member.token })).code).toBe('CIRCLE_RESTRICTED_BY_ADMIN');
    expect(okOf(await api().findCircleMembers({ body: { cid }, token: admin.token })).total).toBe(4);
    expect(okOf(await api().findCircleJurisdiction({ body: { cid }, token: owner.token }))).toEqual({ noMemberBulletin: false, noViewOthers: true, noAddContacts: false });
  });

  it('disable and restore: an admin disables a member, not another admin nor the owner; the owner disables an admin', async () => {
    const { owner, admin, member, cid } = await team();
    const admin2 = await newUser(t.ctx);
    await addCircleMember(t.ctx, cid, admin2, { role: 'admin' });
    expect(okOf(await api().disableCircleMember({ ...on(cid, member), token: admin.token })).disabled).toBe(true);
    expect(refusalOf(await api().disableCircleMember({ ...on(cid, admin2), token: admin.token })).code).toBe('CIRCLE_NOT_OWNER');
    expect(refusalOf(await api().disableCircleMember({ ...on(cid, owner), token: admin.token })).code).toBe('CIRCLE_OWNER_CANNOT');
    expect(okOf(await api().disableCircleMember({ ...on(cid, admin2), token: owner.token })).disabled).toBe(true);
    t.clock.advance(1000);
    expect(okOf(await api().restoreCircleMember({ ...on(cid, member), token: admin.token })).disabled).toBe(false);
    expect((await messagesOf(member)).map((m) => m.title)).toEqual(['您已被圈子管理员禁用', '您已被圈子管理员恢复']);
    const stranger = await newUser(t.ctx);
    expect(refusalOf(await api().disableCircleMember({ ...on(cid, stranger), token: admin.token }))).toMatchObject({ code: 'CIRCLE_MEMBER_NOT_FOUND', field: 'phoneIdEcr' });
  });

  it('remove: the row leaves and the count drops; a paying member of a paid circle stays until the term ends', async () => {
    const { admin, member, cid } = await team({ joinWay: 'paid', joinPriceFen: 990 });
    const payer = await newUser(t.ctx);
    await addCircleMember(t.ctx, cid, payer, { paidUntil: new Date(t.clock.now().getTime() + DAY) });
    expect(refusalOf(await api().deleteCircleMember({ ...on(cid, payer), token: admin.token }))).toMatchObject({ code: 'PAID_CIRCLE_RESTRICTED', field: 'phoneIdEcr' });
    expect((await rowOf(cid, payer))!.state).toBe('joined');
    expect(okOf(await api().deleteCircleMember({ ...on(cid, member), token: admin.token })).memberCount).toBe(3);
    expect((await rowOf(cid, member))!.state).toBe('left');
    expect((await messagesOf(member)).map((m) => m.title)).toEqual(['您已被移出圈子']);
    expect(refusalOf(await api().deleteCircleMember({ ...on(cid, member), token: admin.token })).code).toBe('CIRCLE_MEMBER_NOT_FOUND');
  });
});

describe('admins', () => {
  it('the owner adds up to 5 admins (the 6th refused), removes one; the member is told', async () => {
    const { owner, member, cid } = await team();
    const more = await Promise.all(Array.from({ length: L.admins }, () => newUser(t.ctx)));
    for (const u of more) await addCircleMember(t.ctx, cid, u);
    for (const u of more.slice(0, L.admins - 1)) expect(okOf(await api().addCircleAdmin({ ...on(cid, u), token: owner.token })).role).toBe('admin');
    expect(refusalOf(await api().addCircleAdmin({ ...on(cid, more[L.admins - 1]!), token: owner.token }))).toMatchObject({ code: 'CIRCLE_ADMIN_LIMIT', field: 'phoneIdEcr' });
    expect(okOf(await api().findCircleAdmins({ body: { cid }, token: owner.token })).items).toHaveLength(L.admins + 1);
    t.clock.advance(1000);
    expect(okOf(await api().delCircleAdmin({ ...on(cid, more[0]!), token: owner.token })).role).toBe('member');
    expect(okOf(await api().addCircleAdmin({ ...on(cid, member), token: owner.token })).role).toBe('admin');
    expect((await messagesOf(more[0]!)).map((m) => m.title)).toEqual(['您已成为圈子管理员', '您已不再是圈子管理员']);
  });

  it('8 simultaneous additions with room for 4: exactly 4 admins', async () => {
    const { owner, cid } = await team();
    const more = await Promise.all(Array.from({ length: 8 }, () => newUser(t.ctx)));
    for (const u of more) await addCircleMember(t.ctx, cid, u);
    const answers = await Promise.all(more.map((u) => api().addCircleAdmin({ ...on(cid, u), token: owner.token })));
    expect(answers.filter((a) => (a.body as { status: number }).status === 200)).toHaveLength(L.admins - 1);
    expect(await t.ctx.db.circleMember.count({ where: { circleId: cid, role: 'admin' } })).toBe(L.admins);
  });
});

describe('titles', () => {
  it('admins add up to 5 titles of up to 15 characters, no duplicates; give, clear, delete (holders lose it)', async () => {
    const { owner, admin, member, cid } = await team();
    expect(refusalOf(await api().addCircleTitle({ body: { cid, titleName: '字'.repeat(L.titleLength + 1) }, token: admin.token })).field).toBe('titleName');
    const first = okOf(await api().addCircleTitle({ body: { cid, titleName: '字'.repeat(L.titleLength) }, token: admin.token }));
    expect(refusalOf(await api().addCircleTitle({ body: { cid, titleName: '字'.repeat(L.titleLength) }, token: owner.token })).code).toBe('CIRCLE_TITLE_EXISTS');
    for (let i = 2; i <= L.titles; i++) okOf(await api().addCircleTitle({ body: { cid, titleName: `头衔${i}` }, token: admin.token }));
    expect(refusalOf(await api().addCircleTitle({ body: { cid, titleName: '第六个' }, token: admin.token }))).toMatchObject({ code: 'CIRCLE_TITLE_LIMIT', field: 'titleName' });
    expect(refusalOf(await api().addCircleTitle({ body: { cid, titleName: '成员' }, token: member.token })).code).toBe('CIRCLE_NOT_ADMIN');
    const given = okOf(await api().setCircleMemberTitle({ body: { cid, phoneIdEcr: member.phoneIdEcr, titleId: first.titleId }, token: admin.token }));
    expect(given).toMatchObject({ titleId: first.titleId, titleName: first.name });
    expect((await messagesOf(member))[0]!.title).toBe('您获得了圈子头衔');
    expect(okOf(await api().findCircleTitles({ body: { cid }, token: admin.token })).items.find((x) => x.titleId === first.titleId)).toMatchObject({ holders: 1 });
    expect(okOf(await api().setCircleMemberTitle({ body: { cid, phoneIdEcr: member.phoneIdEcr, titleId: '' }, token: admin.token })).titleId).toBeNull();
    okOf(await api().setCircleMemberTitle({ body: { cid, phoneIdEcr: member.phoneIdEcr, titleId: first.titleId }, token: admin.token }));
    const left = okOf(await api().delCircleTitle({ body: { cid, titleId: first.titleId }, token: admin.token }));
    expect(left.items).toHaveLength(L.titles - 1);
    expect((await rowOf(cid, member))!.titleId).toBeNull();
    expect(refusalOf(await api().delCircleTitle({ body: { cid, titleId: first.titleId }, token: admin.token })).code).toBe('CIRCLE_TITLE_NOT_FOUND');
  });
});

describe('editing', () => {
  it('name 1-15, description with labels by the create rules, honour, all refused to members', async () => {
    const { admin, cid } = await team();
    expect(okOf(await api().editCircleName({ body: { cid, name: '名'.repeat(L.nameLength) }, token: admin.token })).name).toBe('名'.repeat(L.nameLength));
    expect(refusalOf(await api().editCircleName({ body: { cid, name: '名'.repeat(L.nameLength + 1) }, token: admin.token })).field).toBe('name');
    expect(refusalOf(await api().editCircleName({ body: { cid, name: ' ' }, token: admin.token })).field).toBe('name');
    const d = okOf(await api().editCircleDescribe({ body: { cid, description: '新的介绍', city: '上海', industry: '教育', labels: ['创业', '自定义'] }, token: admin.token }));
    expect(d).toMatchObject({ description: '新的介绍', city: '上海', labels: ['创业', '自定义'] });
    expect(refusalOf(await api().editCircleDescribe({ body: { cid, description: 'x', labels: ['a', 'b', 'c', 'd', 'e'] }, token: admin.token }))).toMatchObject({
      code: 'CIRCLE_LABEL_LIMIT',
      field: 'labels',
    });
    expect(refusalOf(await api().editCircleDescribe({ body: { cid, description: 'x'.repeat(L.descriptionLength + 1) }, token: admin.token })).field).toBe('description');
    expect((await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.description).toBe('新的介绍');
    expect(okOf(await api().editCircleHonour({ body: { cid, honour: '年度最佳圈子' }, token: admin.token })).honour).toBe('年度最佳圈子');
    expect(refusalOf(await api().editCircleHonour({ body: { cid, honour: 'x'.repeat(L.honourLength + 1) }, token: admin.token })).field).toBe('honour');
  });

  it('join way: prices 1-200 yuan; a paid circle with a running paid membership keeps way and price', async () => {
    const { owner, cid } = await team();
    expect(refusalOf(await api().setCircleJoinWay({ body: { cid, joinWay: 'paid', joinPriceFen: 20_100 }, token: owner.token }))).toMatchObject({
      code: 'CIRCLE_PRICE_RANGE',
      field: 'joinPriceFen',
    });
    expect(okOf(await api().setCircleJoinWay({ body: { cid, joinWay: 'paid', joinPriceFen: 20_000 }, token: owner.token }))).toMatchObject({ joinWay: 'paid', joinPriceFen: 20_000 });
    const payer = await newUser(t.ctx);
    await addCircleMember(t.ctx, cid, payer, { paidUntil: new Date(t.clock.now().getTime() + DAY) });
    expect(refusalOf(await api().setCircleJoinWay({ body: { cid, joinWay: 'open' }, token: owner.token })).code).toBe('PAID_CIRCLE_RESTRICTED');
    expect(refusalOf(await api().setCircleJoinWay({ body: { cid, joinWay: 'paid', joinPriceFen: 100 }, token: owner.token })).code).toBe('PAID_CIRCLE_RESTRICTED');
    t.clock.advance(DAY);
    expect(okOf(await api().setCircleJoinWay({ body: { cid, joinWay: 'approval' }, token: owner.token }))).toMatchObject({ joinWay: 'approval', joinPriceFen: 0 });
  });
});

describe('transfer and deletion', () => {
  it('transfer to a member: they own it and are told, the old owner becomes an admin', async () => {
    const { owner, member, outsider, cid } = await team();
    expect(refusalOf(await api().transferCircle({ ...on(cid, outsider), token: owner.token })).code).toBe('CIRCLE_MEMBER_NOT_FOUND');
    expect(refusalOf(await api().transferCircle({ ...on(cid, owner), token: owner.token })).code).toBe('CIRCLE_OWNER_CANNOT');
    expect(okOf(await api().transferCircle({ ...on(cid, member), token: owner.token })).myRole).toBe('admin');
    expect((await rowOf(cid, member))!.role).toBe('owner');
    expect((await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.ownerId).toBe(member.id);
    expect((await messagesOf(member))[0]!.title).toBe('您已成为圈主');
    expect(refusalOf(await api().deleteCircle({ body: { cid }, token: owner.token })).code).toBe('CIRCLE_NOT_OWNER');
  });

  it('the old owner becomes a member when 5 admins remain', async () => {
    const { owner, member, cid } = await team();
    for (let i = 1; i < L.admins; i++) await addCircleMember(t.ctx, cid, await newUser(t.ctx), { role: 'admin' });
    okOf(await api().transferCircle({ ...on(cid, member), token: owner.token }));
    expect((await rowOf(cid, owner))!.role).toBe('member');
  });

  it('delete: refused while members remain or paying terms run; allowed alone; the row is kept dissolved', async () => {
    const { owner, admin, member, cid } = await team({ joinWay: 'paid', joinPriceFen: 990 });
    expect(refusalOf(await api().deleteCircle({ body: { cid }, token: owner.token }))).toMatchObject({ code: 'CIRCLE_HAS_MEMBERS', field: 'cid' });
    await t.ctx.db.circleMember.updateMany({ where: { circleId: cid, userId: member.id }, data: { paidUntil: new Date(t.clock.now().getTime() + DAY) } });
    expect(refusalOf(await api().deleteCircle({ body: { cid }, token: owner.token })).code).toBe('PAID_CIRCLE_RESTRICTED');
    await t.ctx.db.circleMember.updateMany({ where: { circleId: cid, userId: { in: [admin.id, member.id] } }, data: { state: 'left' } });
    expect(okOf(await api().deleteCircle({ body: { cid }, token: owner.token }))).toEqual({ cid, state: 'dissolved' });
    expect((await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.dissolvedAt).not.toBeNull();
    expect(refusalOf(await api().deleteCircle({ body: { cid }, token: owner.token })).code).toBe('CIRCLE_NOT_FOUND');
  });

  it('a banned circle: its owner may delete it 15 days after the ban, not a millisecond earlier (retryAt given)', async () => {
    const owner = await newUser(t.ctx);
    const operator = await newUser(t.ctx, { roles: ['operator'] });
    const cid = (await newCircle(t.ctx, owner)).id;
    okOf(await api().banCircle({ body: { cid, reason: '违规内容' }, token: operator.token }));
    const retryAt = new Date(t.clock.now().getTime() + L.banDeletionRetryDays * DAY).toISOString();
    expect(refusalOf(await api().editCircleName({ body: { cid, name: '改名' }, token: owner.token })).code).toBe('CIRCLE_BANNED');
    t.clock.advance(L.banDeletionRetryDays * DAY - 1);
    expect(refusalOf(await api().deleteCircle({ body: { cid }, token: owner.token }))).toMatchObject({ code: 'CIRCLE_DELETE_WAIT', data: { retryAt } });
    t.clock.advance(1);
    expect(okOf(await api().deleteCircle({ body: { cid }, token: owner.token })).state).toBe('dissolved');
  });
});

describe('operator sanctions (complaints: circle-complaint-review.test.ts)', () => {
  it('warn, warn, ban, unban (back to warned), the third warning dissolves; each is recorded and the owner told', async () => {
    const { owner, cid } = await team();
    const op = await newUser(t.ctx, { roles: ['operator'] });
    expect(okOf(await api().warnCircle({ body: { cid, reason: '一' }, token: op.token }))).toEqual({ cid, state: 'warned', warnings: 1 });
    const tick = () => t.clock.advance(1000);
    tick();
    expect(okOf(await api().warnCircle({ body: { cid, reason: '二' }, token: op.token })).warnings).toBe(2);
    tick();
    expect(okOf(await api().banCircle({ body: { cid, reason: '三' }, token: op.token })).state).toBe('banned');
    expect(refusalOf(await api().warnCircle({ body: { cid, reason: '四' }, token: op.token })).code).toBe('CIRCLE_BANNED');
    tick();
    expect(okOf(await api().unbanCircle({ body: { cid }, token: op.token })).state).toBe('warned');
    expect(refusalOf(await api().unbanCircle({ body: { cid }, token: op.token })).code).toBe('CIRCLE_NOT_BANNED');
    tick();
    expect(okOf(await api().warnCircle({ body: { cid, reason: '五' }, token: op.token }))).toEqual({ cid, state: 'dissolved', warnings: 3 });
    const record = okOf(await api().findCircleSanctions({ body: { cid }, token: op.token }));
    expect(record.items.map((s) => s.action)).toEqual(['dissolve', 'unban', 'ban', 'warn', 'warn']);
    expect((await messagesOf(owner)).map((m) => m.title)).toEqual(['圈子被警告', '圈子被警告', '圈子已被封禁', '圈子已解除封禁', '圈子已被解散']);
    expect(refusalOf(await api().warnCircle({ body: { cid, reason: '六' }, token: op.token })).code).toBe('CIRCLE_NOT_FOUND');
    expect(refusalOf(await api().warnCircle({ body: { cid, reason: '' }, token: op.token })).field).toBe('reason');
  });

  it('three simultaneous warnings: all count, the circle is dissolved exactly once', async () => {
    const { owner, cid } = await team();
    const op = await newUser(t.ctx, { roles: ['operator'] });
    const answers = await Promise.all([1, 2, 3].map((i) => api().warnCircle({ body: { cid, reason: `第${i}次` }, token: op.token })));
    expect(answers.map((a) => okOf(a).warnings).sort()).toEqual([1, 2, 3]);
    expect(await t.ctx.db.circleSanction.count({ where: { circleId: cid, action: 'dissolve' } })).toBe(1);
    expect(await t.ctx.db.circleSanction.count({ where: { circleId: cid } })).toBe(3);
    expect((await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.state).toBe('dissolved');
    expect((await messagesOf(owner)).filter((m) => m.title === '圈子已被解散')).toHaveLength(1);
  });
});
