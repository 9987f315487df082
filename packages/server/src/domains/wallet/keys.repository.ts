import { rowsAndTotal } from '../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { ACCESS_USER_SELECT } from '../../core/access';
import { containsIgnoringCase } from '../../core/sql-values';

const FOUND_SELECT = { id: true, phoneIdEcr: true, phone: true, avatarUrl: true, card: { select: { name: true } } } as const;

/** Golden-key records, module unlocks and the user lookups of a key transfer. Key counts change in core/golden-keys. */
export function keysRepository(db: DbClient) {
  return {
    entryPage: (userId: string, sign: 'gain' | 'use', page: { skip: number; take: number }) => {
      const where = { userId, delta: sign === 'gain' ? { gt: 0 } : { lt: 0 } };
      return rowsAndTotal(
        page,
        () => db.goldenKeyEntry.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page, select: { id: true, delta: true, kind: true, createdAt: true } }),
        () => db.goldenKeyEntry.count({ where }),
      );
    },
    accessOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { vipExpiresAt: true, tempVipExpiresAt: true, goldenKeys: true } }),
    /** What the module state is made of (core/access), read in the unlock's transaction, with the key count. */
    accessRowOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { ...ACCESS_USER_SELECT, goldenKeys: true } }),
    unlock: (userId: string, moduleId: number, now: Date) => db.unlockedModule.create({ data: { userId, moduleId, createdAt: now } }),
    /** Takes an unlock back (the refund of one that opened nothing). */
    relock: (userId: string, moduleId: number) => db.unlockedModule.deleteMany({ where: { userId, moduleId } }),
    /** Unlocks of these modules, whoever holds them (the refund's work list). */
    unlocksOf: (moduleIds: number[]) =>
      db.unlockedModule.findMany({ where: { moduleId: { in: moduleIds } }, orderBy: [{ userId: 'asc' }, { moduleId: 'asc' }], select: { userId: true, moduleId: true } }),
    /** The key spends of a user's unlocks of one module (refIds `<id>` and `<id>:<n>`, wallet.rules unlockRef). */
    unlockSpendsOf: (userId: string, moduleId: number) =>
      db.goldenKeyEntry.findMany({
        where: { userId, kind: 'unlock', OR: [{ refId: String(moduleId) }, { refId: { startsWith: `${moduleId}:` } }] },
        orderBy: { createdAt: 'asc' },
        select: { refId: true, delta: true },
      }),
    userByIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, card: { select: { name: true } } } }),
    /** People whose card name holds the keyword and who allow strangers to find them; never the caller. */
    searchByName: (callerId: string, keyword: string, take: number) =>
      db.user.findMany({
        where: { id: { not: callerId }, allowStrangerSearch: true, card: { name: containsIgnoringCase(db, keyword) } },
        orderBy: { createdAt: 'desc' },
        take,
        select: FOUND_SELECT,
      }),
    /** An exact number is what the person gave out, so it finds them whatever their stranger-search setting. */
    byMobile: (mobile: string) => db.user.findMany({ where: { regionCode: '+86', phone: mobile }, take: 1, select: FOUND_SELECT }),
    languageOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { language: true } }).then((u) => u?.language ?? 'zh-CN'),
    addMessage: (row: { id: string; userId: string; title: string; content: string; link?: string; createdAt: Date } & TMessageColumns) =>
      db.message.create({ data: row, select: { id: true } }),
  };
}
