import type { Db } from '../../db';

/** Prisma access for the share area: the light card reads that QR codes need, relations, and visit counts. */
export function shareRepository(db: Db) {
  return {
    /** Just enough of a card to draw its QR code: owner id, avatar and name (the logo). */
    qrSubject: (where: { id: string } | { phoneIdEcr: string }) => db.user.findUnique({ where, select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true } } } }),
    ownerIdOf: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    isSubscribed: async (userId: string, targetId: string) => Boolean(await db.subscription.findUnique({ where: { userId_targetId: { userId, targetId } }, select: { id: true } })),
    visitsSince: (ownerId: string, since: Date) => db.cardVisit.count({ where: { ownerId, createdAt: { gte: since } } }),
    /** How many shown cards had more visits than `visits` since `since` (those ranked ahead; hidden cards take no place). */
    ownersAhead: async (since: Date, visits: number) => {
      const ahead = (await db.cardVisit.groupBy({ by: ['ownerId'], where: { createdAt: { gte: since } }, having: { ownerId: { _count: { gt: visits } } } })).map((g) => g.ownerId);
      let hidden = 0;
      // In slices, so a long list never exceeds SQLite's bound on query parameters.
      for (let i = 0; i < ahead.length; i += 500) hidden += await db.user.count({ where: { id: { in: ahead.slice(i, i + 500) }, showInMobileSite: false } });
      return ahead.length - hidden;
    },
    /** Cards in the rank: those their owners show. */
    cardCount: () => db.card.count({ where: { user: { showInMobileSite: true } } }),
  };
}
export type ShareRepository = ReturnType<typeof shareRepository>;
