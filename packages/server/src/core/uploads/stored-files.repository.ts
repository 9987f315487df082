import type { Db } from '../../db';

/** Works on the client and inside a transaction alike. */
type StoredFileDb = Pick<Db, 'storedFile'>;

/** Prisma access to the record of stored files (who owns each key, for what, how many bytes). */
export function storedFilesRepository(db: StoredFileDb) {
  return {
    usedBytes: async (userId: string) => (await db.storedFile.aggregate({ where: { userId }, _sum: { bytes: true } }))._sum.bytes ?? 0,
    record: (row: { key: string; userId: string; purpose: string; bytes: number; createdAt: Date }) => db.storedFile.create({ data: row, select: { key: true } }),
    forget: (key: string) => db.storedFile.deleteMany({ where: { key } }),
    /** Whether `key` is a file this user stored for this purpose (the check behind every stored reference). */
    owns: async (userId: string, key: string, purpose: string) => (await db.storedFile.count({ where: { key, userId, purpose } })) > 0,
    /** Which of `keys` this user stored for any of `purposes` (one query for a list of references). */
    ownedOf: async (userId: string, keys: string[], purposes: readonly string[]) =>
      new Set((await db.storedFile.findMany({ where: { userId, key: { in: keys }, purpose: { in: [...purposes] } }, select: { key: true } })).map((r) => r.key)),
    keysOf: async (userId: string, purpose: string) => (await db.storedFile.findMany({ where: { userId, purpose }, select: { key: true } })).map((r) => r.key),
  };
}
