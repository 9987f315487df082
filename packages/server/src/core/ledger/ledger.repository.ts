import type { IncomeSource } from '@card/contract';
import type { DbClient } from '../db';
import { parseAccount, type JournalInput } from './ledger.rules';

/**
 * The ledger's tables. Only `postJournal` writes balances, and always with the journal's rows in the same
 * transaction (the caller's): see ledger.ts.
 */
export function ledgerRepository(db: DbClient) {
  return {
    journalExists: (kind: string, refId: string) => db.ledgerJournal.findUnique({ where: { kind_refId: { kind, refId } }, select: { id: true } }).then(Boolean),

    /** Creates the account row on first use (a user's wallet starts at zero). */
    ensureAccount: (id: string) => {
      const user = parseAccount(id);
      return db.ledgerAccount.upsert({
        where: { id },
        update: {},
        create: { id, userId: user?.userId ?? null, kind: user ? user.bucket : id.split(':')[0]! },
      });
    },

    /**
     * Adds `amountFen` to a balance; with `floorZero`, only when the result stays at or above zero (one conditional
     * UPDATE, so concurrent spends cannot both pass a check made before). Answers whether it was applied.
     */
    async move(id: string, amountFen: number, floorZero: boolean) {
      const where = floorZero && amountFen < 0 ? { id, balanceFen: { gte: BigInt(-amountFen) } } : { id };
      const { count } = await db.ledgerAccount.updateMany({ where, data: { balanceFen: { increment: BigInt(amountFen) } } });
      return count === 1;
    },

    insertJournal: (journalId: string, j: JournalInput, now: Date, postingId: () => string) =>
      db.ledgerJournal.create({
        data: {
          id: journalId,
          kind: j.kind,
          refId: j.refId,
          memo: j.memo ?? null,
          createdAt: now,
          postings: {
            create: j.postings.map((p) => ({ id: postingId(), accountId: p.account, userId: parseAccount(p.account)?.userId ?? null, amountFen: p.amountFen, createdAt: now })),
          },
        },
        select: { id: true },
      }),

    insertFrozenIncome: (row: { id: string; userId: string; amountFen: number; source: IncomeSource; orderId: string | null; releaseAt: Date; createdAt: Date }) =>
      db.frozenIncome.create({ data: row, select: { id: true } }),
    /** frozen -> reversed, only while still frozen (a released income stays with its owner). */
    reverseFrozenIncome: async (id: string) => (await db.frozenIncome.updateMany({ where: { id, state: 'frozen' }, data: { state: 'reversed' } })).count === 1,
    /** The management centre's "new income" tip (usercentre reads and clears these). */
    insertIncomeTip: (row: { id: string; userId: string; amountFen: number; source: IncomeSource; createdAt: Date }) => db.walletIncomeTip.create({ data: row, select: { id: true } }),

    balances: (ids: string[]) => db.ledgerAccount.findMany({ where: { id: { in: ids } }, select: { id: true, balanceFen: true } }),

    // --- the whole-database check ---
    allAccounts: () => db.ledgerAccount.findMany({ select: { id: true, balanceFen: true } }),
    postingSumsByAccount: () => db.ledgerPosting.groupBy({ by: ['accountId'], _sum: { amountFen: true } }),
    postingSumsByJournal: () => db.ledgerPosting.groupBy({ by: ['journalId'], _sum: { amountFen: true } }),
  };
}
