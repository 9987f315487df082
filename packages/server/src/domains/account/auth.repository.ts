import type { Db } from '../../db';

/** Prisma access for users' credentials, sessions and verification codes. No decisions here. */
export function authRepository(db: Db) {
  return {
    findUserByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({ where: { regionCode_phone: { regionCode, phone } }, select: { id: true, phoneIdEcr: true, passwordHash: true } }),

    createSession: (data: { id: string; tokenHash: string; userId: string; expiresAt: Date }) => db.session.create({ data, select: { id: true, expiresAt: true } }),

    revokeSession: (id: string, at: Date) => db.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } }),

    revokeUserSessions: (userId: string, at: Date, exceptId?: string) =>
      db.session.updateMany({ where: { userId, revokedAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) }, data: { revokedAt: at } }),

    insertCode: (data: { id: string; target: string; purpose: string; codeHash: string; channel: string; expiresAt: Date; createdAt: Date }) =>
      db.verificationCode.create({ data, select: { id: true } }),

    recentCodes: (target: string, purpose: string, since: Date) =>
      db.verificationCode.findMany({
        where: { target, purpose, createdAt: { gte: since } },
        orderBy: { createdAt: 'desc' },
        select: { id: true, codeHash: true, attempts: true, expiresAt: true, consumedAt: true, channel: true, createdAt: true },
      }),

    /** Removes a code the SMS gateway never delivered. */
    deleteCode: (id: string) => db.verificationCode.deleteMany({ where: { id } }),

    countAttempt: (id: string) => db.verificationCode.update({ where: { id }, data: { attempts: { increment: 1 } }, select: { attempts: true } }),

    /** Consumes a code only if still unused, so two concurrent checks cannot both succeed. */
    consumeCode: (id: string, at: Date) => db.verificationCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: at } }),
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
