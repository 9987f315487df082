import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  assertAdmin, assertCanApplyExit, assertCanApplyJoin, assertCanWithdraw, assertColleague, assertDecidable, assertDepartmentName,
  assertHandoverParties, assertInCompany, assertNotLastAdmin, assertRefusable, companyStateOf, type Application, type Member,
} from './network-company.rules';

const codeOf = (fn: () => unknown) => {
  try { fn(); } catch (e) { return e instanceof DomainError ? e.code : String(e); }
  return null;
};
const out: Member = { companyId: null, companyRole: null };
const member: Member = { companyId: 'c1', companyRole: 'member' };
const admin: Member = { companyId: 'c1', companyRole: 'admin' };
const app = (o: Partial<Application> = {}): Application => ({ id: 'a1', companyId: 'c1', kind: 'join', state: 'pending', ...o });

describe('companyStateOf: none, applying, member, exitApplying, withdrawn', () => {
  it('none without company or application', () => expect(companyStateOf(out, null, null)).toBe('none'));
  it('applying with an open join application', () => expect(companyStateOf(out, app(), app())).toBe('applying'));
  it('withdrawn when the last application was taken back', () => expect(companyStateOf(out, null, app({ state: 'withdrawn' }))).toBe('withdrawn'));
  it('none again after an ignored application or after leaving', () => {
    expect(companyStateOf(out, null, app({ state: 'ignored' }))).toBe('none');
    expect(companyStateOf(out, null, app({ kind: 'exit', state: 'approved' }))).toBe('none');
  });
  it('member in a company; exitApplying with an open exit application there', () => {
    expect(companyStateOf(member, null, app({ state: 'approved' }))).toBe('member');
    expect(companyStateOf(member, app({ kind: 'exit' }), null)).toBe('exitApplying');
  });
});

describe('transitions and their refusals', () => {
  it('apply: from none or withdrawn; refused in a company or with an open application', () => {
    expect(codeOf(() => assertCanApplyJoin(out, null))).toBeNull();
    expect(codeOf(() => assertCanApplyJoin(member, null))).toBe('COMPANY_ALREADY_MEMBER');
    expect(codeOf(() => assertCanApplyJoin(out, app()))).toBe('COMPANY_APPLICATION_OPEN');
  });
  it('withdraw: only an open join application', () => {
    expect(assertCanWithdraw(app()).id).toBe('a1');
    expect(codeOf(() => assertCanWithdraw(null))).toBe('COMPANY_APPLICATION_NOT_FOUND');
    expect(codeOf(() => assertCanWithdraw(app({ kind: 'exit' })))).toBe('COMPANY_APPLICATION_NOT_FOUND');
  });
  it('apply to exit: a member; not outside, not twice, not the last admin (two admins may)', () => {
    expect(codeOf(() => assertCanApplyExit(member, null, 1))).toBeNull();
    expect(codeOf(() => assertCanApplyExit(out, null, 0))).toBe('COMPANY_NOT_IN');
    expect(codeOf(() => assertCanApplyExit(member, app({ kind: 'exit' }), 1))).toBe('COMPANY_APPLICATION_OPEN');
    expect(codeOf(() => assertCanApplyExit(admin, null, 1))).toBe('COMPANY_LAST_ADMIN');
    expect(codeOf(() => assertCanApplyExit(admin, null, 2))).toBeNull();
  });
  it('decide: only a pending application of the kind, to the admin\'s own company', () => {
    expect(assertDecidable(app(), 'c1', 'join').id).toBe('a1');
    expect(codeOf(() => assertDecidable(null, 'c1', 'join'))).toBe('COMPANY_APPLICATION_NOT_FOUND');
    expect(codeOf(() => assertDecidable(app({ companyId: 'c2' }), 'c1', 'join'))).toBe('COMPANY_APPLICATION_NOT_FOUND');
    expect(codeOf(() => assertDecidable(app({ kind: 'exit' }), 'c1', 'join'))).toBe('COMPANY_APPLICATION_NOT_FOUND');
    for (const state of ['approved', 'ignored', 'withdrawn']) expect(codeOf(() => assertDecidable(app({ state }), 'c1', 'join'))).toBe('COMPANY_APPLICATION_NOT_FOUND');
  });
});

describe('roles and people', () => {
  it('admin calls: an admin of a company; a member or an outsider has no permission', () => {
    expect(assertAdmin(admin)).toBe('c1');
    expect(codeOf(() => assertAdmin(member))).toBe('NO_PERMISSION');
    expect(codeOf(() => assertAdmin({ companyId: null, companyRole: 'admin' }))).toBe('NO_PERMISSION');
    expect(assertInCompany(member)).toBe('c1');
    expect(codeOf(() => assertInCompany(out))).toBe('COMPANY_NOT_IN');
  });
  it('colleague: in the same company only', () => {
    expect(codeOf(() => assertColleague(member, 'c1'))).toBeNull();
    expect(codeOf(() => assertColleague({ companyId: 'c2', companyRole: 'member' }, 'c1'))).toBe('COMPANY_STAFF_NOT_FOUND');
    expect(codeOf(() => assertColleague(null, 'c1'))).toBe('COMPANY_STAFF_NOT_FOUND');
  });
  it('the last admin stays: 1 refused, 2 allowed; a member is never the last admin', () => {
    expect(codeOf(() => assertNotLastAdmin(admin, 1))).toBe('COMPANY_LAST_ADMIN');
    expect(codeOf(() => assertNotLastAdmin(admin, 2))).toBeNull();
    expect(codeOf(() => assertNotLastAdmin(member, 1))).toBeNull();
  });
});

describe('departments', () => {
  const max = LIMITS.network.departmentsMax;
  const names = (n: number) => Array.from({ length: n }, (_, i) => `部门${i}`);
  it('unique names; the 50th may be added, the 51st not; renaming at the cap is fine', () => {
    expect(codeOf(() => assertDepartmentName('市场部', ['市场部'], true))).toBe('DEPARTMENT_EXISTS');
    expect(codeOf(() => assertDepartmentName('新部门', names(max - 1), true))).toBeNull();
    expect(codeOf(() => assertDepartmentName('新部门', names(max), true))).toBe('DEPARTMENT_LIMIT');
    expect(codeOf(() => assertDepartmentName('新部门', names(max), false))).toBeNull();
  });
});

describe('hand-over', () => {
  it('from someone who left this company, to a member of it', () => {
    expect(codeOf(() => assertHandoverParties(out, true, member, 'c1'))).toBeNull();
    expect(codeOf(() => assertHandoverParties(out, false, member, 'c1'))).toBe('HANDOVER_NOT_DEPARTED');
    expect(codeOf(() => assertHandoverParties(member, true, member, 'c1'))).toBe('HANDOVER_NOT_DEPARTED');
    expect(codeOf(() => assertHandoverParties(out, true, out, 'c1'))).toBe('COMPANY_STAFF_NOT_FOUND');
  });
  it('refused once, only by the contact it is about', () => {
    expect(codeOf(() => assertRefusable({ contactId: 'u1', state: 'notified' }, 'u1'))).toBeNull();
    expect(codeOf(() => assertRefusable({ contactId: 'u1', state: 'notified' }, 'u2'))).toBe('HANDOVER_NOT_FOUND');
    expect(codeOf(() => assertRefusable({ contactId: 'u1', state: 'refused' }, 'u1'))).toBe('HANDOVER_NOT_FOUND');
    expect(codeOf(() => assertRefusable(null, 'u1'))).toBe('HANDOVER_NOT_FOUND');
  });
});
