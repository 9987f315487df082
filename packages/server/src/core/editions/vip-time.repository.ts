import type { DbClient } from '../db';

/** The VIP expiry columns of a user (the only table this facility touches). */
export function vipTimeRepository(db: DbClient) {
  return {
    vipOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { vipExpiresAt: true, tempVipExpiresAt: true, regionCode: true } }),
    /** Sets the expiry only if it is still `expected` (a concurrent change makes this answer false: retry or refuse). */
    setVipIf: async (userId: string, expected: Date | null, next: Date | null) =>
      (await db.user.updateMany({ where: { id: userId, vipExpiresAt: expected }, data: { vipExpiresAt: next } })).count === 1,
  };
}
