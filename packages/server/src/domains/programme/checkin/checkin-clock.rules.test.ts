import { describe, expect, it } from 'vitest';
import { addDays, assertMorningWindow, averageSecond, beijingMoment, daysBetween, inMorningWindow, isoWeekKey, lastDays, lastWeeks, weekStart } from './checkin-clock.rules';

/** The check-in's time rules at their edges: the window to the minute, the day at 00:00 Beijing, the ISO week. */
const T = (iso: string) => new Date(iso);
const hm = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;

describe('beijingMoment', () => {
  it('the Beijing day turns at 16:00 UTC (00:00 Beijing), one millisecond before is still the previous day', () => {
    expect(beijingMoment(T('2026-11-24T15:59:59.999Z'))).toEqual({ day: '2026-11-24', secondOfDay: hm(23, 59, 59) });
    expect(beijingMoment(T('2026-11-24T16:00:00.000Z'))).toEqual({ day: '2026-11-25', secondOfDay: 0 });
  });
  it('05:00 Beijing is 21:00 UTC of the day before', () => {
    expect(beijingMoment(T('2026-11-24T21:00:00Z'))).toEqual({ day: '2026-11-25', secondOfDay: hm(5, 0) });
  });
  it('does not depend on the server zone (an instant is an instant)', () => {
    expect(beijingMoment(T('2026-11-25T07:30:00+08:00')).secondOfDay).toBe(hm(7, 30));
  });
});

describe('the morning window [05:00, 10:00)', () => {
  it('04:59 is outside, 05:00 inside (to the minute and the second)', () => {
    expect(inMorningWindow(hm(4, 59))).toBe(false);
    expect(inMorningWindow(hm(4, 59, 59))).toBe(false);
    expect(inMorningWindow(hm(5, 0))).toBe(true);
  });
  it('09:59 (and 09:59:59) inside, 10:00 outside', () => {
    expect(inMorningWindow(hm(9, 59))).toBe(true);
    expect(inMorningWindow(hm(9, 59, 59))).toBe(true);
    expect(inMorningWindow(hm(10, 0))).toBe(false);
  });
  it('midnight and the evening are outside; the refusal is the catalogue code', () => {
    expect(inMorningWindow(0)).toBe(false);
    expect(() => assertMorningWindow(hm(20, 0))).toThrow('CLOCK_OUTSIDE_WINDOW');
    expect(() => assertMorningWindow(hm(6, 0))).not.toThrow();
  });
});

describe('days and ISO weeks', () => {
  it('adds and counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-25')).toBe(5);
    expect(daysBetween('2026-11-25', '2026-11-20')).toBe(-5);
  });
  it('a week runs Monday to Sunday: Sunday is the old week, Monday the next', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-11-30')).toBe('2026-11-30'); // Monday
    expect(isoWeekKey('2026-11-29')).toBe('2026-W48');
    expect(isoWeekKey('2026-11-30')).toBe('2026-W49');
  });
  it('a week belongs to the year of its Thursday', () => {
    expect(isoWeekKey('2026-12-31')).toBe('2026-W53'); // Thursday
    expect(isoWeekKey('2027-01-03')).toBe('2026-W53'); // Sunday after
    expect(isoWeekKey('2027-01-04')).toBe('2027-W01');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01'); // Monday of a week whose Thursday is 2025
  });
  it('the chart periods end with today, oldest first', () => {
    const days = lastDays('2026-11-25', 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-27');
    expect(days[29]).toBe('2026-11-25');
    const weeks = lastWeeks('2026-11-25', 8);
    expect(weeks).toHaveLength(8);
    expect(weeks[7]).toEqual({ week: '2026-W48', start: '2026-11-23' });
    expect(weeks[0]).toEqual({ week: '2026-W41', start: '2026-10-05' });
  });
  it('averages round, and nothing to average is null', () => {
    expect(averageSecond(0, 0)).toBeNull();
    expect(averageSecond(hm(6, 0) + hm(7, 0) + 1, 2)).toBe(hm(6, 30) + 1);
  });
});
