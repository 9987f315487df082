import { describe, expect, it } from 'vitest';
import { actionMix, analysisRange, fromUtcHours, analysisSeries, beijingDayKey, beijingYearOf, daysInYear, isAnalysisRange, reportYears, yearRange, yearSeries } from './insight.rules';

describe('Beijing calendar', () => {
  it('a year starts at Beijing midnight: 16:00 UTC of 31 December', () => {
    expect(yearRange(2026)).toEqual({ start: new Date('2025-12-31T16:00:00Z'), end: new Date('2026-12-31T16:00:00Z') });
  });
  it('the last UTC hours of a year are already the next Beijing year', () => {
    expect(beijingYearOf(new Date('2025-12-31T15:59:59.999Z'))).toBe(2025);
    expect(beijingYearOf(new Date('2025-12-31T16:00:00.000Z'))).toBe(2026);
  });
  it('day keys turn at 16:00 UTC', () => {
    expect(beijingDayKey(new Date('2026-03-01T15:59:59.999Z'))).toBe('2026-03-01');
    expect(beijingDayKey(new Date('2026-03-01T16:00:00.000Z'))).toBe('2026-03-02');
  });
  it('leap years have 366 days and a 29 February', () => {
    expect(daysInYear(2024)).toBe(366);
    expect(daysInYear(2025)).toBe(365);
    expect(daysInYear(2000)).toBe(366);
    expect(daysInYear(2100)).toBe(365);
    expect(beijingDayKey(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
    expect(beijingDayKey(new Date('2025-02-28T16:00:00Z'))).toBe('2025-03-01');
  });
  it('report years run from the registration year to the current one, newest first', () => {
    expect(reportYears(new Date('2024-06-01T00:00:00Z'), new Date('2026-11-24T00:00:00Z'))).toEqual([2026, 2025, 2024]);
    // Registered at 23:30 Beijing on 31 December 2023 (15:30 UTC): 2023 counts.
    expect(reportYears(new Date('2023-12-31T15:30:00Z'), new Date('2024-01-05T00:00:00Z'))).toEqual([2024, 2023]);
    // Registered at 00:30 Beijing on 1 January 2024 (16:30 UTC the day before): 2023 does not.
    expect(reportYears(new Date('2023-12-31T16:30:00Z'), new Date('2024-01-05T00:00:00Z'))).toEqual([2024]);
  });
});

describe('fromUtcHours', () => {
  it("names UTC hours by their Beijing day and hour: 16:00 UTC is the next day's 00 h, 15:00 UTC 23 h", () => {
    expect(
      fromUtcHours([
        { utcHour: '2024-02-28T16', n: 2 },
        { utcHour: '2024-02-28T15', n: 1 },
        { utcHour: '2023-12-31T16', n: 4 },
      ]),
    ).toEqual([
      { day: '2024-02-29', hour: 0, n: 2 },
      { day: '2024-02-28', hour: 23, n: 1 },
      { day: '2024-01-01', hour: 0, n: 4 },
    ]);
  });
});

describe('yearSeries', () => {
  it('an empty year: twelve zeros and no busiest month or day', () => {
    expect(yearSeries([])).toEqual({ perMonth: Array(12).fill(0), total: 0, busiestMonth: null, busiestDay: null });
  });
  it('sums day-hour buckets into months and days; the earliest wins a tie', () => {
    const s = yearSeries([
      { day: '2024-01-31', hour: 23, n: 2 },
      { day: '2024-02-29', hour: 0, n: 3 },
      { day: '2024-02-29', hour: 9, n: 2 },
      { day: '2024-12-31', hour: 23, n: 5 },
    ]);
    expect(s.perMonth).toEqual([2, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]);
    expect(s.total).toBe(12);
    expect(s.busiestMonth).toEqual({ month: 2, visits: 5 });
    expect(s.busiestDay).toEqual({ date: '2024-02-29', visits: 5 });
  });
});

describe('analysis ranges', () => {
  it('7, 30 and 90 days only', () => {
    expect([6, 7, 8, 29, 30, 31, 89, 90, 91].filter(isAnalysisRange)).toEqual([7, 30, 90]);
  });
  it("the last 7 Beijing days end at tomorrow's Beijing midnight, today included", () => {
    // 2026-03-01 20:00 UTC is 2 March 04:00 in Beijing.
    const r = analysisRange(7, new Date('2026-03-01T20:00:00Z'));
    expect(r.end).toEqual(new Date('2026-03-02T16:00:00Z'));
    expect(r.start).toEqual(new Date('2026-02-23T16:00:00Z'));
    expect(r.dayKeys).toEqual(['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('90 days cross a leap February', () => {
    const r = analysisRange(90, new Date('2024-03-31T04:00:00Z'));
    expect(r.dayKeys).toHaveLength(90);
    expect(r.dayKeys).toContain('2024-02-29');
    expect(r.dayKeys[89]).toBe('2024-03-31');
    expect(r.dayKeys[0]).toBe('2024-01-02');
  });
  it('fills every day and hour; buckets outside the range are left out of the days', () => {
    const keys = ['2026-01-01', '2026-01-02'];
    const s = analysisSeries(
      keys,
      [
        { day: '2026-01-02', hour: 8, n: 3 },
        { day: '2026-01-02', hour: 23, n: 1 },
      ],
      new Map([['2026-01-02', 2]]),
    );
    expect(s.perDay).toEqual([
      { date: '2026-01-01', visits: 0, visitors: 0 },
      { date: '2026-01-02', visits: 4, visitors: 2 },
    ]);
    expect(s.byHour[8]).toBe(3);
    expect(s.byHour[23]).toBe(1);
    expect(s.byHour.reduce((a, b) => a + b, 0)).toBe(4);
  });
  it('action mix: known actions, most first', () => {
    expect(
      actionMix([
        { action: 'call', n: 2 },
        { action: 'view', n: 9 },
        { action: 'bogus', n: 50 },
        { action: 'album', n: 2 },
      ]),
    ).toEqual([
      { action: 'view', count: 9 },
      { action: 'call', count: 2 },
      { action: 'album', count: 2 },
    ]);
  });
});
