import { describe, expect, it } from 'vitest';
import { LIMITS, ZCreateCompanyBody, ZInviteCompanyBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  assertAdmin,
  assertCanApplyExit,
  assertCanApplyJoin,
  assertCanWithdraw,
  assertColleague,
  assertDecidable,
  assertDepartmentName,
  assertHandoverParties,
  assertInCompany,
  assertNotLastAdmin,
  assertRefusable,
  companyStateOf,
  type Application,
  type Member,
  editionOf,
  assertAnswerable,
  assertCanCreate,
  assertCanDissolve,
  assertInvitable,
  assertInviteVisible,
  assertTransferable,
  type Invite,
} from './network-company.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e);
  }
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
    expect(codeOf(() => assertCanApplyExit(admin, null, 1))).toBe('COMPANY_SOLE_ADMIN_EXIT');
    expect(codeOf(() => assertCanApplyExit(admin, null, 2))).toBeNull();
  });
  it("decide: only a pending application of the kind, to the admin's own company", () => {
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

describe('companies from scratch (issue 31): the create body', () => {
  const { companyNameMin: min, companyNameMax: max } = LIMITS.network;
  const parse = (b: Record<string, string>) => ZCreateCompanyBody.safeParse(b);
  const ruleOf = (b: Record<string, string>) => {
    const r = parse(b);
    return r.success ? null : `${(JSON.parse(r.error.issues[0]!.message) as { rule: string }).rule}@${r.error.issues[0]!.path.join('.')}`;
  };
  it('name: 2 and 50 characters pass, 1 and 51 are refused naming the field; it is trimmed', () => {
    expect(ruleOf({ name: '星'.repeat(min - 1) })).toBe('length@name');
    expect(ruleOf({ name: '星'.repeat(min) })).toBeNull();
    expect(ruleOf({ name: '星'.repeat(max) })).toBeNull();
    expect(ruleOf({ name: '星'.repeat(max + 1) })).toBe('length@name');
    expect(ruleOf({ name: '   ' })).toBe('length@name');
    expect(parse({ name: '  星河科技  ' }).data?.name).toBe('星河科技');
  });
  it('tax id: optional; a code with the right check character passes (cleaned); a wrong one or another form is refused', () => {
    expect(parse({ name: '星河科技' }).data?.taxNumber).toBe('');
    expect(parse({ name: '星河科技', taxNumber: ' 91350100m000100y43 ' }).data?.taxNumber).toBe('91350100M000100Y43');
    expect(ruleOf({ name: '星河科技', taxNumber: '91350100M000100Y44' })).toBe('usccCheck@taxNumber');
    // An older all-digit number is not a company's code today; 17 characters and a letter outside the set are not codes.
    expect(ruleOf({ name: '星河科技', taxNumber: '123456789012345' })).toBe('uscc@taxNumber');
    expect(ruleOf({ name: '星河科技', taxNumber: '91350100M000100Y4' })).toBe('uscc@taxNumber');
    expect(ruleOf({ name: '星河科技', taxNumber: '91350100M000100O43' })).toBe('uscc@taxNumber');
  });
  it('invitee: a mobile (cleaned) or a card id; blank or neither is refused', () => {
    expect(ZInviteCompanyBody.parse({ invitee: '138 0013-8000' }).invitee).toEqual({ regionCode: '+86', phone: '13800138000' });
    expect(ZInviteCompanyBody.parse({ invitee: 'Ab3dE5fG7h' }).invitee).toEqual({ phoneIdEcr: 'Ab3dE5fG7h' });
    expect(ZInviteCompanyBody.safeParse({ invitee: ' ' }).success).toBe(false);
    expect(ZInviteCompanyBody.safeParse({ invitee: '张三!' }).success).toBe(false);
  });
});

describe('companies from scratch (issue 31): rules', () => {
  const inv = (o: Partial<Invite> = {}): Invite => ({ id: 'i1', companyId: 'c1', userId: 'u2', state: 'pending', ...o });
  it('create: in no company, nothing open, the name free', () => {
    expect(codeOf(() => assertCanCreate(out, null, false))).toBeNull();
    expect(codeOf(() => assertCanCreate(member, null, false))).toBe('COMPANY_ALREADY_MEMBER');
    expect(codeOf(() => assertCanCreate(out, app(), false))).toBe('COMPANY_APPLICATION_OPEN');
    expect(codeOf(() => assertCanCreate(out, null, true))).toBe('COMPANY_NAME_TAKEN');
  });
  it('invite: a user who exists and is in no company', () => {
    expect(codeOf(() => assertInvitable(out))).toBeNull();
    expect(codeOf(() => assertInvitable(null))).toBe('COMPANY_INVITEE_NOT_FOUND');
    expect(codeOf(() => assertInvitable(member))).toBe('COMPANY_INVITEE_IN_COMPANY');
  });
  it('answer: only the invitee, only while pending', () => {
    expect(assertAnswerable(inv(), 'u2').id).toBe('i1');
    expect(codeOf(() => assertAnswerable(inv(), 'u3'))).toBe('COMPANY_INVITE_NOT_FOUND');
    for (const state of ['accepted', 'declined', 'cancelled']) expect(codeOf(() => assertAnswerable(inv({ state }), 'u2'))).toBe('COMPANY_INVITE_NOT_FOUND');
    expect(codeOf(() => assertAnswerable(null, 'u2'))).toBe('COMPANY_INVITE_NOT_FOUND');
  });
  it("see an invitation: its invitee or an admin of its company; a member or another company's admin not", () => {
    expect(codeOf(() => assertInviteVisible(inv(), 'u2', out))).toBeNull();
    expect(codeOf(() => assertInviteVisible(inv(), 'u9', admin))).toBeNull();
    expect(codeOf(() => assertInviteVisible(inv(), 'u9', member))).toBe('COMPANY_INVITE_NOT_FOUND');
    expect(codeOf(() => assertInviteVisible(inv(), 'u9', { companyId: 'c2', companyRole: 'admin' }))).toBe('COMPANY_INVITE_NOT_FOUND');
  });
  it('dissolve: an admin who is the last member (1 allowed, 2 refused); a member never', () => {
    expect(assertCanDissolve(admin, 1)).toBe('c1');
    expect(codeOf(() => assertCanDissolve(admin, 2))).toBe('COMPANY_HAS_MEMBERS');
    expect(codeOf(() => assertCanDissolve(member, 1))).toBe('NO_PERMISSION');
  });
  it('hand admin over: to a colleague other than oneself', () => {
    expect(codeOf(() => assertTransferable('u1', 'u2', member, 'c1'))).toBeNull();
    expect(codeOf(() => assertTransferable('u1', 'u1', admin, 'c1'))).toBe('ILLEGAL_OPERATION');
    expect(codeOf(() => assertTransferable('u1', 'u3', { companyId: 'c2', companyRole: 'member' }, 'c1'))).toBe('COMPANY_STAFF_NOT_FOUND');
  });
});

describe("the company's enterprise edition (issue 31)", () => {
  const d = (iso: string) => new Date(iso);
  it('none without seats; seats add up; it runs to the last end, or without end when one has none', () => {
    expect(editionOf([])).toBeNull();
    expect(
      editionOf([
        { quantity: 10, expiresAt: d('2027-01-01T00:00:00.000Z') },
        { quantity: 50, expiresAt: d('2027-06-01T00:00:00.000Z') },
      ]),
    ).toEqual({ seats: 60, expiresAt: '2027-06-01T00:00:00.000Z' });
    expect(
      editionOf([
        { quantity: 10, expiresAt: d('2027-01-01T00:00:00.000Z') },
        { quantity: 5, expiresAt: null },
      ]),
    ).toEqual({ seats: 15, expiresAt: null });
  });
});
