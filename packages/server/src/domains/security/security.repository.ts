import type { Db } from '../../db';

const SECRETS = {
  id: true, phone: true, regionCode: true, passwordHash: true, txPwdHash: true, txPwdFailCount: true, txPwdLockedUntil: true,
  idType: true, idNumberHash: true, wxOpenId: true, wxUnionId: true, loginLockedUntil: true,
} as const;
const REFEREE = { id: true, card: { select: { userId: true } } } as const;

/**
 * Prisma access for credentials, phone and WeChat ids, registration, captchas and WeChat OAuth states.
 * Counters are incremented in the database so concurrent wrong tries are all counted. No decisions here.
 */
export function securityRepository(db: Db) {
  return {
    secretsOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: SECRETS }),

    // --- Login password ---
    loginStateByPhone: (regionCode: string, phone: string) =>
      db.user.findUnique({
        where: { regionCode_phone: { regionCode, phone } },
        select: { id: true, phoneIdEcr: true, passwordHash: true, loginLockedUntil: true },
      }),
    /** Sets the first password only while none exists, so two racing requests cannot both succeed. */
    setPasswordIfUnset: (userId: string, passwordHash: string) =>
      db.user.updateMany({ where: { id: userId, passwordHash: null }, data: { passwordHash } }),
    replacePassword: (userId: string, passwordHash: string) =>
      db.user.update({ where: { id: userId }, data: { passwordHash, loginFailCount: 0, loginLockedUntil: null }, select: { id: true } }),
    recordLoginFailure: (userId: string) =>
      db.user.update({ where: { id: userId }, data: { loginFailCount: { increment: 1 } }, select: { loginFailCount: true } }),
    lockLogin: (userId: string, until: Date) =>
      db.user.update({ where: { id: userId }, data: { loginFailCount: 0, loginLockedUntil: until }, select: { id: true } }),
    clearLoginFailures: (userId: string) =>
      db.user.updateMany({ where: { id: userId, OR: [{ loginFailCount: { gt: 0 } }, { loginLockedUntil: { not: null } }] }, data: { loginFailCount: 0, loginLockedUntil: null } }),

    // --- Transaction password ---
    setTxPwdIfUnset: (userId: string, data: { txPwdHash: string; idType: string; idNumberHash: string }) =>
      db.user.updateMany({ where: { id: userId, txPwdHash: null }, data: { ...data, txPwdFailCount: 0, txPwdLockedUntil: null } }),
    replaceTxPwd: (userId: string, txPwdHash: string) =>
      db.user.update({ where: { id: userId }, data: { txPwdHash, txPwdFailCount: 0, txPwdLockedUntil: null }, select: SECRETS }),
    recordTxFailure: (userId: string) =>
      db.user.update({ where: { id: userId }, data: { txPwdFailCount: { increment: 1 } }, select: { txPwdFailCount: true } }),
    lockTx: (userId: string, until: Date) =>
      db.user.update({ where: { id: userId }, data: { txPwdFailCount: 0, txPwdLockedUntil: until }, select: { id: true } }),
    clearTxFailures: (userId: string) =>
      db.user.update({ where: { id: userId }, data: { txPwdFailCount: 0, txPwdLockedUntil: null }, select: { id: true } }),

    // --- Phone change ---
    /** The newest spent code of the current phone (purpose modifyPhoneOld): the proof for the change. */
    newestPhoneProof: (target: string) =>
      db.verificationCode.findFirst({
        where: { target, purpose: 'modifyPhoneOld', consumedAt: { not: null } }, orderBy: { consumedAt: 'desc' },
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
    /** Another user already holding either id. */
    otherWxHolder: (userId: string, openId: string, unionId: string) =>
      db.user.findFirst({ where: { id: { not: userId }, OR: [{ wxOpenId: openId }, { wxUnionId: unionId }] }, select: { id: true } }),
    bindWx: (userId: string, openId: string, unionId: string) =>
      db.user.update({ where: { id: userId }, data: { wxOpenId: openId, wxUnionId: unionId }, select: { wxOpenId: true, wxUnionId: true } }),
    unbindOpenId: (userId: string) => db.user.update({ where: { id: userId }, data: { wxOpenId: null }, select: { wxOpenId: true } }),
    unbindUnionId: (userId: string) => db.user.update({ where: { id: userId }, data: { wxUnionId: null }, select: { wxUnionId: true } }),

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

    // --- One-time secrets kept as verification-code rows (captcha answers, WeChat OAuth states) ---
    insertSecret: (data: { id: string; target: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date }) =>
      db.verificationCode.create({ data: { ...data, channel: 'none' }, select: { id: true } }),
    findSecret: (id: string, purpose: string) =>
      db.verificationCode.findFirst({ where: { id, purpose }, select: { id: true, target: true, codeHash: true, expiresAt: true, consumedAt: true } }),
    /** Spends a secret only if still unused, so one answer is never accepted twice. */
    spendSecret: (id: string, at: Date) => db.verificationCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: at } }),
  };
}
export type SecurityRepository = ReturnType<typeof securityRepository>;
