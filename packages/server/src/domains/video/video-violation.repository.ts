import { rowsAndTotal } from '../../lib/paging';
import type { DbClient } from '../../core/db';

/** Prisma access of violations: the owner's taken-down videos, complaints and their decisions, file references. */
export function videoViolationRepository(db: DbClient) {
  const takenDown = (userId: string) => ({ userId, takenDownAt: { not: null }, deletedByOwnerAt: null });
  return {
    countTakenDown: (userId: string) => db.microVideo.count({ where: takenDown(userId) }),
    pageOfTakenDown: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.microVideo.findMany({ where: takenDown(userId), orderBy: [{ takenDownAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.microVideo.count({ where: takenDown(userId) }),
      ),
    takenDownAmong: (userId: string, ids: string[]) =>
      db.microVideo.findMany({
        where: { ...takenDown(userId), id: { in: ids } },
        select: { id: true, videoUrl: true, coverUrl: true },
      }),
    /** Conditional: only videos still taken down and not deleted; the count says whether all of them moved. */
    markDeleted: async (userId: string, ids: string[], now: Date) =>
      (await db.microVideo.updateMany({ where: { ...takenDown(userId), id: { in: ids } }, data: { deletedByOwnerAt: now, shared: false, updatedAt: now } })).count,
    /** Whether anything else still plays a file: another live video (a synced copy) or an upload not yet made a video. */
    stillReferenced: async (url: string, exceptIds: string[]) => {
      const [videos, uploads] = await Promise.all([
        db.microVideo.count({ where: { id: { notIn: exceptIds }, deletedByOwnerAt: null, OR: [{ videoUrl: url }, { coverUrl: url }] } }),
        db.videoUpload.count({ where: { videoId: null, OR: [{ videoUrl: url }, { coverUrl: url }] } }),
      ]);
      return videos + uploads > 0;
    },

    // --- complaints ---
    pageOfOpen: (skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.videoComplaint.findMany({ where: { state: 'open' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip, take }),
        () => db.videoComplaint.count({ where: { state: 'open' } }),
      ),
    complaint: (id: string) => db.videoComplaint.findUnique({ where: { id } }),
    videosOf: (ids: string[]) => db.microVideo.findMany({ where: { id: { in: ids } } }),
    /** Conditional on the complaint still being open: a second operator deciding at once changes nothing. */
    decide: async (id: string, state: string, operatorId: string, now: Date) =>
      (await db.videoComplaint.updateMany({ where: { id, state: 'open' }, data: { state, decidedBy: operatorId, decidedAt: now } })).count === 1,
    upholdAllOpen: (videoId: string, operatorId: string, now: Date) =>
      db.videoComplaint.updateMany({ where: { videoId, state: 'open' }, data: { state: 'upheld', decidedBy: operatorId, decidedAt: now } }),
    /** Taken down once: a later upheld complaint keeps the first reason; unshared and out of the choiceness set. */
    takeDown: (videoId: string, reason: string, now: Date) =>
      db.microVideo.updateMany({
        where: { id: videoId, takenDownAt: null },
        data: { takenDownAt: now, takedownReason: reason, shared: false, sharedAt: null, choiceness: false, choicenessAt: null, updatedAt: now },
      }),
    isOperator: async (userId: string) => (await db.userRole.count({ where: { userId, role: 'operator' } })) > 0,
  };
}
