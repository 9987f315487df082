import type { TStudyHome, TStudyLesson, TStudyLessonItem } from '@card/contract';
import type { AppContext } from '../../../context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { DomainError } from '../../../lib/domain-error';
import { beijingMoment } from './checkin-clock.rules';
import { checkinStudyRepository } from './checkin-study.repository';
import { assertCanFinish, assertUnlocked, lessonState, progressOf, unlocksOn } from './checkin-study.rules';

type LessonRow = { day: number; titleZh: string; titleEn: string; bodyZh: string; bodyEn: string; imageUrl: string };

/**
 * The seven-day study guide: the caller's guide starts at their first open (the Beijing day of it); lesson N unlocks
 * N-1 days later and lessons are finished in order (checkin-study.rules.ts). Finishing earns nothing but progress.
 */
export function checkinStudyService(ctx: AppContext) {
  const repo = checkinStudyRepository(ctx.db);
  const today = () => beijingMoment(ctx.clock.now()).day;

  /** The caller's start day, written at the first open; a concurrent first open wrote it already: read theirs. */
  async function startOf(userId: string): Promise<string> {
    const found = await repo.start(userId);
    if (found) return found.startDay;
    try {
      return (await repo.createStart(userId, today(), ctx.clock.now())).startDay;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return (await repo.start(userId))!.startDay;
    }
  }

  const itemOf = (l: LessonRow, startDay: string, day: string, finished: ReadonlySet<number>): TStudyLessonItem => ({
    day: l.day,
    titleZh: l.titleZh,
    titleEn: l.titleEn,
    imageUrl: l.imageUrl,
    state: lessonState(startDay, day, l.day, finished),
    unlocksOn: unlocksOn(startDay, l.day),
  });

  async function lessonOf(userId: string, lessonDay: number, startDay: string, day: string): Promise<TStudyLesson> {
    const [l, finished] = await Promise.all([repo.lesson(lessonDay), repo.finishedDays(userId)]);
    if (!l) throw new DomainError('NOT_FOUND', { field: 'day' });
    return { ...itemOf(l, startDay, day, finished), bodyZh: l.bodyZh, bodyEn: l.bodyEn, progress: progressOf(finished) };
  }

  return {
    async home(userId: string): Promise<TStudyHome> {
      const startDay = await startOf(userId);
      const day = today();
      const [lessons, finished] = await Promise.all([repo.lessons(), repo.finishedDays(userId)]);
      return { startDay, progress: progressOf(finished), lessons: lessons.map((l) => itemOf(l, startDay, day, finished)) };
    },

    async lesson(userId: string, lessonDay: number): Promise<TStudyLesson> {
      const startDay = await startOf(userId);
      const day = today();
      assertUnlocked(startDay, day, lessonDay);
      return lessonOf(userId, lessonDay, startDay, day);
    },

    async finish(userId: string, lessonDay: number): Promise<TStudyLesson> {
      const startDay = await startOf(userId);
      const day = today();
      if (!(await repo.lesson(lessonDay))) throw new DomainError('NOT_FOUND', { field: 'day' });
      assertCanFinish(startDay, day, lessonDay, await repo.finishedDays(userId));
      try {
        await repo.finish(userId, lessonDay, ctx.clock.now());
      } catch (err) {
        // Two taps at once on PostgreSQL: both upserts insert, one meets the other's row; it is finished either way.
        if (!isUniqueViolation(err)) throw err;
      }
      return lessonOf(userId, lessonDay, startDay, day);
    },
  };
}
