import { rowsAndTotal } from '../../lib/paging';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';

type ScanDb = Pick<Db, 'cardScan' | 'queueTask'>;

/** Prisma access of the paper card part: scans, and the paper contacts they become. */
export function networkScanRepository(db: ScanDb) {
  return {
    create: (data: Prisma.CardScanUncheckedCreateInput) => db.cardScan.create({ data }),
    byId: (id: string) => db.cardScan.findUnique({ where: { id } }),
    /** The caller's scan (not discarded); null for someone else's or an unknown id. */
    own: (ownerId: string, id: string) => db.cardScan.findFirst({ where: { id, ownerId, status: { not: 'discarded' } } }),
    /** Scans started since `from`, discarded ones included (the day's budget). */
    countSince: (ownerId: string, from: Date) => db.cardScan.count({ where: { ownerId, createdAt: { gte: from } } }),
    savedCount: (ownerId: string) => db.cardScan.count({ where: { ownerId, status: 'saved' } }),
    update: (id: string, data: Prisma.CardScanUncheckedUpdateManyInput) => db.cardScan.updateMany({ where: { id }, data }),
    /** Writes only while the scan is in one of `from` (answers whether it was). */
    updateFrom: async (id: string, from: string[], data: Prisma.CardScanUncheckedUpdateManyInput) =>
      (await db.cardScan.updateMany({ where: { id, status: { in: from } }, data })).count === 1,
    saved: async (ownerId: string, skip: number, take: number) => {
      const where = { ownerId, status: 'saved' };
      const [items, total] = await rowsAndTotal(
        { skip, take },
        () => db.cardScan.findMany({ where, orderBy: [{ savedAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.cardScan.count({ where }),
      );
      return { items, total };
    },
    removeTask: (taskId: string) => db.queueTask.deleteMany({ where: { id: taskId, status: { in: ['queued', 'failed'] } } }),
  };
}
