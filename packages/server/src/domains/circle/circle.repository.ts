import type { DbClient } from '../../core/db';

/**
 * The reads every part of the circle area shares: a circle, and one user's membership row in it. Each part keeps its
 * own queries in its own repository file (circle-core.repository.ts...).
 */
export function circleRepository(db: DbClient) {
  return {
    circleById: (id: string) => db.circle.findUnique({ where: { id } }),
    memberOf: (circleId: string, userId: string) => db.circleMember.findUnique({ where: { circleId_userId: { circleId, userId } } }),
    labelsOf: async (circleIds: string[]) => {
      const rows = await db.circleLabel.findMany({ where: { circleId: { in: circleIds } } });
      const by = new Map<string, string[]>();
      for (const r of rows) by.set(r.circleId, [...(by.get(r.circleId) ?? []), r.label]);
      return by;
    },
    membersOf: (circleIds: string[], userId: string) => db.circleMember.findMany({ where: { circleId: { in: circleIds }, userId } }),
    adminCount: (circleId: string) => db.circleMember.count({ where: { circleId, state: 'joined', role: 'admin' } }),
    /** Card name and public id of users (a circle's owner, members, publishers). */
    people: (userIds: string[]) => db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true } } } }),
  };
}
export type CircleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleRepository>['circleById']>>>;
export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleRepository>['memberOf']>>>;
