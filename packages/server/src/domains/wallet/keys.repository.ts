import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';

const FOUND_SELECT = { id: true, phoneIdEcr: true, phone: true, avatarUrl: true, card: { select: { name: true } } } as const;

/** Golden-key records, module unlocks and the user lookups of a key transfer. Key counts change in core/golden-keys. */
export function keysRepository(db: DbClient) {
  return {
    entryPage: (userId: string, sign: 'gain' | 'use', page: { skip: number; take: number }) => {
      const where = { userId, delta: sign === 'gain' ? { gt: 0 } : { lt: 0 } };
      return Promise.all([
        db.goldenKeyEntry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page, select: { id: true, delta: true, kind: true, createdAt: true } }),
        db.goldenKeyEntry.count({ where }),
      ]);
    },
    accessOf: (userId: string) =>
      db.user.findUnique({ where: { id: userId }, select: { vipExpiresAt: true, tempVipExpiresAt: true, goldenKeys: true } }),
    isUnlocked: (userId: string, moduleId: number) =>
      db.unlockedModule.findUnique({ where: { userId_moduleId: { userId, moduleId } }, select: { moduleId: true } }).then(Boolean),
    unlock: (userId: string, moduleId: number, now: Date) => db.unlockedModule.create({ data: { userId, moduleId, createdAt: now } }),
    userByIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, card: { select: { name: true } } } }),
    /** People whose card name holds the keyword and who allow strangers to find them; never the caller. */
    searchByName: (callerId: string, keyword: string, take: number) =>
      db.user.findMany({
        where: { id: { not: callerId }, allowStrangerSearch: true, card: { name: containsIgnoringCase(db, keyword) } },
        orderBy: { createdAt: 'desc' }, take, select: FOUND_SELECT,
      }),
    /** An exact number is what the person gave out, so it finds them whatever their stranger-search setting. */
    byMobile: (mobile: string) => db.user.findMany({ where: { regionCode: '+86', phone: mobile }, take: 1, select: FOUND_SELECT }),
    languageOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { language: true } }).then((u) => u?.language ?? 'zh-CN'),
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date }) =>
      db.message.create({ data: row, select: { id: true } }),
  };
}
