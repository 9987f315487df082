import { LIMITS } from '@card/contract';
import type { Db } from '../../db';
import { cachedRead } from '../read-cache';

/**
 * The user's fields the access state is made of. The session lookup nests this select (one query per request);
 * `accessRepository` reads the same fields for someone else (a viewed card's owner), so the unlock state has one
 * definition whoever asks.
 */
export const ACCESS_USER_SELECT = {
  vipExpiresAt: true,
  tempVipExpiresAt: true,
  companyId: true,
  companyRole: true,
  roles: { select: { role: true } },
  unlockedModules: { select: { moduleId: true } },
} as const;

const ACCESS_ROW_CACHE = { maxEntries: LIMITS.cache.perUser, ownRows: ['UserRole', 'UnlockedModule'] } as const;

/** Prisma access for the access state: the caller's comes with their session, someone else's is read by user. */
export function accessRepository(db: Db) {
  return {
    /** Kept in memory per user like the session's copy (core/read-cache): module screens ask for it on every open. */
    accessRowOf: (userId: string) =>
      cachedRead(db, 'access.row', ACCESS_ROW_CACHE, userId, async () => {
        const row = await db.user.findUnique({ where: { id: userId }, select: ACCESS_USER_SELECT });
        return row && { owner: userId, value: row };
      }),
    /**
     * A session by its token's hash, with what the permission guard needs in one query (plugins/session.ts reads
     * it on every signed-in call; the account area writes sessions).
     */
    sessionByTokenHash: (tokenHash: string) =>
      db.session.findUnique({
        where: { tokenHash },
        select: { id: true, userId: true, expiresAt: true, revokedAt: true, user: { select: ACCESS_USER_SELECT } },
      }),
    /** Whether the user's card is in an active custody (the dealer part's DealerCustody; guard of blockedInCustody). */
    inCustody: async (userId: string) => (await db.dealerCustody.count({ where: { ownerId: userId, status: 'active' } })) > 0,
  };
}
