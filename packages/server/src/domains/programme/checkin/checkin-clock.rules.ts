import { LIMITS } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';

/**
 * Pure rules of the morning check-in: China time whatever the server's zone. Beijing has no daylight saving, so
 * "Beijing time" is UTC+8 exactly: days, seconds of day and ISO weeks come from plain arithmetic on the instant.
 */
const L = LIMITS.programmeCheckin;
const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The Beijing calendar day "YYYY-MM-DD" of an instant and the seconds since that day's 00:00. */
export function beijingMoment(at: Date): { day: string; secondOfDay: number } {
  const shifted = at.getTime() + BEIJING_OFFSET_MS;
  const day = new Date(shifted).toISOString().slice(0, 10);
  const secondOfDay = Math.floor((((shifted % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
  return { day, secondOfDay };
}

/** Whether a second of the Beijing day is inside the morning window [windowStart, windowEnd) (minutes). */
export const inMorningWindow = (secondOfDay: number) => secondOfDay >= L.windowStart * 60 && secondOfDay < L.windowEnd * 60;

/** Refuses a check-in outside the window (the catalogue message names the window). */
export function assertMorningWindow(secondOfDay: number): void {
  if (!inMorningWindow(secondOfDay)) throw new DomainError('CLOCK_OUTSIDE_WINDOW');
}

/** A day string as the UTC midnight of that date (calendar arithmetic only, never a real instant). */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** `day` moved by `n` calendar days. */
export const addDays = (day: string, n: number) => dayOf(new Date(dateOf(day).getTime() + n * DAY_MS));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / DAY_MS);

/** The Monday of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const weekday = (dateOf(day).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return addDays(day, -weekday);
}

/** The ISO week of `day` as "YYYY-Www": the week belongs to the year of its Thursday (ISO 8601). */
export function isoWeekKey(day: string): string {
  const thursday = addDays(weekStart(day), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last `n` days ending with `today`, oldest first. */
export const lastDays = (today: string, n: number) => Array.from({ length: n }, (_, i) => addDays(today, i - n + 1));

/** The last `n` ISO weeks ending with today's, oldest first: key and Monday. */
export const lastWeeks = (today: string, n: number) => Array.from({ length: n }, (_, i) => addDays(weekStart(today), (i - n + 1) * 7)).map((start) => ({ week: isoWeekKey(start), start }));

/** An average second of day, rounded (null when there is nothing to average). */
export const averageSecond = (sum: number, count: number) => (count > 0 ? Math.round(sum / count) : null);

/** The optional mood: trimmed; blank stays blank. The sensitive-word check is the service's (it needs the list). */
export const moodOf = (raw: string | undefined) => (raw ?? '').trim();
