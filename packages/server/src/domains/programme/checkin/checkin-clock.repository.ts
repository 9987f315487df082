import { rowsAndTotal } from '../../../lib/paging';
import type { DbClient } from '../../../core/db';
import type { Prisma } from '../../../generated/prisma/client';

export type ClockRow = { id: string; userId: string; day: string; weekKey: string; secondOfDay: number; mood: string; createdAt: Date };

/** The daily ranking's order: earliest second of the day, then the exact instant, then the id (pages never overlap). */
const DAILY_ORDER: Prisma.CheckinRecordOrderByWithRelationInput[] = [{ secondOfDay: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }];
/** The all-time order: most days, then the earlier first check-in, then the id. */
const ALL_ORDER: Prisma.CheckinTotalOrderByWithRelationInput[] = [{ days: 'desc' }, { firstAt: 'asc' }, { userId: 'asc' }];

/** Prisma access of the morning check-in: records, running totals, and the three rankings' reads. */
export function checkinClockRepository(db: DbClient) {
  return {
    findDay: (userId: string, day: string) => db.checkinRecord.findUnique({ where: { userId_day: { userId, day } } }),
    /** The record of the day; the unique (userId, day) key refuses a second one (P2002), concurrent taps included. */
    create: (row: ClockRow) => db.checkinRecord.create({ data: row }),
    /** The running totals follow each check-in in its transaction (the all-time ranking reads them). */
    addToTotal: (userId: string, day: string, secondOfDay: number, at: Date) =>
      db.checkinTotal.upsert({
        where: { userId },
        create: { userId, days: 1, secondSum: secondOfDay, firstAt: at, lastDay: day, updatedAt: at },
        update: { days: { increment: 1 }, secondSum: { increment: secondOfDay }, lastDay: day, updatedAt: at },
      }),
    total: (userId: string) => db.checkinTotal.findUnique({ where: { userId } }),
    countDay: (day: string) => db.checkinRecord.count({ where: { day } }),

    // --- daily ---
    dailyPage: (day: string, skip: number, take: number) => db.checkinRecord.findMany({ where: { day }, orderBy: DAILY_ORDER, skip, take }),
    /** Check-ins of the day ahead of `r` in the daily order. */
    dailyAhead: (r: ClockRow) =>
      db.checkinRecord.count({
        where: {
          day: r.day,
          OR: [
            { secondOfDay: { lt: r.secondOfDay } },
            { secondOfDay: r.secondOfDay, createdAt: { lt: r.createdAt } },
            { secondOfDay: r.secondOfDay, createdAt: r.createdAt, id: { lt: r.id } },
          ],
        },
      }),

    // --- weekly: per user of the week, count desc then average time asc (same count: sum order is average order) ---
    weeklyPage: (weekKey: string, skip: number, take: number) =>
      db.checkinRecord.groupBy({
        by: ['userId'],
        where: { weekKey },
        _count: { userId: true },
        _sum: { secondOfDay: true },
        orderBy: [{ _count: { userId: 'desc' } }, { _sum: { secondOfDay: 'asc' } }, { userId: 'asc' }],
        skip,
        take,
      }),
    weeklyUsers: async (weekKey: string) => (await db.checkinRecord.groupBy({ by: ['userId'], where: { weekKey } })).length,
    weeklyOf: (weekKey: string, userId: string) =>
      db.checkinRecord.groupBy({
        by: ['userId'],
        where: { weekKey, userId },
        _count: { userId: true },
        _sum: { secondOfDay: true },
      }),
    /** Everyone of the week with at least `count` check-ins (the caller's place is counted from them). */
    weeklyAtLeast: (weekKey: string, count: number) =>
      db.checkinRecord.groupBy({
        by: ['userId'],
        where: { weekKey },
        _count: { userId: true },
        _sum: { secondOfDay: true },
        having: { userId: { _count: { gte: count } } },
      }),

    // --- all-time ---
    allPage: (skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.checkinTotal.findMany({ where: { days: { gt: 0 } }, orderBy: ALL_ORDER, skip, take }),
        () => db.checkinTotal.count({ where: { days: { gt: 0 } } }),
      ),
    allAhead: (t: { userId: string; days: number; firstAt: Date }) =>
      db.checkinTotal.count({
        where: {
          OR: [{ days: { gt: t.days } }, { days: t.days, firstAt: { lt: t.firstAt } }, { days: t.days, firstAt: t.firstAt, userId: { lt: t.userId } }],
        },
      }),

    // --- personal data ---
    countBetween: (userId: string, from: string, to: string) => db.checkinRecord.count({ where: { userId, day: { gte: from, lte: to } } }),
    earliest: async (userId: string) => (await db.checkinRecord.aggregate({ where: { userId }, _min: { secondOfDay: true } }))._min.secondOfDay,
    since: (userId: string, from: string) =>
      db.checkinRecord.findMany({
        where: { userId, day: { gte: from } },
        select: { day: true, weekKey: true, secondOfDay: true },
        orderBy: { day: 'asc' },
      }),
  };
}
