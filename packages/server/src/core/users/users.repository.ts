import type { Db } from '../../db';

const REFEREE = { id: true, card: { select: { userId: true } } } as const;

/**
 * Prisma access for the user rows that sign-in (account) and password changes (security) both touch: login
 * state and its failure counter, referees and registration. Counters are incremented in the database so
 * concurrent wrong tries are all counted. No decisions here.
 */
export function usersRepository(db: Db) {
  return {
    loginStateByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({
        where: { regionCode_phone: { regionCode, phone } },
        select: { id: true, phoneIdEcr: true, passwordHash: true, loginLockedUntil: true },
      }),
    recordLoginFailure: (userId: string) =>
      db.user.update({ where: { id: userId }, data: { loginFailCount: { increment: 1 } }, select: { loginFailCount: true } }),
    lockLogin: (userId: string, until: Date) =>
      db.user.update({ where: { id: userId }, data: { loginFailCount: 0, loginLockedUntil: until }, select: { id: true } }),
    clearLoginFailures: (userId: string) =>
      db.user.updateMany({ where: { id: userId, OR: [{ loginFailCount: { gt: 0 } }, { loginLockedUntil: { not: null } }] }, data: { loginFailCount: 0, loginLockedUntil: null } }),

    // --- Registration ---
    refereeByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({ where: { regionCode_phone: { regionCode, phone } }, select: REFEREE }),
    refereeByIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: REFEREE }),
    createUserWithCard: (data: {
      id: string; phoneIdEcr: string; regionCode: string; phone: string; passwordHash: string | null; refereeId: string | null; name: string;
      modules: { moduleId: number; sort: number }[];
    }) =>
      db.user.create({
        data: {
          id: data.id, phoneIdEcr: data.phoneIdEcr, regionCode: data.regionCode, phone: data.phone, passwordHash: data.passwordHash, refereeId: data.refereeId,
          card: { create: { name: data.name } },
          modules: { create: data.modules.map((m) => ({ moduleId: m.moduleId, sort: m.sort, zone: 'main' })) },
        },
        select: { id: true, phoneIdEcr: true },
      }),
  };
}
