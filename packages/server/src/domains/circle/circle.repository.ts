import type { DbClient } from '../../core/db';

/**
 * The reads every part of the circle area shares: a circle, and one user's membership row in it. Each part keeps its
 * own queries in its own repository file (circle-core.repository.ts...).
 */
export function circleRepository(db: DbClient) {
  return {
    circleById: (id: string) => db.circle.findUnique({ where: { id } }),
    memberOf: (circleId: string, userId: string) => db.circleMember.findUnique({ where: { circleId_userId: { circleId, userId } } }),
  };
}
export type CircleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleRepository>['circleById']>>>;
export type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleRepository>['memberOf']>>>;
