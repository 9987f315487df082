import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { Activity } from '../../generated/prisma/client';
import { phaseOf } from './activity.rules';

/**
 * Pure rules of the events part (no Prisma, no clock reads: `now` comes in). Times typed without an offset are China
 * time (UTC+8, no daylight saving): the spec's list window ("end of today 23:59:59") and the owner's datetime inputs
 * both mean the wall clock in China.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A typed date or date-time as an instant, or null when it is not a real one (2024-02-30, 24:00). `endOfDay`: a date
 * without a time means the last millisecond of that day (the list's endTime), else its first.
 */
export function parseChinaTime(raw: string, endOfDay = false): Date | null {
  const m = LOCAL.exec(raw);
  if (m) {
    const [y, mo, d, h, mi, s, ms] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
    const dateOnly = h === undefined;
    const parts = [y!, mo! - 1, d!, h ?? 0, mi ?? 0, s ?? 0, ms ?? 0] as const;
    const utc = Date.UTC(...parts);
    const back = new Date(utc);
    // Date.UTC rolls 02-30 over to 03-01: a round trip that changes a part means the input was not a real date.
    if (
      back.getUTCFullYear() !== y ||
      back.getUTCMonth() !== mo! - 1 ||
      back.getUTCDate() !== d ||
      back.getUTCHours() !== (h ?? 0) ||
      back.getUTCMinutes() !== (mi ?? 0) ||
      back.getUTCSeconds() !== (s ?? 0)
    )
      return null;
    return new Date(utc - CHINA_OFFSET_MS + (dateOnly && endOfDay ? DAY_MS - 1 : 0));
  }
  if (WITH_OFFSET.test(raw)) {
    const t = new Date(raw);
    return Number.isNaN(t.getTime()) ? null : t;
  }
  return null;
}

/** The same, refusing with SUBMIT_DATA_ERROR naming the field. */
export function timeOf(raw: string, field: string, endOfDay = false): Date {
  const t = parseChinaTime(raw, endOfDay);
  if (!t) throw new DomainError('SUBMIT_DATA_ERROR', { field });
  return t;
}

/** The last millisecond of today in China (23:59:59.999 UTC+8): the spec's default end of the list window. */
export function endOfChinaToday(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(dayStart + DAY_MS - 1 - CHINA_OFFSET_MS);
}

/**
 * The spec's list window on publishedAt, both ends included: startTime defaults to 1990-01-01 (China time), endTime
 * to the end of today. A start after the end is refused naming startTime.
 */
export function listWindow(q: { startTime?: string; endTime?: string }, now: Date): { from: Date; to: Date } {
  const from = timeOf(q.startTime ?? LIMITS.activity.listStartLowerBound, 'startTime');
  const to = q.endTime !== undefined ? timeOf(q.endTime, 'endTime', true) : endOfChinaToday(now);
  if (from > to) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'startTime' });
  return { from, to };
}

export interface ActivityTimes {
  startTime: Date;
  endTime: Date;
  signUpEnd: Date | null;
}

/** The time window an activity may be saved or published with: start < end, end in the future, sign-up end <= end. */
export function assertActivityTimes(t: ActivityTimes, now: Date): void {
  if (t.endTime <= t.startTime) throw new DomainError('ACTIVITY_END_NOT_AFTER_START', { field: 'endTime' });
  if (t.endTime <= now) throw new DomainError('ACTIVITY_END_PASSED', { field: 'endTime' });
  if (t.signUpEnd && t.signUpEnd > t.endTime) throw new DomainError('ACTIVITY_SIGNUP_AFTER_END', { field: 'signUpEnd' });
}

/** A map point is both coordinates or none; the refusal names the one missing. */
export function mapPointOf(lat: number | undefined, lng: number | undefined): { lat: number | null; lng: number | null } {
  if (lat === undefined && lng === undefined) return { lat: null, lng: null };
  if (lat === undefined) throw new DomainError('ACTIVITY_MAP_POINT_HALF', { field: 'lat' });
  if (lng === undefined) throw new DomainError('ACTIVITY_MAP_POINT_HALF', { field: 'lng' });
  return { lat, lng };
}

type Editable = Pick<Activity, 'status' | 'startTime' | 'endTime' | 'signUpEnd' | 'deletedAt' | 'feeFen' | 'enrolled'>;

/**
 * What an update may change. A cancelled or ended activity is closed; once someone holds a seat (`registered`: live
 * registrations, pending payments included) the fee is what they agreed to pay, and the capacity cannot drop below
 * the seats taken (0 = unlimited always fits).
 */
export function assertUpdate(row: Editable, next: { feeFen: number; capacity: number }, registered: number, now: Date): void {
  const phase = phaseOf(row, now);
  if (phase === 'cancelled' || phase === 'ended') throw new DomainError('ACTIVITY_NOT_EDITABLE', { field: 'id' });
  if (next.feeFen !== row.feeFen && (registered > 0 || row.enrolled > 0)) throw new DomainError('ACTIVITY_FEE_LOCKED', { field: 'feeFen' });
  if (next.capacity !== 0 && next.capacity < row.enrolled) throw new DomainError('ACTIVITY_CAPACITY_BELOW_ENROLLED', { field: 'capacity' });
}

/** Only a draft is published, and only while its window still lies ahead. */
export function assertPublishable(row: Editable, now: Date): void {
  if (row.status !== 'draft') throw new DomainError('ACTIVITY_NOT_DRAFT', { field: 'id' });
  if (!row.startTime || !row.endTime) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'startTime' });
  assertActivityTimes({ startTime: row.startTime, endTime: row.endTime, signUpEnd: row.signUpEnd }, now);
}

/** Deleting is for what nobody can still attend: a draft, a cancelled or an ended activity. */
export function assertDeletable(row: Editable, now: Date): void {
  const phase = phaseOf(row, now);
  if (phase === 'upcoming' || phase === 'ongoing') throw new DomainError('ACTIVITY_STILL_LIVE', { field: 'id' });
}

/** Seats left, or null when the capacity is unlimited (0). */
export const seatsLeftOf = (a: Pick<Activity, 'capacity' | 'enrolled'>): number | null => (a.capacity === 0 ? null : Math.max(0, a.capacity - a.enrolled));
