import type { Db } from '../../db';

/**
 * The user's fields the access state is made of. The session lookup nests this select (one query per request);
 * `accessRepository` reads the same fields for someone else (a viewed card's owner), so the unlock state has one
 * definition whoever asks.
 */
export const ACCESS_USER_SELECT = {
  vipExpiresAt: true, tempVipExpiresAt: true, companyId: true, companyRole: true,
  roles: { select: { role: true } }, unlockedModules: { select: { moduleId: true } },
} as const;

/** Prisma access for the access state of a user who is not the caller (the caller's comes with the session). */
export function accessRepository(db: Db) {
  return {
    accessRowOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: ACCESS_USER_SELECT }),
  };
}
