import { LIMITS } from '@card/contract';
import type { Db } from '../../db';
import { cachedRead } from '../../core/read-cache';

/**
 * The management centre's reads, kept in memory per user (core/read-cache, decision 0013): the home screen asks for
 * them on every open, and a write to the models they are made of drops the user's entry.
 */
// What each value is made of is derived from its reads (core/read-cache); the user's card and roles are their own.
const HOME_USER = { maxEntries: LIMITS.cache.perUser, ownRows: ['Card', 'UserRole'] } as const;
const HOME_MODULES = { maxEntries: LIMITS.cache.perUser } as const;

const selectHomeUser = {
  phoneIdEcr: true,
  phone: true,
  regionCode: true,
  avatarUrl: true,
  vipExpiresAt: true,
  tempVipExpiresAt: true,
  enterprise: true,
  language: true,
  passwordHash: true,
  card: { select: { name: true } },
  roles: { select: { role: true } },
} as const;

export function homeRepository(db: Db) {
  const readUser = (id: string) => db.user.findUnique({ where: { id }, select: selectHomeUser });
  const readModules = (userId: string) => db.userModule.findMany({ where: { userId }, select: { moduleId: true, zone: true, sort: true, visible: true } });
  return {
    userForHome: (id: string) =>
      cachedRead<NonNullable<Awaited<ReturnType<typeof readUser>>>>(db, 'home.user', HOME_USER, id, async () => {
        const u = await readUser(id);
        return u && { owner: id, value: u };
      }),
    userIdByPhoneIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    moduleRows: async (userId: string) =>
      (await cachedRead<Awaited<ReturnType<typeof readModules>>>(db, 'home.modules', HOME_MODULES, userId, async () => ({ owner: userId, value: await readModules(userId) })))!,
  };
}
