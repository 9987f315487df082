import { rowsAndTotal } from '../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Prisma } from '../../generated/prisma/client';

/** Registrations that hold a seat: paid or free ones, and paid ones whose order is still open. */
const LIVE_REGISTRATION = ['unpaid', 'registered'];

export type ActivityWrite = Pick<
  Prisma.ActivityUncheckedCreateInput,
  'title' | 'intro' | 'coverUrl' | 'startTime' | 'endTime' | 'signUpEnd' | 'address' | 'lat' | 'lng' | 'feeFen' | 'capacity'
>;

/** Prisma access of the events part: the public list, the owner's list and writes, the viewer's registration, attendees. */
export function activityEventsRepository(db: DbClient) {
  return {
    /**
     * The spec's list: published activities of kind "activity" (not deleted) published inside the window, newest
     * published first; `notEndedAt` keeps only those whose end is still ahead (the default: upcoming and ongoing).
     * Not counted: the list answers without a total (lib/paging uncountedPageResult).
     */
    publishedPage: (f: { from: Date; to: Date; userId?: string; notEndedAt?: Date }, skip: number, take: number) => {
      const where: Prisma.ActivityWhereInput = {
        kind: 'activity',
        status: 'ACTIVE',
        deletedAt: null,
        publishedAt: { gte: f.from, lte: f.to },
        ...(f.userId ? { userId: f.userId } : {}),
        ...(f.notEndedAt ? { OR: [{ endTime: null }, { endTime: { gte: f.notEndedAt } }] } : {}),
      };
      return db.activity.findMany({ where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], skip, take });
    },
    /** The owner's activities of kind "activity" in every state, newest created first. */
    ownPage: (userId: string, skip: number, take: number) => {
      const where: Prisma.ActivityWhereInput = { userId, kind: 'activity', deletedAt: null };
      return rowsAndTotal(
        { skip, take },
        () => db.activity.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.activity.count({ where }),
      );
    },
    create: (row: ActivityWrite & { id: string; userId: string; now: Date }) => {
      const { now, ...data } = row;
      return db.activity.create({ data: { ...data, kind: 'activity', status: 'draft', createdAt: now, updatedAt: now } });
    },
    update: (id: string, data: ActivityWrite, now: Date) => db.activity.update({ where: { id }, data: { ...data, updatedAt: now } }),
    /** Draft → ACTIVE only while still a draft (two taps at once publish once). */
    publish: async (id: string, now: Date) =>
      (await db.activity.updateMany({ where: { id, status: 'draft', deletedAt: null }, data: { status: 'ACTIVE', publishedAt: now, updatedAt: now } })).count === 1,
    softDelete: (id: string, now: Date) => db.activity.update({ where: { id }, data: { deletedAt: now, updatedAt: now } }),

    /** The viewer's own registration state for one activity (null when none). */
    myRegistrationState: async (activityId: string, userId: string) =>
      (await db.activityRegistration.findUnique({ where: { activityId_userId: { activityId, userId } }, select: { state: true } }))?.state ?? null,
    countLiveRegistrations: (activityId: string) => db.activityRegistration.count({ where: { activityId, state: { in: LIVE_REGISTRATION } } }),
    /** Who a notification reaches: people whose registration stands (paid or free). */
    attendeeIds: async (activityId: string) =>
      // Visitors registered without an account (issue 32) have no message centre: only accounts are told.
      (await db.activityRegistration.findMany({ where: { activityId, state: 'registered', userId: { not: null } }, select: { userId: true } })).flatMap((r) => (r.userId ? [r.userId] : [])),
    addMessages: (rows: ({ id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns)[]) => db.message.createMany({ data: rows }),
    markNotified: (id: string, now: Date) => db.activity.update({ where: { id }, data: { notifiedAt: now } }),
  };
}
