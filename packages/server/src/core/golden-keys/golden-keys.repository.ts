import type { DbClient } from '../db';

/** A user's golden keys: the count on the user row and the entries that explain it. */
export function goldenKeysRepository(db: DbClient) {
  return {
    entryExists: (userId: string, kind: string, refId: string) => db.goldenKeyEntry.findUnique({ where: { userId_kind_refId: { userId, kind, refId } }, select: { id: true } }).then(Boolean),
    /** Changes the count; a spend only while enough keys are left (one conditional UPDATE). Answers whether it did. */
    async change(userId: string, delta: number) {
      const where = delta < 0 ? { id: userId, goldenKeys: { gte: -delta } } : { id: userId };
      return (await db.user.updateMany({ where, data: { goldenKeys: { increment: delta } } })).count === 1;
    },
    addEntry: (row: { id: string; userId: string; delta: number; kind: string; refId: string; note: string | null; createdAt: Date }) =>
      db.goldenKeyEntry.create({ data: row, select: { id: true } }),
    count: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { goldenKeys: true } }).then((u) => u?.goldenKeys ?? 0),
  };
}
