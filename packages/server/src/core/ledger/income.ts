import type { IncomeSource } from '@card/contract';
import type { IdSource } from '../../lib/ids';
import type { DbClient } from '../db';
import { postJournal } from './ledger';
import { ledgerRepository } from './ledger.repository';
import { userAccount } from './ledger.rules';

/**
 * Income for a user that waits in their frozen balance until `releaseAt` (commissions now; circle, shop and
 * activity income later): one journal moving `amountFen` from `from` (the platform account that received the
 * money) to the user's frozen account, the FrozenIncome row the release job follows, and the income tip the
 * management centre shows, all on `tx`. (journal kind `income.freeze`, refId = the FrozenIncome id.)
 * With `fee` (circle payments), the platform's cut leaves `from` in the SAME journal: from -(amount + fee),
 * frozen +amount, fee account +fee, so a split is one balanced journal, never two that could half-happen.
 */
export async function creditFrozenIncome(
  tx: DbClient,
  ids: Pick<IdSource, 'id'>,
  now: Date,
  c: { userId: string; amountFen: number; from: string; source: IncomeSource; orderId: string | null; releaseAt: Date; memo?: string; fee?: { account: string; amountFen: number } },
) {
  const fee = c.fee && c.fee.amountFen > 0 ? c.fee : null;
  const id = ids.id();
  const repo = ledgerRepository(tx);
  await repo.insertFrozenIncome({ id, userId: c.userId, amountFen: c.amountFen, source: c.source, orderId: c.orderId, releaseAt: c.releaseAt, createdAt: now });
  await postJournal(tx, ids, now, {
    kind: 'income.freeze',
    refId: id,
    memo: c.memo,
    postings: [
      { account: c.from, amountFen: -(c.amountFen + (fee?.amountFen ?? 0)) },
      { account: userAccount(c.userId, 'frozen'), amountFen: c.amountFen },
      ...(fee ? [{ account: fee.account, amountFen: fee.amountFen }] : []),
    ],
  });
  await repo.insertIncomeTip({ id: ids.id(), userId: c.userId, amountFen: c.amountFen, source: c.source, createdAt: now });
  return { id };
}

/**
 * The undo of `creditFrozenIncome` with a fee, for a refunded sale (video goods, shop goods): while the income is
 * still frozen, it is marked reversed and one journal (`income.reverse`) takes the seller's share out of their frozen
 * balance and the fee out of the fee account, back to `to` (the account the refund is paid from). Answers false,
 * moving nothing, when the income was already released or reversed: the caller decides what that means.
 */
export async function reverseFrozenIncome(
  tx: DbClient,
  ids: Pick<IdSource, 'id'>,
  now: Date,
  r: { incomeId: string; userId: string; shareFen: number; to: string; memo?: string; fee?: { account: string; amountFen: number } },
): Promise<boolean> {
  if (!r.incomeId || !(await ledgerRepository(tx).reverseFrozenIncome(r.incomeId))) return false;
  const feeFen = r.fee && r.fee.amountFen > 0 ? r.fee.amountFen : 0;
  await postJournal(tx, ids, now, {
    kind: 'income.reverse',
    refId: r.incomeId,
    memo: r.memo,
    postings: [
      { account: userAccount(r.userId, 'frozen'), amountFen: -r.shareFen },
      ...(feeFen > 0 ? [{ account: r.fee!.account, amountFen: -feeFen }] : []),
      { account: r.to, amountFen: r.shareFen + feeFen },
    ],
  });
  return true;
}
