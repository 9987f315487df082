import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import {
  appealOutcome,
  assertCanAppeal,
  assertCanComplain,
  assertEditable,
  assertReason,
  assertRoomForCase,
  auditOutcome,
  canView,
  checkBatch,
  checkCaseOrder,
  complaintOutcome,
  countsAsView,
  savedState,
  visibleToOthers,
} from './content-cases.rules';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return null;
};

describe('design case rules', () => {
  it('keeps at most casesMax cases: the last fits, one more is CASES_FULL', () => {
    expect(code(() => assertRoomForCase(LIMITS.content.casesMax - 1))).toBeNull();
    expect(code(() => assertRoomForCase(LIMITS.content.casesMax))).toBe('CASES_FULL');
  });

  it("sorts by exactly the owner's ids: foreign id NOT_FOUND, gaps and repeats CASE_SORT_MISMATCH", () => {
    expect(checkCaseOrder(['b', 'a'], ['a', 'b'])).toEqual(['b', 'a']);
    expect(code(() => checkCaseOrder(['a', 'x'], ['a', 'b']))).toBe('NOT_FOUND');
    expect(code(() => checkCaseOrder(['a'], ['a', 'b']))).toBe('CASE_SORT_MISMATCH');
    expect(code(() => checkCaseOrder(['a', 'a'], ['a', 'b']))).toBe('CASE_SORT_MISMATCH');
  });

  it('a batch delete with one foreign id refuses the whole batch; repeats count once', () => {
    expect(checkBatch(['a', 'b', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(code(() => checkBatch(['a', 'x'], ['a', 'b']))).toBe('NOT_FOUND');
  });

  it('a saved case awaits the audit unless the owner is whitelisted', () => {
    expect(savedState(false)).toBe('auditing');
    expect(savedState(true)).toBe('normal');
  });

  it("others see only normal, shown cases; the owner sees all; the owner's own views do not count", () => {
    for (const state of ['auditing', 'forbidden', 'appealing']) expect(visibleToOthers({ state, hidden: false })).toBe(false);
    expect(visibleToOthers({ state: 'normal', hidden: true })).toBe(false);
    expect(visibleToOthers({ state: 'normal', hidden: false })).toBe(true);
    expect(canView({ userId: 'o', state: 'forbidden', hidden: true }, 'o')).toBe(true);
    expect(canView({ userId: 'o', state: 'auditing', hidden: false }, null)).toBe(false);
    expect(countsAsView('o', 'o')).toBe(false);
    expect(countsAsView('o', null)).toBe(true);
  });

  it('audit: auditing → normal (pass) or forbidden (refuse, with a reason); any other state is CASE_NOT_AUDITING', () => {
    expect(auditOutcome('auditing', true)).toBe('normal');
    expect(auditOutcome('auditing', false)).toBe('forbidden');
    for (const s of ['normal', 'forbidden', 'appealing'] as const) expect(code(() => auditOutcome(s, true))).toBe('CASE_NOT_AUDITING');
    expect(code(() => assertReason(false, ' ', false))).toBe('CASE_REASON_REQUIRED');
    expect(code(() => assertReason(true, '', false))).toBeNull();
    expect(code(() => assertReason(true, '', true))).toBe('CASE_REASON_REQUIRED');
    expect(code(() => assertReason(false, '', true))).toBeNull();
  });

  it("complaints: not one's own, one open per user and case; decided once; upholding forbids", () => {
    expect(code(() => assertCanComplain({ ownerId: 'o', reporterId: 'o', openByReporter: 0 }))).toBe('CASE_OWN_COMPLAINT');
    expect(code(() => assertCanComplain({ ownerId: 'o', reporterId: 'r', openByReporter: 1 }))).toBe('CASE_COMPLAINT_OPEN');
    expect(code(() => assertCanComplain({ ownerId: 'o', reporterId: 'r', openByReporter: 0 }))).toBeNull();
    expect(complaintOutcome('pending', 'normal', true)).toEqual({ complaint: 'upheld', caseState: 'forbidden' });
    expect(complaintOutcome('pending', 'normal', false)).toEqual({ complaint: 'rejected', caseState: 'normal' });
    expect(code(() => complaintOutcome('upheld', 'forbidden', true))).toBe('CASE_ALREADY_DECIDED');
  });

  it('appeals: only a forbidden case, once per forbidding; appealing → normal (accept) or forbidden (refuse)', () => {
    const forbiddenAt = new Date('2026-01-02T00:00:00Z');
    expect(code(() => assertCanAppeal('normal', null, null))).toBe('CASE_NOT_FORBIDDEN');
    expect(code(() => assertCanAppeal('appealing', forbiddenAt, forbiddenAt))).toBe('CASE_NOT_FORBIDDEN');
    expect(code(() => assertCanAppeal('forbidden', forbiddenAt, null))).toBeNull();
    // an appeal before this forbidding (an earlier one) leaves the chance; one at or after it used it
    expect(code(() => assertCanAppeal('forbidden', forbiddenAt, new Date('2026-01-01T00:00:00Z')))).toBeNull();
    expect(code(() => assertCanAppeal('forbidden', forbiddenAt, forbiddenAt))).toBe('CASE_APPEAL_USED');
    expect(appealOutcome('pending', 'appealing', true)).toEqual({ appeal: 'accepted', caseState: 'normal' });
    expect(appealOutcome('pending', 'appealing', false)).toEqual({ appeal: 'refused', caseState: 'forbidden' });
    expect(code(() => appealOutcome('refused', 'forbidden', true))).toBe('CASE_ALREADY_DECIDED');
  });

  it('a forbidden or appealing case cannot be edited or switched by its owner', () => {
    expect(code(() => assertEditable('forbidden'))).toBe('CASE_FORBIDDEN');
    expect(code(() => assertEditable('appealing'))).toBe('CASE_FORBIDDEN');
    expect(code(() => assertEditable('auditing'))).toBeNull();
  });
});
