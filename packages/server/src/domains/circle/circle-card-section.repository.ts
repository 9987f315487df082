import type { Db } from '../../db';

/** The public card's circles section (circle.card-section.ts): the circles the owner runs that visitors may see. */
export function circleCardSectionRepository(db: Db) {
  return {
    // circle-access.ts: a banned or dissolved circle is shown to nobody; the owner runs the circles they own.
    circles: (userId: string, take: number) =>
      db.circle.findMany({
        where: { ownerId: userId, state: { in: ['normal', 'warned'] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, name: true, avatarUrl: true },
      }),
  };
}
