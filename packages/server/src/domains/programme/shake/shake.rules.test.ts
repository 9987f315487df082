import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../../lib/domain-error';
import { addWorkingDays, assertCanApply, assertPending, giftPlan, isOpen, isWeekend, lastDays, parseConfig, reviewDue, reviewOutcome, serialOf, SHAKE_UUID } from './shake.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).code;
  }
  return null;
};

describe('review date in working days (spec: reviewed within three working days)', () => {
  // 2026-11-23 is a Monday.
  it('weekdays: Monday -> Thursday, Wednesday -> Monday (skips the weekend), Thursday -> Tuesday, Friday -> Wednesday', () => {
    expect(addWorkingDays('2026-11-23', 3)).toBe('2026-11-26');
    expect(addWorkingDays('2026-11-25', 3)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-12-01');
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02');
  });
  it('weekend submissions count from Monday: Saturday and Sunday -> Wednesday', () => {
    expect(addWorkingDays('2026-11-28', 3)).toBe('2026-12-02');
    expect(addWorkingDays('2026-11-29', 3)).toBe('2026-12-02');
  });
  it('edges: zero days is the same day; one working day after Friday is Monday; across a month and a year end', () => {
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-12-31', 3)).toBe('2027-01-05'); // Thursday -> Fri 1st, Mon 4th, Tue 5th
  });
  it('weekend test', () => {
    expect([22, 23, 27, 28].map((d) => isWeekend(`2026-11-${d}`))).toEqual([true, false, false, true]);
  });
  it("the day is Beijing's: Friday 23:30 Beijing (15:30Z) is Friday; Saturday 00:30 Beijing (Friday 16:30Z) is Saturday", () => {
    expect(reviewDue(new Date('2026-11-27T15:30:00Z')).day).toBe('2026-12-02');
    expect(reviewDue(new Date('2026-11-27T16:30:00Z')).day).toBe('2026-12-02');
    expect(reviewDue(new Date('2026-11-26T16:30:00Z')).day).toBe('2026-12-02'); // Friday 00:30 Beijing
    expect(reviewDue(new Date('2026-11-26T15:30:00Z')).day).toBe('2026-12-01'); // Thursday 23:30 Beijing
    expect(reviewDue(new Date('2026-11-23T02:00:00Z')).at.toISOString()).toBe('2026-11-26T15:59:59.999Z');
  });
});

describe('review transitions', () => {
  it('only pending may be decided', () => {
    expect(codeOf(() => assertPending('pending', 'applicationId'))).toBeNull();
    expect(codeOf(() => assertPending('approved', 'applicationId'))).toBe('SHAKE_ALREADY_REVIEWED');
    expect(codeOf(() => assertPending('rejected', 'deviceId'))).toBe('SHAKE_ALREADY_REVIEWED');
  });
  it('rejecting needs a reason; approving drops it', () => {
    expect(reviewOutcome(true, 'x')).toEqual({ status: 'approved', reason: '' });
    expect(reviewOutcome(false, ' 地址不详 ')).toEqual({ status: 'rejected', reason: '地址不详' });
    expect(codeOf(() => reviewOutcome(false, '  '))).toBe('SHAKE_REJECT_REASON_REQUIRED');
  });
  it('three applications may wait at once, a fourth is refused', () => {
    expect(codeOf(() => assertCanApply(2))).toBeNull();
    expect(codeOf(() => assertCanApply(3))).toBe('SHAKE_APPLICATIONS_PENDING');
  });
});

describe('gift devices', () => {
  it('available is what the entitlements give less what applications took; an application takes from the first with any left', () => {
    const ents = [
      { id: 'e1', quantity: 1 },
      { id: 'e2', quantity: 2 },
    ];
    expect(giftPlan(ents, new Map(), 5)).toEqual({ available: 3, take: { entitlementId: 'e1', quantity: 1 } });
    expect(giftPlan(ents, new Map([['e1', 1]]), 5)).toEqual({ available: 2, take: { entitlementId: 'e2', quantity: 2 } });
    expect(
      giftPlan(
        ents,
        new Map([
          ['e1', 1],
          ['e2', 1],
        ]),
        1,
      ),
    ).toEqual({ available: 1, take: { entitlementId: 'e2', quantity: 1 } });
    expect(
      giftPlan(
        ents,
        new Map([
          ['e1', 1],
          ['e2', 2],
        ]),
        1,
      ),
    ).toEqual({ available: 0, take: null });
    expect(giftPlan([], new Map(), 1)).toEqual({ available: 0, take: null });
  });
});

describe('devices', () => {
  it('serial is UUID-major-minor with 16-bit parts', () => {
    expect(serialOf(0, 65535)).toBe(`${SHAKE_UUID}-0-65535`);
    expect(() => serialOf(65536, 0)).toThrow(RangeError);
    expect(() => serialOf(-1, 0)).toThrow(RangeError);
  });
  it('a page is open when bound and approved once', () => {
    const live = JSON.stringify({ name: 'n', title: 't', subTitle: '', linkUrl: '', imageUrl: '' });
    expect(isOpen({ bound: true, live })).toBe(true);
    expect(isOpen({ bound: false, live })).toBe(false);
    expect(isOpen({ bound: true, live: '' })).toBe(false);
    expect(parseConfig('{broken')).toBeNull();
  });
  it('the last days fill missing counts with 0, oldest first, in Beijing days', () => {
    const days = lastDays(new Date('2026-11-24T17:00:00Z'), 3, [
      { day: '2026-11-25', shakes: 4 },
      { day: '2026-11-20', shakes: 9 },
    ]);
    expect(days).toEqual([
      { day: '2026-11-23', shakes: 0 },
      { day: '2026-11-24', shakes: 0 },
      { day: '2026-11-25', shakes: 4 },
    ]);
  });
});
