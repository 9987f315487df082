import { LIMITS, type CaseState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { checkOrder as checkSharedOrder } from '../../lib/ordered-list.rules';
export { nextSort } from '../../lib/ordered-list.rules';

/**
 * Design cases (module 52): pure rules of the audit, complaints and appeals, and of the owner's list. No Prisma, no
 * clock: times come in as arguments.
 */

/** One more case fits while the owner keeps fewer than the limit. */
export function assertRoomForCase(count: number) {
  if (count >= LIMITS.content.casesMax) throw new DomainError('CASES_FULL');
}

/** Reorders name exactly the owner's cases, each once (someone else's id is NOT_FOUND). */
export const checkCaseOrder = (requested: string[], owned: string[]) => checkSharedOrder(requested, owned, 'CASE_SORT_MISMATCH');

/** A batch delete names only the owner's cases: one foreign id refuses the whole batch. Repeats count once. */
export function checkBatch(requested: string[], owned: string[]): string[] {
  const mine = new Set(owned);
  if (requested.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field: 'ids' });
  return [...new Set(requested)];
}

/** The state a saved case starts in: whitelisted owners skip the audit. */
export const savedState = (whitelisted: boolean): CaseState => (whitelisted ? 'normal' : 'auditing');

/** The owner edits or switches a case only while it is not forbidden (an appeal is the way back). */
export function assertEditable(state: CaseState) {
  if (state === 'forbidden' || state === 'appealing') throw new DomainError('CASE_FORBIDDEN', { field: 'id' });
}

/** Others see a case only when it passed (normal) and its owner shows it. */
export const visibleToOthers = (c: { state: string; hidden: boolean }) => c.state === 'normal' && !c.hidden;

/** Whether the viewer may open the case: the owner always, anyone else only a visible one. */
export const canView = (c: { userId: string; state: string; hidden: boolean }, viewerId: string | null) => c.userId === viewerId || visibleToOthers(c);

/** A view is counted for others only (the owner checking their own page is not a visit). */
export const countsAsView = (ownerId: string, viewerId: string | null) => ownerId !== viewerId;

/** Refusing (an audit, an appeal) or upholding a complaint forbids the case, and the owner is owed the reason. */
export function assertReason(pass: boolean, reason: string, neededWhenPassing: boolean) {
  if (pass === neededWhenPassing && reason.trim() === '') throw new DomainError('CASE_REASON_REQUIRED', { field: 'reason' });
}

/** An audit decision: only a case awaiting it; pass makes it normal, refuse forbids it. */
export function auditOutcome(state: CaseState, pass: boolean): CaseState {
  if (state !== 'auditing') throw new DomainError('CASE_NOT_AUDITING', { field: 'id' });
  return pass ? 'normal' : 'forbidden';
}

/** A complaint is for someone else's visible case, and one open complaint per user and case. */
export function assertCanComplain(input: { ownerId: string; reporterId: string; openByReporter: number }) {
  if (input.ownerId === input.reporterId) throw new DomainError('CASE_OWN_COMPLAINT', { field: 'id' });
  if (input.openByReporter > 0) throw new DomainError('CASE_COMPLAINT_OPEN', { field: 'id' });
}

/** A complaint is decided once; upholding forbids the case (whatever it was), rejecting leaves it. */
export function complaintOutcome(complaintState: string, caseState: CaseState, uphold: boolean): { complaint: 'upheld' | 'rejected'; caseState: CaseState } {
  if (complaintState !== 'pending') throw new DomainError('CASE_ALREADY_DECIDED', { field: 'id' });
  return uphold ? { complaint: 'upheld', caseState: 'forbidden' } : { complaint: 'rejected', caseState };
}

/**
 * The owner appeals a forbidden case once per forbidding: an appeal made at or after the time it was (last)
 * forbidden uses the one chance.
 */
export function assertCanAppeal(state: CaseState, forbiddenAt: Date | null, lastAppealAt: Date | null) {
  if (state !== 'forbidden') throw new DomainError('CASE_NOT_FORBIDDEN', { field: 'id' });
  if (lastAppealAt && (!forbiddenAt || lastAppealAt >= forbiddenAt)) throw new DomainError('CASE_APPEAL_USED', { field: 'id' });
}

/** An appeal is decided once; accepting makes the case normal, refusing leaves it forbidden. */
export function appealOutcome(appealState: string, caseState: CaseState, accept: boolean): { appeal: 'accepted' | 'refused'; caseState: CaseState } {
  if (appealState !== 'pending' || caseState !== 'appealing') throw new DomainError('CASE_ALREADY_DECIDED', { field: 'id' });
  return accept ? { appeal: 'accepted', caseState: 'normal' } : { appeal: 'refused', caseState: 'forbidden' };
}
