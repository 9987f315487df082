import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, formatTime, fromBeijingInput, toBeijingInput } from './datetime';

// 2026-12-05 16:30 UTC is already 6 December, 00:30, in Beijing: the date must follow Beijing, not UTC or the phone.
const NEAR_MIDNIGHT = '2026-12-05T16:30:00.000Z';
const AFTERNOON = '2026-12-06T06:00:00.000Z'; // 14:00 in Beijing, 22:00 the day before in Los Angeles

describe('one format per language, in Beijing time', () => {
  it('zh-CN: 2026-12-06 and 2026-12-06 14:00', () => {
    expect(formatDate(AFTERNOON, 'zh-CN')).toBe('2026-12-06');
    expect(formatDateTime(AFTERNOON, 'zh-CN')).toBe('2026-12-06 14:00');
    expect(formatTime(AFTERNOON)).toBe('14:00');
  });
  it('en: 6 Dec 2026 and 6 Dec 2026, 14:00 (one-digit day, month by name)', () => {
    expect(formatDate(AFTERNOON, 'en')).toBe('6 Dec 2026');
    expect(formatDateTime(AFTERNOON, 'en')).toBe('6 Dec 2026, 14:00');
    expect(formatDate('2027-09-14T01:00:00Z', 'en')).toBe('14 Sep 2027');
  });
  it('a UTC instant before midnight is the next day in Beijing', () => {
    expect(formatDateTime(NEAR_MIDNIGHT, 'zh-CN')).toBe('2026-12-06 00:30');
    expect(formatDate(NEAR_MIDNIGHT, 'en')).toBe('6 Dec 2026');
    expect(formatDateTime('2026-12-05T15:59:00.000Z', 'zh-CN')).toBe('2026-12-05 23:59'); // one minute before Beijing midnight
  });
  it('nothing, empty or junk writes nothing rather than "Invalid Date"', () => {
    expect([formatDate(null), formatDateTime(undefined), formatDate(''), formatDateTime('junk'), toBeijingInput(null)]).toEqual(['', '', '', '', '']);
  });
});

describe('a phone set to America/Los_Angeles', () => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('the phone itself reads another day and hour, the app still shows Beijing time', () => {
    expect(new Date(AFTERNOON).getHours()).toBe(22); // proves the zone took effect in this process
    expect(formatDateTime(AFTERNOON, 'zh-CN')).toBe('2026-12-06 14:00');
    expect(formatDateTime(AFTERNOON, 'en')).toBe('6 Dec 2026, 14:00');
  });
  it('datetime-local inputs read and write Beijing time, round trip', () => {
    expect(toBeijingInput(AFTERNOON)).toBe('2026-12-06T14:00');
    expect(fromBeijingInput('2026-12-06T14:00')).toBe(AFTERNOON);
    expect(fromBeijingInput('2026-12-06T00:30')).toBe(NEAR_MIDNIGHT);
    expect(fromBeijingInput(toBeijingInput(NEAR_MIDNIGHT))).toBe(NEAR_MIDNIGHT);
    expect(fromBeijingInput('2026-12-06T14:00:30')).toBe('2026-12-06T06:00:30.000Z');
    expect([fromBeijingInput(''), fromBeijingInput('6/12/2026 14:00')]).toEqual(['', '']);
  });
});

describe('relative form', () => {
  const now = Date.parse(AFTERNOON);
  it('just now under a minute, minutes under an hour, hours under a day, then the date-time', () => {
    expect(formatRelative(now - 59_000, now, 'zh-CN')).toBe('刚刚');
    expect(formatRelative(now - 59_000, now, 'en')).toBe('just now');
    expect(formatRelative(now - 60_000, now, 'en')).toBe('1 minute ago');
    expect(formatRelative(now - 5 * 60_000, now, 'zh-CN')).toBe('5分钟前');
    expect(formatRelative(now - 3600_000, now, 'en')).toBe('1 hour ago');
    expect(formatRelative(now - (24 * 3600_000 - 1), now, 'zh-CN')).toBe('23小时前');
    expect(formatRelative(now - 24 * 3600_000, now, 'zh-CN')).toBe('2026-12-05 14:00');
    expect(formatRelative(now + 60_000, now, 'en')).toBe('6 Dec 2026, 14:01'); // a future instant is not "in 1 minute"
  });
});
