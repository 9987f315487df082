import type { Db } from '../../db';
import { ATTEMPT_COLUMNS, userAttemptCounter, type AttemptCounter } from '../../core/users';

const SECRETS = {
  id: true,
  phone: true,
  regionCode: true,
  passwordHash: true,
  txPwdHash: true,
  txPwdFailCount: true,
  txPwdLockedUntil: true,
  idType: true,
  idNumberHash: true,
  wxOpenId: true,
  wxUnionId: true,
} as const;

/**
 * Prisma access for passwords, phone and WeChat ids (login state, registration and one-time secrets are in core).
 * Counters change by conditional statements in the database, so simultaneous tries can neither slip past the limit
 * nor go uncounted. No decisions here.
 */
export function securityRepository(db: Db) {
  return {
    secretsOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: SECRETS }),

    // --- Login password ---
    /** Sets the first password only while none exists, so two racing requests cannot both succeed. */
    setPasswordIfUnset: (userId: string, passwordHash: string) => db.user.updateMany({ where: { id: userId, passwordHash: null }, data: { passwordHash } }),
    replacePassword: (userId: string, passwordHash: string) =>
      db.user.update({ where: { id: userId }, data: { passwordHash, loginFailCount: 0, loginLockedUntil: null }, select: { id: true } }),

    // --- Transaction password ---
    setTxPwdIfUnset: (userId: string, data: { txPwdHash: string; idType: string; idNumberHash: string }) =>
      db.user.updateMany({ where: { id: userId, txPwdHash: null }, data: { ...data, txPwdFailCount: 0, txPwdLockedUntil: null } }),
    replaceTxPwd: (userId: string, txPwdHash: string) => db.user.update({ where: { id: userId }, data: { txPwdHash, txPwdFailCount: 0, txPwdLockedUntil: null }, select: SECRETS }),
    /** The transaction password's try counter (core/users attempt-gate). */
    txAttempts: (userId: string): AttemptCounter => userAttemptCounter(db, userId, ATTEMPT_COLUMNS.txPwd),

    // --- Phone change ---
    /** The newest spent code of the current phone (purpose modifyPhoneOld): the proof for the change. */
    newestPhoneProof: (target: string) =>
      db.verificationCode.findFirst({
        where: { target, purpose: 'modifyPhoneOld', consumedAt: { not: null } },
        orderBy: { consumedAt: 'desc' },
        select: { id: true, consumedAt: true },
      }),
    /** Spends the proof and moves the phone in one transaction; a proof used twice changes nothing the second time. */
    changePhone: (userId: string, proofId: string, regionCode: string, phone: string) =>
      db.$transaction(async (tx) => {
        const spent = await tx.verificationCode.updateMany({ where: { id: proofId, purpose: 'modifyPhoneOld' }, data: { purpose: 'modifyPhoneOldSpent' } });
        if (spent.count !== 1) return null;
        return tx.user.update({ where: { id: userId }, data: { regionCode, phone }, select: { phone: true, regionCode: true } });
      }),

    // --- WeChat ---
    /** The account a WeChat is bound to (signing in by WeChat): by openid, else by unionid. */
    userByWx: (openId: string, unionId: string | null) =>
      db.user.findFirst({ where: { OR: [{ wxOpenId: openId }, ...(unionId ? [{ wxUnionId: unionId }] : [])] }, select: { id: true, phoneIdEcr: true } }),
    openIdOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { wxOpenId: true } }))?.wxOpenId ?? null,
    /** Another user already holding either id. */
    otherWxHolder: (userId: string, openId: string, unionId: string | null) =>
      db.user.findFirst({ where: { id: { not: userId }, OR: [{ wxOpenId: openId }, ...(unionId ? [{ wxUnionId: unionId }] : [])] }, select: { id: true } }),
    /** A unionid WeChat did not give (an official account without an open platform) leaves the stored one as it is. */
    bindWx: (userId: string, openId: string, unionId: string | null) =>
      db.user.update({ where: { id: userId }, data: { wxOpenId: openId, ...(unionId ? { wxUnionId: unionId } : {}) }, select: { wxOpenId: true, wxUnionId: true } }),
    unbindOpenId: (userId: string) => db.user.update({ where: { id: userId }, data: { wxOpenId: null }, select: { wxOpenId: true } }),
    unbindUnionId: (userId: string) => db.user.update({ where: { id: userId }, data: { wxUnionId: null }, select: { wxUnionId: true } }),
  };
}
export type SecurityRepository = ReturnType<typeof securityRepository>;
