import type { Db } from '../../db';
import type { AttemptCounter } from './attempt-gate';
import { ATTEMPT_COLUMNS, userAttemptCounter } from './attempt-counter.repository';

const REFEREE = { id: true, card: { select: { userId: true } } } as const;

/**
 * Prisma access for the user rows that sign-in (account) and password changes (security) both touch: login
 * state and its try counter, referees and registration. Counters change by conditional statements in the database,
 * so simultaneous tries can neither slip past the limit nor go uncounted. No decisions here.
 */
export function usersRepository(db: Db) {
  return {
    loginStateByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({
        where: { regionCode_phone: { regionCode, phone } },
        select: { id: true, phoneIdEcr: true, passwordHash: true },
      }),
    /** The login password's try counter (attempt-gate.ts). */
    loginAttempts: (userId: string): AttemptCounter => userAttemptCounter(db, userId, ATTEMPT_COLUMNS.login),
    clearLoginFailures: (userId: string) => userAttemptCounter(db, userId, ATTEMPT_COLUMNS.login).clear(),

    // --- Registration ---
    refereeByPhone: (regionCode: string, phone: string) => db.user.findUnique({ where: { regionCode_phone: { regionCode, phone } }, select: REFEREE }),
    refereeByIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: REFEREE }),
    createUserWithCard: (data: {
      id: string;
      phoneIdEcr: string;
      regionCode: string;
      phone: string;
      passwordHash: string | null;
      refereeId: string | null;
      name: string;
      modules: { moduleId: number; sort: number }[];
    }) =>
      db.user.create({
        data: {
          id: data.id,
          phoneIdEcr: data.phoneIdEcr,
          regionCode: data.regionCode,
          phone: data.phone,
          passwordHash: data.passwordHash,
          refereeId: data.refereeId,
          card: { create: { name: data.name } },
          modules: { create: data.modules.map((m) => ({ moduleId: m.moduleId, sort: m.sort, zone: 'main' })) },
        },
        select: { id: true, phoneIdEcr: true },
      }),
  };
}
