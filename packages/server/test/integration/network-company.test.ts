import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newDepartment, newUser, type FactoryUser } from '../factories';

/** Company states, applications and their decisions, staff removal, admins, departments, master card, privacy lock. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.network;

/** A company with an admin and a member, plus an outsider. */
async function team(name = `星河科技${Math.random().toString(36).slice(2, 8)}`) {
  const admin = await newUser(t.ctx);
  const member = await newUser(t.ctx);
  const outsider = await newUser(t.ctx);
  const company = await newCompany(t.ctx, {
    name,
    members: [
      { id: admin.id, role: 'admin' },
      { id: member.id, role: 'member' },
    ],
  });
  return { admin, member, outsider, company };
}
const rowOf = (u: FactoryUser) => t.ctx.db.user.findUnique({ where: { id: u.id }, select: { companyId: true, companyRole: true } });
const companyMessages = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id, kind: 'company' }, orderBy: { createdAt: 'asc' } });
const titles = async (u: FactoryUser) => (await companyMessages(u)).map((m) => m.title);
const stateOf = async (u: FactoryUser) => okOf(await api().getMyCompanyState({ token: u.token }));
const pendingOf = async (admin: FactoryUser, kind: 'join' | 'exit' = 'join') => okOf(await api().findCompanyApplications({ body: { kind }, token: admin.token })).items;

describe('join: search, apply, withdraw, agree, ignore', () => {
  it('a new user searches, applies (admins told), the admin agrees: member in the same step, told', async () => {
    const { admin, outsider, company } = await team();
    expect(await stateOf(outsider)).toMatchObject({ state: 'none', company: null, role: null, application: null });
    const found = okOf(await api().searchCompany({ body: { keyword: company.name.slice(0, 6) }, token: outsider.token }));
    expect(found.items.map((c) => c.companyId)).toContain(company.id);
    expect(found.items.find((c) => c.companyId === company.id)!.memberCount).toBe(2);

    const applied = okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token }));
    expect(applied).toMatchObject({ state: 'applying', application: { kind: 'join', state: 'pending', companyId: company.id, companyName: company.name } });
    expect(await titles(admin)).toContain('新的入职申请');
    const [item] = await pendingOf(admin);
    expect(item!.person.phoneIdEcr).toBe(outsider.phoneIdEcr);

    expect(okOf(await api().agreeJoinCompanyN({ body: { applicationId: item!.applicationId }, token: admin.token }))).toEqual({ done: true });
    expect(await rowOf(outsider)).toEqual({ companyId: company.id, companyRole: 'member' });
    expect(await stateOf(outsider)).toMatchObject({ state: 'member', role: 'member', company: { companyId: company.id, memberCount: 3 } });
    expect(await titles(outsider)).toContain('加入公司申请已通过');
    expect(await pendingOf(admin)).toEqual([]);
  });

  it('refusals: blank keyword, unknown company, already a member, a second open application', async () => {
    const { member, outsider, company } = await team();
    expect(refusalOf(await api().searchCompany({ body: { keyword: '  ' }, token: outsider.token }))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'keyword' });
    expect(refusalOf(await api().applyJoinCompanyN({ body: { companyId: 'nonexistent1' }, token: outsider.token }))).toMatchObject({ code: 'COMPANY_NOT_FOUND', field: 'companyId' });
    expect(refusalOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: member.token }))).toMatchObject({ code: 'COMPANY_ALREADY_MEMBER', field: 'companyId' });
    okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token }));
    expect(refusalOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token })).code).toBe('COMPANY_APPLICATION_OPEN');
    expect(await t.ctx.db.companyApplication.count({ where: { userId: outsider.id } })).toBe(1);
  });

  it('withdraw: applying → withdrawn; nothing to withdraw is refused; may apply again', async () => {
    const { admin, outsider, company } = await team();
    expect(refusalOf(await api().withdrawJoinCompany({ token: outsider.token })).code).toBe('COMPANY_APPLICATION_NOT_FOUND');
    okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token }));
    expect(okOf(await api().withdrawJoinCompany({ token: outsider.token }))).toMatchObject({ state: 'withdrawn', application: { state: 'withdrawn' } });
    expect(await pendingOf(admin)).toEqual([]);
    expect(okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token })).state).toBe('applying');
  });

  it('ignore: the applicant stays out and is told; a decided application cannot be decided again', async () => {
    const { admin, outsider, company } = await team();
    okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token }));
    const [item] = await pendingOf(admin);
    okOf(await api().ignoreJoinCompanyN({ body: { applicationId: item!.applicationId }, token: admin.token }));
    expect(await rowOf(outsider)).toEqual({ companyId: null, companyRole: null });
    expect((await stateOf(outsider)).state).toBe('none');
    expect(await titles(outsider)).toContain('加入公司申请未通过');
    expect(refusalOf(await api().agreeJoinCompanyN({ body: { applicationId: item!.applicationId }, token: admin.token }))).toMatchObject({
      code: 'COMPANY_APPLICATION_NOT_FOUND',
      field: 'applicationId',
    });
  });

  it('race: two simultaneous approvals of one application apply once', async () => {
    const { admin, outsider, company } = await team();
    const admin2 = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: admin2.id }, data: { companyId: company.id, companyRole: 'admin' } });
    okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: outsider.token }));
    const [item] = await pendingOf(admin);
    const body = { applicationId: item!.applicationId };
    const answers = await Promise.all([api().agreeJoinCompanyN({ body, token: admin.token }), api().agreeJoinCompanyN({ body, token: admin2.token })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(await companyMessages(outsider).then((m) => m.filter((x) => x.title === '加入公司申请已通过').length)).toBe(1);
    expect(await t.ctx.db.companyApplication.findUnique({ where: { id: item!.applicationId } })).toMatchObject({ state: 'approved', openKey: null });
  });

  it('admin calls: a member and an outsider get NO_PERMISSION and nothing changes', async () => {
    const { member, outsider, company } = await team();
    const applicant = await newUser(t.ctx);
    okOf(await api().applyJoinCompanyN({ body: { companyId: company.id }, token: applicant.token }));
    const app = await t.ctx.db.companyApplication.findFirstOrThrow({ where: { userId: applicant.id } });
    for (const u of [member, outsider]) {
      expect(refusalOf(await api().findCompanyApplications({ body: {}, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().agreeJoinCompanyN({ body: { applicationId: app.id }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().ignoreJoinCompanyN({ body: { applicationId: app.id }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().outOfMyCompany({ body: { phoneIdEcr: member.phoneIdEcr }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().setCompanyAdmin({ body: { phoneIdEcr: member.phoneIdEcr }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().addDepartment({ body: { name: '销售部' }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().setCompanyMasterCard({ body: { phoneIdEcr: member.phoneIdEcr }, token: u.token }))).toMatchObject({ code: 'NO_PERMISSION', msg: '没有权限' });
      expect(refusalOf(await api().setCompanyPrivacyLock({ body: { lockPrivacy: true }, token: u.token })).code).toBe('NO_PERMISSION');
      expect(refusalOf(await api().findHandovers({ body: {}, token: u.token })).code).toBe('NO_PERMISSION');
    }
    expect((await t.ctx.db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).state).toBe('pending');
    expect(await rowOf(member)).toEqual({ companyId: company.id, companyRole: 'member' });
    expect(await t.ctx.db.department.count({ where: { companyId: company.id } })).toBe(0);
  });
});

describe('exit: apply, agree, refuse; staff removal; the last admin', () => {
  it('a member applies to quit (exitApplying), the admin agrees: out of the company and its department', async () => {
    const { admin, member, company } = await team();
    await newDepartment(t.ctx, company.id, '市场部', [member]);
    expect(okOf(await api().getExitCompanyState({ token: member.token })).state).toBe('member');
    expect(okOf(await api().applyExitCompany({ token: member.token })).state).toBe('exitApplying');
    expect(okOf(await api().getExitCompanyState({ token: member.token }))).toMatchObject({ state: 'exitApplying', application: { kind: 'exit' } });
    expect(await titles(admin)).toContain('新的离职申请');
    const [item] = await pendingOf(admin, 'exit');
    okOf(await api().agreeExitCompany({ body: { applicationId: item!.applicationId }, token: admin.token }));
    expect(await rowOf(member)).toEqual({ companyId: null, companyRole: null });
    expect(await t.ctx.db.departmentMember.count({ where: { userId: member.id } })).toBe(0);
    expect(okOf(await api().getExitCompanyState({ token: member.token })).state).toBe('none');
  });

  it('refuse keeps the member; a join decision cannot decide an exit', async () => {
    const { admin, member } = await team();
    okOf(await api().applyExitCompany({ token: member.token }));
    const [item] = await pendingOf(admin, 'exit');
    expect(refusalOf(await api().agreeJoinCompanyN({ body: { applicationId: item!.applicationId }, token: admin.token })).code).toBe('COMPANY_APPLICATION_NOT_FOUND');
    okOf(await api().refuseExitCompany({ body: { applicationId: item!.applicationId }, token: admin.token }));
    expect((await stateOf(member)).state).toBe('member');
    expect(await titles(member)).toContain('退出公司申请未通过');
  });

  it('an outsider cannot apply to quit; the last admin can neither quit, be removed nor lose the role', async () => {
    const { admin, member, outsider } = await team();
    expect(refusalOf(await api().applyExitCompany({ token: outsider.token })).code).toBe('COMPANY_NOT_IN');
    expect(refusalOf(await api().applyExitCompany({ token: admin.token })).code).toBe('COMPANY_SOLE_ADMIN_EXIT');
    expect(refusalOf(await api().outOfMyCompany({ body: { phoneIdEcr: admin.phoneIdEcr }, token: admin.token })).code).toBe('COMPANY_LAST_ADMIN');
    expect(refusalOf(await api().unsetCompanyAdmin({ body: { phoneIdEcr: admin.phoneIdEcr }, token: admin.token })).code).toBe('COMPANY_LAST_ADMIN');
    // With a second admin, the first may step down.
    expect(okOf(await api().setCompanyAdmin({ body: { phoneIdEcr: member.phoneIdEcr }, token: admin.token })).role).toBe('admin');
    expect(await titles(member)).toContain('您已成为公司管理员');
    expect(
      okOf(await api().getCompanyMpAdmins({ token: member.token }))
        .items.map((i) => i.person.phoneIdEcr)
        .sort(),
    ).toEqual([admin.phoneIdEcr, member.phoneIdEcr].sort());
    expect(okOf(await api().unsetCompanyAdmin({ body: { phoneIdEcr: admin.phoneIdEcr }, token: member.token })).role).toBe('member');
  });

  it('staff removal: the member is out, told, and recorded as departed; someone of another company is not staff', async () => {
    const { admin, member, outsider } = await team();
    expect(refusalOf(await api().outOfMyCompany({ body: { phoneIdEcr: outsider.phoneIdEcr }, token: admin.token }))).toMatchObject({ code: 'COMPANY_STAFF_NOT_FOUND', field: 'phoneIdEcr' });
    okOf(await api().outOfMyCompany({ body: { phoneIdEcr: member.phoneIdEcr }, token: admin.token }));
    expect(await rowOf(member)).toEqual({ companyId: null, companyRole: null });
    expect(await titles(member)).toContain('您已被移出公司');
    expect(await t.ctx.db.companyApplication.count({ where: { userId: member.id, kind: 'exit', state: 'approved' } })).toBe(1);
    const staff = okOf(await api().findCompanyStaff({ body: {}, token: admin.token }));
    expect(staff.items.map((s) => s.person.phoneIdEcr)).toEqual([admin.phoneIdEcr]);
  });
});

describe('departments, master card, privacy lock', () => {
  it('add (1-20 characters, unique, at most 50), rename, place a member, delete (members ungrouped)', async () => {
    const { admin, member, company } = await team();
    expect(refusalOf(await api().addDepartment({ body: { name: '' }, token: admin.token }))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'name' });
    expect(refusalOf(await api().addDepartment({ body: { name: '部'.repeat(21) }, token: admin.token })).field).toBe('name');
    const list = okOf(await api().addDepartment({ body: { name: '部'.repeat(20) }, token: admin.token }));
    expect(list.items).toHaveLength(1);
    expect(refusalOf(await api().addDepartment({ body: { name: '部'.repeat(20) }, token: admin.token })).code).toBe('DEPARTMENT_EXISTS');
    const dep = list.items[0]!;
    const placed = okOf(await api().setMemberDepartment({ body: { phoneIdEcr: member.phoneIdEcr, departmentId: dep.departmentId }, token: admin.token }));
    expect(placed.departmentName).toBe(dep.name);
    expect((await stateOf(member)).department).toEqual({ departmentId: dep.departmentId, name: dep.name });
    expect(okOf(await api().renameDepartment({ body: { departmentId: dep.departmentId, name: '研发部' }, token: admin.token })).items[0]).toMatchObject({ name: '研发部', memberCount: 1 });
    expect(okOf(await api().delDepartment({ body: { departmentId: dep.departmentId }, token: admin.token })).items).toEqual([]);
    expect((await stateOf(member)).department).toBeNull();
    expect(refusalOf(await api().delDepartment({ body: { departmentId: dep.departmentId }, token: admin.token }))).toMatchObject({ code: 'DEPARTMENT_NOT_FOUND', field: 'departmentId' });
    // At the cap: the 50th is added, the 51st refused.
    const max = LIMITS.network.departmentsMax;
    await t.ctx.db.department.createMany({ data: Array.from({ length: max - 1 }, (_, i) => ({ id: t.ctx.ids.id(), companyId: company.id, name: `d${i}` })) });
    expect(okOf(await api().addDepartment({ body: { name: '第五十' }, token: admin.token })).items).toHaveLength(max);
    expect(refusalOf(await api().addDepartment({ body: { name: '第五十一' }, token: admin.token })).code).toBe('DEPARTMENT_LIMIT');
  });

  it('master card: an admin picks a member; everyone in the company sees it and is told; a non-member cannot be it', async () => {
    const { admin, member, outsider, company } = await team();
    expect(okOf(await api().findCompanyMasterCard({ token: member.token })).master).toBeNull();
    expect(refusalOf(await api().setCompanyMasterCard({ body: { phoneIdEcr: outsider.phoneIdEcr }, token: admin.token })).code).toBe('COMPANY_STAFF_NOT_FOUND');
    expect(okOf(await api().setCompanyMasterCard({ body: { phoneIdEcr: member.phoneIdEcr }, token: admin.token })).master!.phoneIdEcr).toBe(member.phoneIdEcr);
    expect((await t.ctx.db.companyProfile.findUniqueOrThrow({ where: { companyId: company.id } })).masterUserId).toBe(member.id);
    expect(okOf(await api().findCompanyMasterCard({ token: member.token })).master!.phoneIdEcr).toBe(member.phoneIdEcr);
    expect(await titles(member)).toContain('企业主名片已设置');
    expect(refusalOf(await api().findCompanyMasterCard({ token: outsider.token })).code).toBe('COMPANY_NOT_IN');
  });

  it("privacy lock: set by an admin, a member's privacy change is refused with COMPANY_NOT_ALLOWED; unlocked it passes", async () => {
    const { admin, member } = await team();
    const privacy = { allowStrangerSearch: false, allowColleagueView: true, hidePhone: true, showInMobileSite: true };
    expect(okOf(await api().setCompanyPrivacyLock({ body: { lockPrivacy: true }, token: admin.token }))).toEqual({ lockPrivacy: true });
    expect(await titles(member)).toContain('公司已锁定隐私设置');
    expect(refusalOf(await t.api.usercentre.updateUserPrivacy({ body: privacy, token: member.token }))).toMatchObject({ code: 'COMPANY_NOT_ALLOWED', msg: '公司不允许修改该设置' });
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: member.id } })).hidePhone).toBe(false);
    okOf(await api().setCompanyPrivacyLock({ body: { lockPrivacy: 'false' as unknown as boolean }, token: admin.token }));
    okOf(await t.api.usercentre.updateUserPrivacy({ body: privacy, token: member.token }));
    expect((await t.ctx.db.user.findUniqueOrThrow({ where: { id: member.id } })).hidePhone).toBe(true);
  });
});
