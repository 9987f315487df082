import type { DbClient } from '../../core/db';

/** Prisma access both parts of the activity area share. */
export function activityRepository(db: DbClient) {
  return {
    /** An activity that is not deleted; null for an unknown or deleted id. */
    byId: (id: string) => db.activity.findFirst({ where: { id, deletedAt: null } }),
    /** The owner's activity (not deleted); null for someone else's or an unknown id. */
    own: (userId: string, id: string) => db.activity.findFirst({ where: { id, userId, deletedAt: null } }),
    /** Published activities of an owner not over yet at `now` (the card page's entry). */
    currentCount: (userId: string, now: Date) =>
      db.activity.count({
        where: { userId, kind: 'activity', status: 'ACTIVE', deletedAt: null, OR: [{ endTime: null }, { endTime: { gt: now } }] },
      }),
  };
}
