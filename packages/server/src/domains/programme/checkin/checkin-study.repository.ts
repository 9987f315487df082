import type { DbClient } from '../../../core/db';

/** Prisma access of the seven-day study guide: the seeded lessons, each user's start and finished lessons. */
export function checkinStudyRepository(db: DbClient) {
  return {
    lessons: () => db.checkinStudyLesson.findMany({ orderBy: { day: 'asc' } }),
    lesson: (day: number) => db.checkinStudyLesson.findUnique({ where: { day } }),
    start: (userId: string) => db.checkinStudyStart.findUnique({ where: { userId } }),
    /** The caller's start; a concurrent first open may have written it first (P2002 is the caller's to read again). */
    createStart: (userId: string, startDay: string, at: Date) => db.checkinStudyStart.create({ data: { userId, startDay, createdAt: at } }),
    finishedDays: async (userId: string) => new Set((await db.checkinStudyProgress.findMany({ where: { userId }, select: { day: true } })).map((r) => r.day)),
    /** One row per user and lesson: finishing twice (or two taps at once) leaves one. */
    finish: (userId: string, day: number, at: Date) =>
      db.checkinStudyProgress.upsert({
        where: { userId_day: { userId, day } },
        create: { userId, day, finishedAt: at },
        update: {},
      }),
  };
}
