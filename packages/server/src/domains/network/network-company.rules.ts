import { LIMITS, type CompanyState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * The company state machine (spec sections 3-4) and the admin rules, pure: the service reads the rows and asks
 * these. A user is in at most one company (User.companyId) and has at most one open application
 * (CompanyApplication.openKey = userId while pending), so the state follows from those two and the last decided one.
 */
export interface Member {
  companyId: string | null;
  companyRole: string | null;
}
export interface Application {
  id: string;
  companyId: string;
  kind: string;
  state: string;
}

export function companyStateOf(me: Member, open: Application | null, last: Application | null): CompanyState {
  if (me.companyId) return open?.kind === 'exit' && open.companyId === me.companyId ? 'exitApplying' : 'member';
  if (open?.kind === 'join') return 'applying';
  return last?.kind === 'join' && last.state === 'withdrawn' ? 'withdrawn' : 'none';
}

/** none / withdrawn → applying: not in a company, no open application. */
export function assertCanApplyJoin(me: Member, open: Application | null): void {
  if (me.companyId) throw new DomainError('COMPANY_ALREADY_MEMBER', { field: 'companyId' });
  if (open) throw new DomainError('COMPANY_APPLICATION_OPEN', { field: 'companyId' });
}

/** applying → withdrawn: only an open join application. */
export function assertCanWithdraw(open: Application | null): Application {
  if (open?.kind !== 'join') throw new DomainError('COMPANY_APPLICATION_NOT_FOUND');
  return open;
}

/**
 * member → exitApplying: in a company, nothing open, and not its sole admin: nobody would be left to approve or to
 * run the company, so the sole admin names another admin first (setCompanyAdmin / transferCompanyAdmin), or, as
 * its last member, dissolves it (assertCanDissolve).
 */
export function assertCanApplyExit(me: Member, open: Application | null, adminCount: number): void {
  if (!me.companyId) throw new DomainError('COMPANY_NOT_IN');
  if (open) throw new DomainError('COMPANY_APPLICATION_OPEN');
  if (me.companyRole === 'admin' && adminCount <= 1) throw new DomainError('COMPANY_SOLE_ADMIN_EXIT');
}

// --- issue 31: companies from scratch ---

/**
 * none / withdrawn → member (as admin) by creating a company: in no company and without an open application (the
 * applicant withdraws first; creating would leave a request to another company hanging). The name must be free
 * among companies that exist (`taken`: one of that exact trimmed name and not dissolved).
 */
export function assertCanCreate(me: Member, open: Application | null, taken: boolean): void {
  if (me.companyId) throw new DomainError('COMPANY_ALREADY_MEMBER', { field: 'name' });
  if (open) throw new DomainError('COMPANY_APPLICATION_OPEN', { field: 'name' });
  if (taken) throw new DomainError('COMPANY_NAME_TAKEN', { field: 'name' });
}

/** An admin invites a user who exists and is in no company (a colleague already is in it; another company's member must leave first). */
export function assertInvitable(invitee: Member | null): void {
  if (!invitee) throw new DomainError('COMPANY_INVITEE_NOT_FOUND', { field: 'invitee' });
  if (invitee.companyId) throw new DomainError('COMPANY_INVITEE_IN_COMPANY', { field: 'invitee' });
}

export interface Invite {
  id: string;
  companyId: string;
  userId: string;
  state: string;
}

/** Only the invitee answers an invitation, once, while it is pending; anyone else is told it does not exist. */
export function assertAnswerable(inv: Invite | null, userId: string): Invite {
  if (!inv || inv.userId !== userId || inv.state !== 'pending') throw new DomainError('COMPANY_INVITE_NOT_FOUND', { field: 'inviteId' });
  return inv;
}

/** An invitation is shown to its invitee and to the admins of its company; to anyone else it does not exist. */
export function assertInviteVisible(inv: Invite | null, userId: string, me: Member): Invite {
  const admin = inv && me.companyId === inv.companyId && me.companyRole === 'admin';
  if (!inv || (inv.userId !== userId && !admin)) throw new DomainError('COMPANY_INVITE_NOT_FOUND', { field: 'inviteId' });
  return inv;
}

/**
 * Dissolving: only an admin who is the company's last member. We let the last member, who is then necessarily its
 * sole admin, end the company rather than leave it: a company without members would have no admin to approve
 * anyone and would keep its name taken for good. With other members left, the admin hands the role over instead.
 */
export function assertCanDissolve(me: Member, memberCount: number): string {
  const companyId = assertAdmin(me);
  if (memberCount > 1) throw new DomainError('COMPANY_HAS_MEMBERS');
  return companyId;
}

/**
 * The company's enterprise edition from the seat entitlements in force (issue 31): seats add up across orders; it
 * runs until the last one ends (null: no end). No rows, no edition.
 */
export function editionOf(rows: { quantity: number; expiresAt: Date | null }[]): { seats: number; expiresAt: string | null } | null {
  if (!rows.length) return null;
  const ends = rows.map((r) => r.expiresAt);
  const last = ends.includes(null) ? null : new Date(Math.max(...ends.map((d) => d!.getTime())));
  return { seats: rows.reduce((n, r) => n + r.quantity, 0), expiresAt: last?.toISOString() ?? null };
}

/** Handing the admin role over: to a member of the same company other than oneself. */
export function assertTransferable(adminId: string, targetId: string, target: Member | null, companyId: string): void {
  if (adminId === targetId) throw new DomainError('ILLEGAL_OPERATION', { field: 'phoneIdEcr' });
  assertColleague(target, companyId);
}

/** The caller administers a company (the route guard asked the session; this asks the row again). */
export function assertAdmin(me: Member): string {
  if (!me.companyId || me.companyRole !== 'admin') throw new DomainError('NO_PERMISSION');
  return me.companyId;
}

/** The caller is in a company (member-only reads). */
export function assertInCompany(me: Member): string {
  if (!me.companyId) throw new DomainError('COMPANY_NOT_IN');
  return me.companyId;
}

/** An admin decides only a pending application of the given kind to their own company. */
export function assertDecidable(app: Application | null, companyId: string, kind: 'join' | 'exit'): Application {
  if (!app || app.companyId !== companyId || app.kind !== kind || app.state !== 'pending') {
    throw new DomainError('COMPANY_APPLICATION_NOT_FOUND', { field: 'applicationId' });
  }
  return app;
}

/** The person acted on is a member of the admin's company. */
export function assertColleague(target: Member | null, companyId: string, field = 'phoneIdEcr'): void {
  if (!target || target.companyId !== companyId) throw new DomainError('COMPANY_STAFF_NOT_FOUND', { field });
}

/** Removing an admin or taking their role: never the last one (the admin count before the change). */
export function assertNotLastAdmin(target: Member, adminCount: number): void {
  if (target.companyRole === 'admin' && adminCount <= 1) throw new DomainError('COMPANY_LAST_ADMIN', { field: 'phoneIdEcr' });
}

/** A department name (its length is the contract's): unique in the company, at most 50 departments. */
export function assertDepartmentName(name: string, others: string[], adding: boolean): void {
  if (others.includes(name)) throw new DomainError('DEPARTMENT_EXISTS', { field: 'name' });
  if (adding && others.length >= LIMITS.network.departmentsMax) throw new DomainError('DEPARTMENT_LIMIT', { field: 'name' });
}

/**
 * A hand-over is from someone who left this company (an approved exit or a removal recorded for it, and not back
 * in it) to someone who is in it now.
 */
export function assertHandoverParties(from: Member | null, departedHere: boolean, to: Member | null, companyId: string): void {
  if (!from || from.companyId === companyId || !departedHere) throw new DomainError('HANDOVER_NOT_DEPARTED', { field: 'fromPhoneIdEcr' });
  assertColleague(to, companyId, 'toPhoneIdEcr');
}

/** Only the contact it was about refuses a hand-over, once. */
export function assertRefusable(h: { contactId: string; state: string } | null, userId: string): void {
  if (!h || h.contactId !== userId || h.state !== 'notified') throw new DomainError('HANDOVER_NOT_FOUND', { field: 'handoverId' });
}
