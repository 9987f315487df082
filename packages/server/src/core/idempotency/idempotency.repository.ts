import type { Db } from '../../db';

/** Prisma access for stored answers of idempotent calls. No decisions here. */
export function idempotencyRepository(db: Db) {
  return {
    /** Claims the key; the primary key makes a concurrent duplicate fail with P2002. */
    claim: (data: { key: string; userId: string; route: string; bodyHash: string; createdAt: Date; expiresAt: Date }) => db.idempotencyKey.create({ data, select: { key: true } }),
    find: (key: string) => db.idempotencyKey.findUnique({ where: { key }, select: { bodyHash: true, state: true, httpStatus: true, response: true, expiresAt: true, createdAt: true } }),
    /** Takes over an abandoned claim: only the one repeat that still sees it as it was gets it. */
    takeOver: async (key: string, claimedAt: Date, now: Date) =>
      (await db.idempotencyKey.updateMany({ where: { key, state: 'pending', createdAt: claimedAt }, data: { createdAt: now } })).count === 1,
    complete: (key: string, httpStatus: number, response: string) => db.idempotencyKey.updateMany({ where: { key, state: 'pending' }, data: { state: 'done', httpStatus, response } }),
    release: (key: string) => db.idempotencyKey.deleteMany({ where: { key, state: 'pending' } }),
    /** An expired answer is forgotten, so the id can act again. */
    forget: (key: string) => db.idempotencyKey.deleteMany({ where: { key } }),
    deleteExpired: (before: Date) => db.idempotencyKey.deleteMany({ where: { expiresAt: { lt: before } } }),
  };
}
