import type { Db } from '../../db';
import type { AttemptCounter } from './attempt-gate';

const REFEREE = { id: true, card: { select: { userId: true } } } as const;

/**
 * Prisma access for the user rows that sign-in (account) and password changes (security) both touch: login
 * state and its try counter, referees and registration. Counters change by conditional statements in the database,
 * so simultaneous tries can neither slip past the limit nor go uncounted. No decisions here.
 */
export function usersRepository(db: Db) {
  const clearLogin = (userId: string) =>
    db.user.updateMany({ where: { id: userId, OR: [{ loginFailCount: { gt: 0 } }, { loginLockedUntil: { not: null } }] }, data: { loginFailCount: 0, loginLockedUntil: null } });
  return {
    loginStateByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({
        where: { regionCode_phone: { regionCode, phone } },
        select: { id: true, phoneIdEcr: true, passwordHash: true },
      }),
    /** The login password's try counter (attempt-gate.ts): each statement decides in the database alone. */
    loginAttempts: (userId: string): AttemptCounter => ({
      releaseRunOut: (now) =>
        db.user.updateMany({ where: { id: userId, loginLockedUntil: { lte: now } }, data: { loginFailCount: 0, loginLockedUntil: null } }),
      reserve: async (max) => {
        // One UPDATE ... RETURNING: the condition and the increment happen together, whatever runs beside it.
        const [row] = await db.user.updateManyAndReturn({
          where: { id: userId, loginFailCount: { lt: max }, loginLockedUntil: null },
          data: { loginFailCount: { increment: 1 } },
          select: { loginFailCount: true },
        });
        return row ? row.loginFailCount : null;
      },
      lockIfFull: (max, until) =>
        db.user.updateMany({ where: { id: userId, loginFailCount: { gte: max }, loginLockedUntil: null }, data: { loginLockedUntil: until } }),
      clear: () => clearLogin(userId),
      state: async () => {
        const row = await db.user.findUnique({ where: { id: userId }, select: { loginFailCount: true, loginLockedUntil: true } });
        return row && { failures: row.loginFailCount, lockedUntil: row.loginLockedUntil };
      },
    }),
    clearLoginFailures: (userId: string) => clearLogin(userId),

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
