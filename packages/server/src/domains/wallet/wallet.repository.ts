import type { IncomeSource, TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { type FeedKey, rowsAndTotal } from '../../lib/paging';

const WITHDRAWAL_SELECT = { id: true, amountFen: true, state: true, createdAt: true, finishedAt: true, failReason: true } as const;

/** A keyset seek after `after` in (createdAt desc, id desc) order. */
// `createdAt <= at` repeats what the OR implies: with it SQLite seeks the (accountId, createdAt, id) index to the
// cursor instead of walking it from the top (the bench: a page after row 99,000 of 100,000 took 6.3x the first).
const after = (k: FeedKey | null) => (k ? { createdAt: { lte: k.at }, OR: [{ createdAt: { lt: k.at } }, { createdAt: k.at, id: { lt: k.id } }] } : {});

/** The wallet's tables: withdrawals, the withdrawal WeChat, frozen income, and reads of the ledger's postings. */
export function walletRepository(db: DbClient) {
  return {
    // --- binding ---
    bindingOf: (userId: string) => db.walletBinding.findUnique({ where: { userId } }),
    upsertBinding: (userId: string, openId: string, nickname: string, now: Date) =>
      db.walletBinding.upsert({
        where: { userId },
        update: { openId, nickname, boundAt: now },
        create: { userId, openId, nickname, boundAt: now },
      }),
    deleteBinding: (userId: string) => db.walletBinding.deleteMany({ where: { userId } }),
    setSpokesperson: (userId: string, realName: string) =>
      db.walletBinding.updateMany({ where: { userId, spokesperson: false }, data: { spokesperson: true, realName } }).then((r) => r.count === 1),
    hasTxPwd: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { txPwdHash: true } }).then((u) => Boolean(u?.txPwdHash)),

    // --- withdrawals ---
    /** Today's withdrawals that count against the limits (a failed one gave its money back, so it does not). */
    withdrawnSince: async (userId: string, from: Date) => {
      const r = await db.withdrawal.aggregate({
        where: { userId, createdAt: { gte: from }, state: { not: 'failed' } },
        _sum: { amountFen: true },
        _count: { _all: true },
      });
      return { sumFen: r._sum.amountFen ?? 0, count: r._count._all };
    },
    insertWithdrawal: (row: { id: string; userId: string; amountFen: number; openId: string; outBatchNo: string; createdAt: Date }) =>
      db.withdrawal.create({ data: row, select: { ...WITHDRAWAL_SELECT, outBatchNo: true, openId: true } }),
    withdrawalPage: (userId: string, page: { skip: number; take: number }) =>
      rowsAndTotal(
        page,
        () => db.withdrawal.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page, select: WITHDRAWAL_SELECT }),
        () => db.withdrawal.count({ where: { userId } }),
      ),
    withdrawalById: (id: string) => db.withdrawal.findUnique({ where: { id }, select: { ...WITHDRAWAL_SELECT, userId: true } }),
    hasPendingWithdrawal: (userId: string) => db.withdrawal.count({ where: { userId, state: 'pending' } }).then((n) => n > 0),
    pendingWithdrawals: (before: Date, take: number) =>
      db.withdrawal.findMany({
        where: { state: 'pending', createdAt: { lte: before } },
        orderBy: { createdAt: 'asc' },
        take,
        select: { id: true, userId: true, amountFen: true, outBatchNo: true, openId: true },
      }),
    /** pending -> succeeded | failed, once: answers whether this call made the change. */
    finishWithdrawal: (id: string, state: 'succeeded' | 'failed', failReason: string | null, now: Date) =>
      db.withdrawal.updateMany({ where: { id, state: 'pending' }, data: { state, failReason, finishedAt: now } }).then((r) => r.count === 1),

    // --- frozen income ---
    frozenPage: (userId: string, page: { skip: number; take: number }) =>
      rowsAndTotal(
        page,
        () =>
          db.frozenIncome.findMany({
            where: { userId },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            ...page,
            select: { id: true, amountFen: true, source: true, orderId: true, state: true, releaseAt: true, createdAt: true },
          }),
        () => db.frozenIncome.count({ where: { userId } }),
      ),
    incomeTotal: (userId: string, source?: IncomeSource) => db.frozenIncome.groupBy({ by: ['state'], where: { userId, ...(source ? { source } : {}) }, _sum: { amountFen: true } }),
    dueIncome: (now: Date, take: number) =>
      db.frozenIncome.findMany({
        where: { state: 'frozen', releaseAt: { lte: now } },
        orderBy: { releaseAt: 'asc' },
        take,
        select: { id: true, userId: true, amountFen: true, orderId: true },
      }),
    orderStates: (ids: string[]) => db.order.findMany({ where: { id: { in: ids } }, select: { id: true, state: true, userId: true } }),
    releaseIncome: (id: string, now: Date) => db.frozenIncome.updateMany({ where: { id, state: 'frozen' }, data: { state: 'released', releasedAt: now } }).then((r) => r.count === 1),

    // --- ledger reads ---
    postings: (accountId: string, take: number, key: FeedKey | null, f: { sign?: 'in' | 'out'; kinds?: string[]; from?: Date; to?: Date }) =>
      db.ledgerPosting.findMany({
        where: {
          accountId,
          ...after(key),
          ...(f.sign ? { amountFen: f.sign === 'in' ? { gt: 0 } : { lt: 0 } } : {}),
          ...(f.kinds ? { journal: { kind: { in: f.kinds } } } : {}),
          ...(f.from && f.to ? { AND: [{ createdAt: { gte: f.from } }, { createdAt: { lt: f.to } }] } : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, amountFen: true, createdAt: true, journal: { select: { kind: true, memo: true, refId: true } } },
      }),
    /** What bills and frozen rows name (issue 32): the income records and the orders they came from. */
    incomesByIds: (ids: string[]) => (ids.length ? db.frozenIncome.findMany({ where: { id: { in: ids } }, select: { id: true, source: true, orderId: true } }) : Promise.resolve([])),
    // Whole rows: each line's title handler reads the order's own fields (terms, title) in the caller's language.
    ordersByIds: (ids: string[]) => (ids.length ? db.order.findMany({ where: { id: { in: ids } } }) : Promise.resolve([])),

    // --- spokesperson ---
    referredCount: (userId: string) => db.user.count({ where: { refereeId: userId } }),
    referredPage: (userId: string, page: { skip: number; take: number }) =>
      db.user.findMany({
        where: { refereeId: userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
        select: { id: true, avatarUrl: true, createdAt: true, card: { select: { name: true } } },
      }),
    phoneIdEcrOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { phoneIdEcr: true } }),

    // --- messages ---
    /** The user's language, for a message written in it (a message row keeps one language). */
    languageOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { language: true } }))?.language,
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
