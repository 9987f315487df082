import type { Db } from '../../db';

/** Prisma access for the share area: the light card reads that QR codes need, relations, and visit counts. */
export function shareRepository(db: Db) {
  return {
    /** Just enough of a card to draw its QR code: owner id, avatar and name (the logo). */
    qrSubject: (where: { id: string } | { phoneIdEcr: string }) =>
      db.user.findUnique({ where, select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true } } } }),
    ownerIdOf: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    isSubscribed: async (userId: string, targetId: string) =>
      Boolean(await db.subscription.findUnique({ where: { userId_targetId: { userId, targetId } }, select: { id: true } })),
    visitsSince: (ownerId: string, since: Date) => db.cardVisit.count({ where: { ownerId, createdAt: { gte: since } } }),
    /** How many cards had more visits than `visits` since `since` (those ranked ahead). */
    ownersAhead: async (since: Date, visits: number) =>
      (await db.cardVisit.groupBy({ by: ['ownerId'], where: { createdAt: { gte: since } }, having: { ownerId: { _count: { gt: visits } } } })).length,
    cardCount: () => db.card.count(),
  };
}
export type ShareRepository = ReturnType<typeof shareRepository>;
