import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { fundWallet, newCompany, newUser, setTxPwd, type FactoryUser } from '../factories';
import { expectBalancedLedger } from '../helpers/ledger';

/** Companies from scratch (issue 31, item 3): create, duplicate names, invitations, handing admin over, the sole admin, dissolving. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.network;

const uniq = () => Math.random().toString(36).slice(2, 8);
const rowOf = (u: FactoryUser) => t.ctx.db.user.findUnique({ where: { id: u.id }, select: { companyId: true, companyRole: true } });
const messagesOf = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id, kind: 'company' }, orderBy: { createdAt: 'asc' } });
const create = (u: FactoryUser, name: string, taxNumber?: string) => api().createCompany({ body: { name, ...(taxNumber !== undefined ? { taxNumber } : {}) }, token: u.token });

/** A user who created a company (its admin), and a colleague-to-be in no company. */
async function founded() {
  const admin = await newUser(t.ctx);
  const colleague = await newUser(t.ctx);
  const name = `星河科技${uniq()}`;
  const state = okOf(await create(admin, name));
  return { admin, colleague, name, companyId: state.company!.companyId };
}

describe('create', () => {
  it('a user in no company creates one: member and admin in the same step, the name trimmed, the code cleaned', async () => {
    const u = await newUser(t.ctx);
    const name = `云帆贸易${uniq()}`;
    const state = okOf(await create(u, `  ${name}  `, '91350100m000100y43'));
    expect(state).toMatchObject({ state: 'member', role: 'admin', company: { name, taxNumber: '91350100M000100Y43', memberCount: 1 } });
    expect(await rowOf(u)).toEqual({ companyId: state.company!.companyId, companyRole: 'admin' });
    expect(await t.ctx.db.company.findUniqueOrThrow({ where: { id: state.company!.companyId } })).toMatchObject({ name, nameKey: name, createdBy: u.id });
    // Its admin calls work at once (the guard reads the new role).
    expect(okOf(await api().getCompanyMpAdmins({ token: u.token })).items.map((i) => i.person.phoneIdEcr)).toEqual([u.phoneIdEcr]);
    expect(okOf(await api().searchCompany({ body: { keyword: name }, token: u.token })).items.map((c) => c.companyId)).toEqual([state.company!.companyId]);
  });

  it('bad input names the field; nothing is written', async () => {
    const u = await newUser(t.ctx);
    expect(refusalOf(await create(u, ''))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'name', msg: '公司名称须为2-50个字符' });
    expect(refusalOf(await create(u, '星'))).toMatchObject({ field: 'name', rule: 'length' });
    expect(refusalOf(await create(u, '星'.repeat(51)))).toMatchObject({ field: 'name', rule: 'length' });
    expect(refusalOf(await create(u, '星河科技', '91350100M000100Y44'))).toMatchObject({ code: 'TAX_NUMBER_CHECK', field: 'taxNumber' });
    expect(refusalOf(await create(u, '星河科技', '12345'))).toMatchObject({ code: 'TAX_NUMBER_FORMAT', field: 'taxNumber', msg: '统一社会信用代码须为18位统一社会信用代码' });
    expect(await rowOf(u)).toEqual({ companyId: null, companyRole: null });
    expect(await t.ctx.db.company.count({ where: { createdBy: u.id } })).toBe(0);
  });

  it("an exact duplicate of an existing name is refused (also an older company's); a longer name is another company", async () => {
    const { name } = await founded();
    const u = await newUser(t.ctx);
    expect(refusalOf(await create(u, ` ${name} `))).toMatchObject({ code: 'COMPANY_NAME_TAKEN', field: 'name', msg: '已有同名公司：请换一个名称，或搜索该公司申请加入' });
    const older = await newCompany(t.ctx, { name: `老字号${uniq()}` });
    expect(refusalOf(await create(u, older.name)).code).toBe('COMPANY_NAME_TAKEN');
    expect(okOf(await create(u, `${name}分公司`)).role).toBe('admin');
  });

  it('two simultaneous creations of one name make one company', async () => {
    const [a, b] = [await newUser(t.ctx), await newUser(t.ctx)];
    const name = `同名公司${uniq()}`;
    const answers = await Promise.all([create(a, name), create(b, name)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.ctx.db.company.count({ where: { name } })).toBe(1);
  });

  it('a user already in a company, or with an open application, is refused', async () => {
    const { admin, colleague, companyId } = await founded();
    expect(refusalOf(await create(admin, `第二家${uniq()}`))).toMatchObject({ code: 'COMPANY_ALREADY_MEMBER', field: 'name' });
    okOf(await api().applyJoinCompanyN({ body: { companyId }, token: colleague.token }));
    expect(refusalOf(await create(colleague, `第三家${uniq()}`)).code).toBe('COMPANY_APPLICATION_OPEN');
    expect(await rowOf(colleague)).toEqual({ companyId: null, companyRole: null });
  });
});

describe('invite, accept, decline', () => {
  it('an admin invites by mobile: the invitee is told (the message opens the invitation), accepts, and is a member', async () => {
    const { admin, colleague, name, companyId } = await founded();
    const inv = okOf(await api().inviteToCompany({ body: { invitee: `${colleague.phone.slice(0, 3)} ${colleague.phone.slice(3)}` }, token: admin.token }));
    expect(inv).toMatchObject({ state: 'pending', companyId, companyName: name, inviter: { phoneIdEcr: admin.phoneIdEcr }, invitee: { phoneIdEcr: colleague.phoneIdEcr } });
    const [msg] = await messagesOf(colleague);
    expect(msg).toMatchObject({ title: '公司邀请', subjectType: 'companyInvite', subjectId: inv.inviteId });
    // A second invitation is the same row, told once.
    expect(okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token })).inviteId).toBe(inv.inviteId);
    expect(await t.ctx.db.companyInvite.count({ where: { userId: colleague.id } })).toBe(1);
    expect((await messagesOf(colleague)).length).toBe(1);
    expect(okOf(await api().findCompanyInvites({ token: admin.token })).items.map((i) => i.inviteId)).toEqual([inv.inviteId]);

    expect(okOf(await api().findMyCompanyInvites({ token: colleague.token })).items.map((i) => i.inviteId)).toEqual([inv.inviteId]);
    expect(okOf(await api().findCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token })).companyName).toBe(name);
    const state = okOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token }));
    expect(state).toMatchObject({ state: 'member', role: 'member', company: { companyId, memberCount: 2 } });
    expect(await rowOf(colleague)).toEqual({ companyId, companyRole: 'member' });
    expect((await messagesOf(admin)).map((m) => m.title)).toContain('邀请已接受');
    const staff = okOf(await api().findCompanyStaff({ body: {}, token: admin.token })).items.map((s) => s.person.phoneIdEcr);
    expect(staff.sort()).toEqual([admin.phoneIdEcr, colleague.phoneIdEcr].sort());
    // Answered once.
    expect(refusalOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token }))).toMatchObject({ code: 'COMPANY_INVITE_NOT_FOUND', field: 'inviteId' });
    expect(okOf(await api().findCompanyInvites({ token: admin.token })).items).toEqual([]);
  });

  it('decline: the invitee stays out, the inviter is told; invited again later is a new invitation', async () => {
    const { admin, colleague } = await founded();
    const inv = okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token }));
    expect(okOf(await api().declineCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token }))).toEqual({ done: true });
    expect(await rowOf(colleague)).toEqual({ companyId: null, companyRole: null });
    expect((await messagesOf(admin)).map((m) => m.title)).toContain('邀请被拒绝');
    expect(refusalOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token })).code).toBe('COMPANY_INVITE_NOT_FOUND');
    expect(okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token })).inviteId).not.toBe(inv.inviteId);
  });

  it('accepting after joining another company meanwhile is refused and changes nothing', async () => {
    const { admin, colleague, companyId } = await founded();
    const inv = okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token }));
    const other = okOf(await create(colleague, `自己开的${uniq()}`));
    expect(refusalOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token }))).toMatchObject({ code: 'COMPANY_ALREADY_MEMBER', field: 'inviteId' });
    expect(await rowOf(colleague)).toEqual({ companyId: other.company!.companyId, companyRole: 'admin' });
    expect((await t.ctx.db.companyInvite.findUniqueOrThrow({ where: { id: inv.inviteId } })).state).toBe('pending');
    expect(await t.ctx.db.user.count({ where: { companyId } })).toBe(1);
  });

  it("accepting withdraws the invitee's open application to another company", async () => {
    const { admin, colleague } = await founded();
    const elsewhere = await founded();
    okOf(await api().applyJoinCompanyN({ body: { companyId: elsewhere.companyId }, token: colleague.token }));
    const inv = okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token }));
    okOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token }));
    expect(await t.ctx.db.companyApplication.findFirstOrThrow({ where: { userId: colleague.id } })).toMatchObject({ state: 'withdrawn', openKey: null });
  });

  it('refusals: unknown people, a member of a company, bad input naming the field', async () => {
    const { admin, colleague } = await founded();
    const busy = (await founded()).admin;
    expect(refusalOf(await api().inviteToCompany({ body: { invitee: '13000000000' }, token: admin.token }))).toMatchObject({ code: 'COMPANY_INVITEE_NOT_FOUND', field: 'invitee' });
    expect(refusalOf(await api().inviteToCompany({ body: { invitee: 'nobodyHas1234' }, token: admin.token }))).toMatchObject({ code: 'COMPANY_INVITEE_NOT_FOUND', field: 'invitee' });
    expect(refusalOf(await api().inviteToCompany({ body: { invitee: busy.phoneIdEcr }, token: admin.token }))).toMatchObject({ code: 'COMPANY_INVITEE_IN_COMPANY', field: 'invitee' });
    expect(refusalOf(await api().inviteToCompany({ body: { invitee: admin.phoneIdEcr }, token: admin.token })).code).toBe('COMPANY_INVITEE_IN_COMPANY');
    expect(refusalOf(await api().inviteToCompany({ body: { invitee: '' }, token: admin.token }))).toMatchObject({ field: 'invitee', msg: '手机号或名片ID不能为空' });
    expect(refusalOf(await api().inviteToCompany({ body: { invitee: '张三!' }, token: admin.token }))).toMatchObject({
      code: 'MOBILE_INCORRECT',
      field: 'invitee',
      msg: '手机号或名片ID不正确',
    });
    expect(refusalOf(await api().acceptCompanyInvite({ body: { inviteId: '!' }, token: colleague.token }))).toMatchObject({ field: 'inviteId' });
    expect(await t.ctx.db.companyInvite.count({ where: { invitedBy: admin.id } })).toBe(0);
  });

  it("permissions: a member or an outsider cannot invite; someone else's invitation cannot be seen, accepted or declined", async () => {
    const { admin, colleague, companyId } = await founded();
    const member = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: member.id }, data: { companyId, companyRole: 'member' } });
    const stranger = await newUser(t.ctx);
    for (const u of [member, stranger]) {
      expect(refusalOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().findCompanyInvites({ token: u.token })).code).toBe('NO_PERMISSION');
    }
    const inv = okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token }));
    const otherAdmin = (await founded()).admin;
    for (const u of [member, stranger, otherAdmin]) {
      expect(refusalOf(await api().findCompanyInvite({ body: { inviteId: inv.inviteId }, token: u.token })).code).toBe('COMPANY_INVITE_NOT_FOUND');
    }
    for (const u of [admin, stranger]) {
      expect(refusalOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: u.token })).code).toBe('COMPANY_INVITE_NOT_FOUND');
      expect(refusalOf(await api().declineCompanyInvite({ body: { inviteId: inv.inviteId }, token: u.token })).code).toBe('COMPANY_INVITE_NOT_FOUND');
    }
    expect(okOf(await api().findCompanyInvite({ body: { inviteId: inv.inviteId }, token: admin.token })).state).toBe('pending');
    expect(await rowOf(stranger)).toEqual({ companyId: null, companyRole: null });
  });
});

describe('admins: hand over, the sole admin, dissolving', () => {
  async function withColleague() {
    const f = await founded();
    const inv = okOf(await api().inviteToCompany({ body: { invitee: f.colleague.phoneIdEcr }, token: f.admin.token }));
    okOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: f.colleague.token }));
    return f;
  }

  it('the sole admin cannot apply to leave; after handing admin over they may, and the new admin is told', async () => {
    const { admin, colleague, companyId } = await withColleague();
    expect(refusalOf(await api().applyExitCompany({ token: admin.token }))).toMatchObject({ code: 'COMPANY_SOLE_ADMIN_EXIT', msg: '您是公司唯一的管理员，请先指定其他管理员再退出' });
    expect(refusalOf(await api().transferCompanyAdmin({ body: { phoneIdEcr: admin.phoneIdEcr }, token: admin.token })).code).toBe('ILLEGAL_OPERATION');
    expect(refusalOf(await api().transferCompanyAdmin({ body: { phoneIdEcr: colleague.phoneIdEcr }, token: colleague.token })).code).toBe('NO_PERMISSION');
    okOf(await api().transferCompanyAdmin({ body: { phoneIdEcr: colleague.phoneIdEcr }, token: admin.token }));
    expect(await rowOf(admin)).toEqual({ companyId, companyRole: 'member' });
    expect(await rowOf(colleague)).toEqual({ companyId, companyRole: 'admin' });
    expect((await messagesOf(colleague)).map((m) => m.title)).toContain('您已成为公司管理员');
    expect(okOf(await api().applyExitCompany({ token: admin.token })).state).toBe('exitApplying');
  });

  it('hand-over refuses someone of another company; adding a second admin also lets the first leave', async () => {
    const { admin, colleague } = await withColleague();
    const outsider = await newUser(t.ctx);
    expect(refusalOf(await api().transferCompanyAdmin({ body: { phoneIdEcr: outsider.phoneIdEcr }, token: admin.token }))).toMatchObject({
      code: 'COMPANY_STAFF_NOT_FOUND',
      field: 'phoneIdEcr',
    });
    expect(await rowOf(admin)).toMatchObject({ companyRole: 'admin' });
    okOf(await api().setCompanyAdmin({ body: { phoneIdEcr: colleague.phoneIdEcr }, token: admin.token }));
    expect(okOf(await api().applyExitCompany({ token: admin.token })).state).toBe('exitApplying');
  });

  it('dissolve: refused while others are in it; the last member dissolves: out, hidden from search, the name free, invitations closed', async () => {
    const { admin, colleague, name, companyId } = await withColleague();
    expect(refusalOf(await api().dissolveCompany({ token: admin.token })).code).toBe('COMPANY_HAS_MEMBERS');
    expect(refusalOf(await api().dissolveCompany({ token: colleague.token })).code).toBe('NO_PERMISSION');
    okOf(await api().outOfMyCompany({ body: { phoneIdEcr: colleague.phoneIdEcr }, token: admin.token }));
    const pendingUser = await newUser(t.ctx);
    const inv = okOf(await api().inviteToCompany({ body: { invitee: pendingUser.phoneIdEcr }, token: admin.token }));
    expect(okOf(await api().dissolveCompany({ token: admin.token }))).toMatchObject({ state: 'none', company: null, role: null });
    expect(await rowOf(admin)).toEqual({ companyId: null, companyRole: null });
    expect(okOf(await api().searchCompany({ body: { keyword: name }, token: admin.token })).items).toEqual([]);
    expect(refusalOf(await api().applyJoinCompanyN({ body: { companyId }, token: colleague.token })).code).toBe('COMPANY_NOT_FOUND');
    expect(refusalOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: pendingUser.token })).code).toBe('COMPANY_INVITE_NOT_FOUND');
    expect(okOf(await api().findMyCompanyInvites({ token: pendingUser.token })).items).toEqual([]);
    expect(okOf(await create(colleague, name)).company!.name).toBe(name);
  });
});

describe('the enterprise edition is bought for a company', () => {
  it('only a company admin buys it; paid from the wallet once, the seats belong to the company and every member sees them', async () => {
    const { admin, colleague } = await founded();
    const loner = await newUser(t.ctx);
    expect(refusalOf(await t.api.vip.registerPayEnterprise({ body: { planCode: 'ent10' }, token: loner.token }))).toMatchObject({ code: 'COMPANY_ENTERPRISE_ADMIN_ONLY', field: 'planCode' });
    const inv = okOf(await api().inviteToCompany({ body: { invitee: colleague.phoneIdEcr }, token: admin.token }));
    okOf(await api().acceptCompanyInvite({ body: { inviteId: inv.inviteId }, token: colleague.token }));
    expect(refusalOf(await t.api.vip.registerPayEnterprise({ body: { planCode: 'ent10' }, token: colleague.token })).code).toBe('COMPANY_ENTERPRISE_ADMIN_ONLY');
    expect(await t.ctx.db.order.count({ where: { userId: { in: [loner.id, colleague.id] } } })).toBe(0);
    expect(okOf(await api().getMyCompanyState({ token: admin.token })).company!.edition).toBeNull();

    const o = okOf(await t.api.vip.registerPayEnterprise({ body: { planCode: 'ent10' }, token: admin.token }));
    await fundWallet(t.ctx, admin.id, o.amountFen);
    await setTxPwd(t.ctx, admin.id);
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: admin.token }));
    // Paid twice by mistake: charged once, one entitlement.
    expect(refusalOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: admin.token })).code).toBe('ORDER_ALREADY_PAID');
    const company = (await rowOf(admin))!.companyId;
    expect(await t.ctx.db.entitlement.findMany({ where: { orderId: o.id }, select: { companyId: true, quantity: true, kind: true } })).toEqual([
      { companyId: company, quantity: 10, kind: 'enterpriseSeats' },
    ]);
    for (const u of [admin, colleague]) {
      const edition = okOf(await api().getMyCompanyState({ token: u.token })).company!.edition!;
      expect(edition.seats).toBe(10);
      expect(new Date(edition.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    }
    await expectBalancedLedger(t.ctx.db);
  });
});
