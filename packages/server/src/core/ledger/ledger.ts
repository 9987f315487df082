import type { Db } from '../../db';
import { DomainError } from '../../lib/domain-error';
import type { IdSource } from '../../lib/ids';
import type { DbClient } from '../db';
import { ledgerRepository } from './ledger.repository';
import { checkJournal, isUserAccount, ledgerProblems, userAccount, type JournalInput, type LedgerProblems, type UserBucket } from './ledger.rules';

export type PostOutcome = { posted: true; journalId: string } | { posted: false; reason: 'duplicate' };

/**
 * Writes one journal and moves its accounts' balances, on `tx`: call it inside the same database transaction as
 * the change the money is for (an order marked paid, a withdrawal recorded), so either both happen or neither.
 * A user account that would go below zero refuses the whole journal with INSUFFICIENT_BALANCE (the transaction
 * rolls back). A journal already written for (kind, refId) is not written again: the answer says `duplicate`, and
 * the caller treats the movement as done (a repeated notification, a second job run).
 */
export async function postJournal(tx: DbClient, ids: Pick<IdSource, 'id'>, now: Date, input: JournalInput): Promise<PostOutcome> {
  const j = checkJournal(input);
  const repo = ledgerRepository(tx);
  if (await repo.journalExists(j.kind, j.refId)) return { posted: false, reason: 'duplicate' };
  // Accounts in a fixed order, so two journals touching the same accounts lock them in the same order.
  for (const p of [...j.postings].sort((a, b) => a.account.localeCompare(b.account))) {
    await repo.ensureAccount(p.account);
    if (!(await repo.move(p.account, p.amountFen, isUserAccount(p.account)))) {
      throw new DomainError('INSUFFICIENT_BALANCE', { data: { account: p.account.endsWith(':frozen') ? 'frozen' : 'available' } });
    }
  }
  const { id } = await repo.insertJournal(ids.id(), j, now, ids.id);
  return { posted: true, journalId: id };
}

/** A user's balances in fen (zero for a wallet never used). */
export async function walletBalances(db: DbClient, userId: string): Promise<Record<UserBucket, number>> {
  const rows = await ledgerRepository(db).balances([userAccount(userId, 'available'), userAccount(userId, 'frozen')]);
  const of = (b: UserBucket) => Number(rows.find((r) => r.id === userAccount(userId, b))?.balanceFen ?? 0n);
  return { available: of('available'), frozen: of('frozen') };
}

/**
 * The whole-database check: every journal sums to zero, every account's balance equals the sum of its postings,
 * no user account is below zero. Run by `npm run ledger:check` and by the money tests after every burst.
 */
export async function checkLedger(db: Db): Promise<LedgerProblems> {
  const repo = ledgerRepository(db);
  const [accounts, byAccount, byJournal] = await Promise.all([repo.allAccounts(), repo.postingSumsByAccount(), repo.postingSumsByJournal()]);
  return ledgerProblems(
    byJournal.map((r) => ({ journalId: r.journalId, sum: BigInt(r._sum.amountFen ?? 0) })),
    accounts,
    new Map(byAccount.map((r) => [r.accountId, BigInt(r._sum.amountFen ?? 0)])),
  );
}
