import type { ActivityPhase, TRegField } from '@card/contract';
import type { Activity } from '../../generated/prisma/client';

/**
 * Pure rules every part of the activity area shares (no clock reads: `now` comes in). A published (ACTIVE) activity
 * is upcoming before its start, ongoing until its end, ended after; a registration page (kind form) has no window
 * and is ongoing until its sign-up end. Registration is open while published, not ended, before the sign-up end
 * (default: the end) and with a seat left (capacity 0 = unlimited).
 */
type Timed = Pick<Activity, 'status' | 'startTime' | 'endTime' | 'signUpEnd' | 'deletedAt'>;

export function phaseOf(a: Timed, now: Date): ActivityPhase {
  if (a.status === 'draft') return 'draft';
  if (a.status === 'cancelled' || a.deletedAt) return 'cancelled';
  if (a.endTime && now > a.endTime) return 'ended';
  if (!a.endTime && a.signUpEnd && now > a.signUpEnd) return 'ended';
  if (a.startTime && now < a.startTime) return 'upcoming';
  return 'ongoing';
}

/** When registration closes: the sign-up end, else the end of the activity, else never. */
export const signUpClosesAt = (a: Pick<Activity, 'signUpEnd' | 'endTime'>): Date | null => a.signUpEnd ?? a.endTime;

export function isOpenForSignUp(a: Timed & Pick<Activity, 'capacity' | 'enrolled'>, now: Date): boolean {
  const phase = phaseOf(a, now);
  if (phase !== 'upcoming' && phase !== 'ongoing') return false;
  const closes = signUpClosesAt(a);
  if (closes && now > closes) return false;
  return a.capacity === 0 || a.enrolled < a.capacity;
}

/** The registration form stored on an activity (a malformed column reads as no fields). */
export function fieldsOf(a: Pick<Activity, 'fields'>): TRegField[] {
  try {
    const v = JSON.parse(a.fields) as unknown;
    return Array.isArray(v) ? (v as TRegField[]) : [];
  } catch {
    return [];
  }
}
