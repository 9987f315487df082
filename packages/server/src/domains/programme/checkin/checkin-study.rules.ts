import { LIMITS, type StudyLessonState, type TStudyProgress } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';
import { addDays, daysBetween } from './checkin-clock.rules';

/**
 * Pure rules of the seven-day study guide. Chosen rule: lesson N unlocks on the (N-1)th Beijing day after the
 * caller first opened the guide (day 1 at once, day 7 six days later), and lessons are finished in order (N needs
 * N-1 finished). Unlocking by the calendar keeps the "one lesson a day" pace; finishing in order keeps progress a
 * simple count. No reward is attached to finishing: progress is shown to the user only.
 */
const TOTAL = LIMITS.programmeCheckin.studyLessons;

/** The Beijing day lesson `day` unlocks for a guide started on `startDay`. */
export const unlocksOn = (startDay: string, day: number) => addDays(startDay, day - 1);

export const isUnlocked = (startDay: string, today: string, day: number) => daysBetween(startDay, today) >= day - 1;

export function lessonState(startDay: string, today: string, day: number, finished: ReadonlySet<number>): StudyLessonState {
  if (finished.has(day)) return 'finished';
  return isUnlocked(startDay, today, day) ? 'open' : 'locked';
}

/** Refuses opening a lesson before it unlocks. */
export function assertUnlocked(startDay: string, today: string, day: number): void {
  if (!isUnlocked(startDay, today, day)) throw new DomainError('STUDY_LESSON_LOCKED', { field: 'day' });
}

/** Refuses finishing a locked lesson, or one whose previous lesson is not finished yet. */
export function assertCanFinish(startDay: string, today: string, day: number, finished: ReadonlySet<number>): void {
  assertUnlocked(startDay, today, day);
  if (day > 1 && !finished.has(day - 1)) throw new DomainError('STUDY_OUT_OF_ORDER', { field: 'day' });
}

export function progressOf(finished: ReadonlySet<number>, total = TOTAL): TStudyProgress {
  const n = [...finished].filter((d) => d >= 1 && d <= total).length;
  return { finished: n, total, percent: total ? Math.floor((n * 100) / total) : 0 };
}
