import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';
import type { AttemptCounter } from './attempt-gate';

/** The two secrets a user guesses at, each with its own pair of columns on the user row. */
export const ATTEMPT_COLUMNS = {
  login: { count: 'loginFailCount', lockedUntil: 'loginLockedUntil', held: 'loginHeld', takenAt: 'loginTakenAt' },
  txPwd: { count: 'txPwdFailCount', lockedUntil: 'txPwdLockedUntil', held: 'txPwdHeld', takenAt: 'txPwdTakenAt' },
} as const;
type Columns = (typeof ATTEMPT_COLUMNS)[keyof typeof ATTEMPT_COLUMNS];

/**
 * A secret's try counter (attempt-gate.ts) on the user row: each method is one conditional statement, so the
 * condition and the change happen together in the database whatever runs beside it. The column names vary by
 * secret, so the objects are built with computed keys and typed back to Prisma's input types.
 */
export function userAttemptCounter(db: Db, userId: string, c: Columns): AttemptCounter {
  const where = (w: Record<string, unknown>) => ({ id: userId, ...w }) as Prisma.UserWhereInput;
  const data = (d: Record<string, unknown>) => d as Prisma.UserUpdateManyMutationInput;
  return {
    releaseRunOut: (now) => db.user.updateMany({ where: where({ [c.lockedUntil]: { lte: now } }), data: data({ [c.count]: 0, [c.held]: 0, [c.lockedUntil]: null }) }),
    reserve: async (max, now) => {
      // One UPDATE ... RETURNING: the try is taken only while fewer than `max` are taken and no lock is set.
      const [row] = await db.user.updateManyAndReturn({
        where: where({ [c.count]: { lt: max }, [c.lockedUntil]: null }),
        data: data({ [c.count]: { increment: 1 }, [c.held]: { increment: 1 }, [c.takenAt]: now }),
        select: { loginFailCount: true, txPwdFailCount: true },
      });
      return row ? row[c.count] : null;
    },
    settleWrong: () => db.user.updateMany({ where: where({ [c.held]: { gt: 0 } }), data: data({ [c.held]: { decrement: 1 } }) }),
    releaseAbandoned: (held, takenAt) =>
      db.user.updateMany({
        where: where({ [c.held]: held, [c.takenAt]: takenAt, [c.lockedUntil]: null, [c.count]: { gte: held } }),
        data: data({ [c.count]: { decrement: held }, [c.held]: 0 }),
      }),
    lockIfFull: (max, until) => db.user.updateMany({ where: where({ [c.count]: { gte: max }, [c.lockedUntil]: null }), data: data({ [c.lockedUntil]: until }) }),
    clear: () =>
      db.user.updateMany({
        where: where({ OR: [{ [c.count]: { gt: 0 } }, { [c.held]: { gt: 0 } }, { [c.lockedUntil]: { not: null } }] }),
        data: data({ [c.count]: 0, [c.held]: 0, [c.lockedUntil]: null }),
      }),
    state: async () => {
      const row = await db.user.findUnique({
        where: { id: userId },
        select: { loginFailCount: true, loginLockedUntil: true, loginHeld: true, loginTakenAt: true, txPwdFailCount: true, txPwdLockedUntil: true, txPwdHeld: true, txPwdTakenAt: true },
      });
      return row && { failures: row[c.count], lockedUntil: row[c.lockedUntil], held: row[c.held], takenAt: row[c.takenAt] };
    },
  };
}
