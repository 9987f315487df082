import type { DbClient } from '../db';

/** Prisma access of core/people: a card's public id to its user, and people's public faces. */
export function peopleRepository(db: DbClient) {
  return {
    userIdOf: async (phoneIdEcr: string) => (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,
    faces: (ids: string[]) =>
      db.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, language: true, card: { select: { name: true } } },
      }),
  };
}
