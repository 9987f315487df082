import type { Db } from '../../db';

/** One-time secrets kept as verification-code rows (captcha answers, WeChat OAuth states). No decisions here. */
export function secretsRepository(db: Db) {
  return {
    insertSecret: (data: { id: string; target: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date; payload?: string }) =>
      db.verificationCode.create({ data: { ...data, channel: 'none' }, select: { id: true } }),
    findSecret: (id: string, purpose: string) =>
      db.verificationCode.findFirst({ where: { id, purpose }, select: { id: true, target: true, codeHash: true, expiresAt: true, consumedAt: true, payload: true } }),
    /** Spends a secret only if still unused, so one answer is never accepted twice. */
    spendSecret: (id: string, at: Date) => db.verificationCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: at } }),
  };
}
