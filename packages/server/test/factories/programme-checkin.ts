import { beijingMoment, isoWeekKey } from '../../src/domains/programme/checkin/checkin-clock.rules';
import { lessonPicture, STUDY_SEED } from '../../src/domains/programme/checkin/checkin.seed';
import type { FactoryCtx } from './users';

/** Test factories of the programme area's checkin part (issue 18). */
type Person = { id: string };

/** The instant of a Beijing day and time ("2031-03-05", "06:30" or "06:30:15"). */
export const beijingAt = (day: string, time: string) => new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);

/**
 * A past morning check-in of `user` at a Beijing instant, with the running totals the service keeps (what
 * morningClockIn writes, without its window check: rankings and data tests place rows where they need them).
 */
export async function newCheckin(ctx: FactoryCtx, user: Person, at: Date, mood = '') {
  const { day, secondOfDay } = beijingMoment(at);
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.checkinRecord.create({ data: { id: ctx.ids.id(), userId: user.id, day, weekKey: isoWeekKey(day), secondOfDay, mood, createdAt: at } });
    await tx.checkinTotal.upsert({
      where: { userId: user.id },
      create: { userId: user.id, days: 1, secondSum: secondOfDay, firstAt: at, lastDay: day, updatedAt: at },
      update: { days: { increment: 1 }, secondSum: { increment: secondOfDay }, lastDay: day, updatedAt: at },
    });
    return row;
  });
}

/** The seven seeded lessons of the study guide (the seed's own text and pictures), once per database. */
export async function seedStudyLessons(ctx: FactoryCtx) {
  for (const l of STUDY_SEED) {
    if (await ctx.db.checkinStudyLesson.findUnique({ where: { day: l.day } })) continue;
    await ctx.db.checkinStudyLesson.create({
      data: {
        id: `studyLesson${l.day}`,
        day: l.day,
        titleZh: l.titleZh,
        titleEn: l.titleEn,
        bodyZh: l.bodyZh,
        bodyEn: l.bodyEn,
        imageUrl: lessonPicture(l),
      },
    });
  }
}
