import type { DbClient } from '../../../core/db';

/** Prisma access of the annual report's share links (InsightShare): the live link of a year, making and revoking. */
export function insightShareRepository(db: DbClient) {
  const live = (userId: string, year: number) => ({ userId, year, revokedAt: null });
  return {
    liveOf: (userId: string, year: number) =>
      db.insightShare.findFirst({
        where: live(userId, year),
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true, createdAt: true },
      }),
    /** Revokes every live link of the year; answers how many. */
    revoke: async (userId: string, year: number, at: Date) => (await db.insightShare.updateMany({ where: live(userId, year), data: { revokedAt: at } })).count,
    create: (row: { id: string; userId: string; year: number; tokenHash: string; snapshot: string; createdAt: Date }) => db.insightShare.create({ data: row }),
    /** A live link by its token's hash. */
    byTokenHash: (tokenHash: string) => db.insightShare.findFirst({ where: { tokenHash, revokedAt: null } }),
  };
}
