import { describe, expect, it } from 'vitest';
import { fieldsOf, isOpenForSignUp, phaseOf, signUpClosesAt } from './activity.rules';

/** The shared phase and open rules at their edges: each boundary instant, and one millisecond either side. */
const T = (iso: string) => new Date(iso);
const start = T('2030-05-01T02:00:00.000Z');
const end = T('2030-05-01T10:00:00.000Z');
const base = { status: 'ACTIVE', startTime: start, endTime: end, signUpEnd: null, deletedAt: null, capacity: 0, enrolled: 0 };
const ms = (d: Date, n: number) => new Date(d.getTime() + n);

describe('phaseOf', () => {
  it('draft and cancelled (or deleted) whatever the time', () => {
    expect(phaseOf({ ...base, status: 'draft' }, ms(end, 1))).toBe('draft');
    expect(phaseOf({ ...base, status: 'cancelled' }, start)).toBe('cancelled');
    expect(phaseOf({ ...base, deletedAt: start }, start)).toBe('cancelled');
  });
  it('upcoming until the start, ongoing from the start through the end instant, ended one ms later', () => {
    expect(phaseOf(base, ms(start, -1))).toBe('upcoming');
    expect(phaseOf(base, start)).toBe('ongoing');
    expect(phaseOf(base, end)).toBe('ongoing');
    expect(phaseOf(base, ms(end, 1))).toBe('ended');
  });
  it('a registration page (no window) is ongoing until its sign-up end, then ended', () => {
    const form = { ...base, startTime: null, endTime: null, signUpEnd: end };
    expect(phaseOf(form, end)).toBe('ongoing');
    expect(phaseOf(form, ms(end, 1))).toBe('ended');
    expect(phaseOf({ ...form, signUpEnd: null }, T('2099-01-01T00:00:00Z'))).toBe('ongoing');
  });
});

describe('isOpenForSignUp and signUpClosesAt', () => {
  it('open while upcoming or ongoing, through the close instant; closed one ms later', () => {
    const early = { ...base, signUpEnd: ms(start, 3_600_000) };
    expect(signUpClosesAt(early)).toEqual(early.signUpEnd);
    expect(signUpClosesAt(base)).toEqual(end);
    expect(isOpenForSignUp(early, ms(start, -1))).toBe(true);
    expect(isOpenForSignUp(early, early.signUpEnd)).toBe(true);
    expect(isOpenForSignUp(early, ms(early.signUpEnd, 1))).toBe(false);
    expect(isOpenForSignUp(base, end)).toBe(true);
    expect(isOpenForSignUp(base, ms(end, 1))).toBe(false);
  });
  it('never for a draft or a cancelled one', () => {
    expect(isOpenForSignUp({ ...base, status: 'draft' }, start)).toBe(false);
    expect(isOpenForSignUp({ ...base, status: 'cancelled' }, start)).toBe(false);
  });
  it('capacity: 0 is unlimited; open with one seat left, closed when enrolled reaches it (or passed it)', () => {
    expect(isOpenForSignUp({ ...base, capacity: 0, enrolled: 10_000 }, start)).toBe(true);
    expect(isOpenForSignUp({ ...base, capacity: 5, enrolled: 4 }, start)).toBe(true);
    expect(isOpenForSignUp({ ...base, capacity: 5, enrolled: 5 }, start)).toBe(false);
    expect(isOpenForSignUp({ ...base, capacity: 5, enrolled: 6 }, start)).toBe(false);
  });
});

describe('fieldsOf', () => {
  it('reads the stored array; a malformed or non-array column is no fields', () => {
    const f = [{ id: 'a', label: '公司', kind: 'text', required: true, options: [] }];
    expect(fieldsOf({ fields: JSON.stringify(f) })).toEqual(f);
    expect(fieldsOf({ fields: '{' })).toEqual([]);
    expect(fieldsOf({ fields: '{"a":1}' })).toEqual([]);
  });
});
