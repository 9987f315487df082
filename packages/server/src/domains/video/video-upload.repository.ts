import { rowsAndTotal } from '../../lib/paging';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';

type UploadDb = Pick<Db, 'videoUpload' | 'microVideo' | 'videoLabel' | 'videoType' | 'user' | 'queueTask'>;

/** Prisma access of the upload part: upload logs, the video made from one, and the checks it needs. */
export function videoUploadRepository(db: UploadDb) {
  return {
    create: (data: Prisma.VideoUploadUncheckedCreateInput) => db.videoUpload.create({ data }),
    byId: (id: string) => db.videoUpload.findUnique({ where: { id } }),
    /** The caller's upload log; null for someone else's or an unknown id. */
    own: (userId: string, id: string) => db.videoUpload.findFirst({ where: { id, userId } }),
    /** A kept upload of the caller with these bytes (the same file twice), with what the refusal names and links to. */
    sameBytes: (userId: string, sha256: string) =>
      db.videoUpload.findFirst({ where: { userId, sha256 }, orderBy: { createdAt: 'desc' }, select: { id: true, fileName: true, videoId: true } }),
    /** The caller's logs, newest first. */
    page: async (userId: string, skip: number, take: number) => {
      const where = { userId };
      const [items, total] = await rowsAndTotal(
        { skip, take },
        () => db.videoUpload.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.videoUpload.count({ where }),
      );
      return { items, total };
    },
    update: (id: string, data: Prisma.VideoUploadUncheckedUpdateManyInput) => db.videoUpload.updateMany({ where: { id }, data }),
    /** Marks it made into `videoId`, only if no video was made from it meanwhile (answers whether it was). */
    linkVideo: async (id: string, videoId: string, now: Date) => (await db.videoUpload.updateMany({ where: { id, videoId: null }, data: { videoId, updatedAt: now } })).count === 1,
    remove: (id: string) => db.videoUpload.deleteMany({ where: { id } }),
    removeTask: (taskId: string) => db.queueTask.deleteMany({ where: { id: taskId } }),
    /** Logs whose retention ended and that never became a video (the sweep takes them a batch at a time). */
    expired: (now: Date, take: number) => db.videoUpload.findMany({ where: { videoId: null, expiresAt: { lte: now } }, orderBy: { expiresAt: 'asc' }, take }),

    // --- making a video ---
    videoCount: (userId: string) => db.microVideo.count({ where: { userId, deletedByOwnerAt: null } }),
    lastSort: async (userId: string) => (await db.microVideo.aggregate({ where: { userId }, _max: { sort: true } }))._max.sort,
    createVideo: (data: Prisma.MicroVideoUncheckedCreateInput) => db.microVideo.create({ data }),
    videoById: (id: string) => db.microVideo.findUnique({ where: { id } }),
    companyOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { companyId: true } }))?.companyId ?? null,
    /** A label the user may put on a video: their own, their company's, or a platform label. */
    usableLabel: (userId: string, companyId: string | null, id: string) =>
      db.videoLabel.findFirst({
        where: { id, OR: [{ userId }, { userId: null, companyId: null }, ...(companyId ? [{ companyId }] : [])] },
        select: { id: true },
      }),
    ownType: (userId: string, id: string) => db.videoType.findFirst({ where: { id, userId }, select: { id: true } }),
  };
}
