import { LIMITS, messageColumns, type TWithdrawal } from '@card/contract';
import type { AppContext } from '../../context';
import { PLATFORM_ACCOUNTS, postJournal, userAccount } from '../../core/ledger';
import { DomainError } from '../../lib/domain-error';
import type { TransferResult } from '../../providers/pay/types';
import { securityService } from '../security';
import { walletRepository } from './wallet.repository';
import { assertWithdrawal, startOfChinaDay } from './wallet.rules';

type Row = { id: string; amountFen: number; state: string; createdAt: Date; finishedAt: Date | null; failReason: string | null };
export const withdrawalOut = (w: Row): TWithdrawal => ({
  id: w.id,
  amountFen: w.amountFen,
  state: w.state as TWithdrawal['state'],
  createdAt: w.createdAt.toISOString(),
  finishedAt: w.finishedAt?.toISOString() ?? null,
  failReason: w.failReason,
});

/** WeChat's out_batch_no allows letters and digits only: the hex of a random id (128 bits, unguessable). */
const batchNoOf = (id: string) => Buffer.from(id, 'base64url').toString('hex').slice(0, 32);

/**
 * Withdrawals to the bound WeChat: the money leaves the available balance for the payout clearing account in the
 * same transaction as the Withdrawal row; the provider is called after the commit (a transaction body may run
 * again on PostgreSQL, a transfer must not). The payout job (or the provider's immediate answer) settles it once.
 */
export function withdrawService(ctx: AppContext) {
  const repo = walletRepository(ctx.db);

  async function withdraw(userId: string, input: { amountFen: number; txPwd: string }, as: 'wallet' | 'spokesperson') {
    const binding = await repo.bindingOf(userId);
    if (!binding) throw new DomainError('WALLET_WECHAT_NOT_BOUND');
    if (as === 'spokesperson' && !binding.spokesperson) throw new DomainError('SPOKESPERSON_NOT_BOUND');
    // The minimum needs no database: refuse it before the slow password hash.
    assertWithdrawal(input.amountFen, { sumFen: 0, count: 0 });
    await securityService(ctx).verifyTransactionPassword(userId, input.txPwd);
    const w = await request(userId, { openId: binding.openId, amountFen: input.amountFen, memo: as });
    const result = await startTransfer(w);
    if (result && result.state !== 'PROCESSING') return withdrawalOut((await settle(w, result)) ?? w);
    return withdrawalOut(w);
  }

  /**
   * The withdrawal's transaction, after every check that needs no lock (binding, password): the daily limits are
   * counted inside it, so concurrent requests of one user cannot both pass them, and the ledger refuses to take
   * the available balance below zero.
   */
  async function request(userId: string, input: { openId: string; amountFen: number; memo: string }) {
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      const t = walletRepository(tx);
      assertWithdrawal(input.amountFen, await t.withdrawnSince(userId, startOfChinaDay(now)));
      const id = ctx.ids.id();
      const row = await t.insertWithdrawal({ id, userId, amountFen: input.amountFen, openId: input.openId, outBatchNo: batchNoOf(id), createdAt: now });
      await postJournal(tx, ctx.ids, now, {
        kind: 'withdraw.request',
        refId: id,
        memo: input.memo,
        postings: [
          { account: userAccount(userId, 'available'), amountFen: -input.amountFen },
          { account: PLATFORM_ACCOUNTS.payout, amountFen: input.amountFen },
        ],
      });
      return row;
    });
  }

  /** Asks the provider to pay; a failure to reach it leaves the withdrawal pending for the job. */
  async function startTransfer(w: { outBatchNo: string; openId: string; amountFen: number }): Promise<TransferResult | null> {
    try {
      return await ctx.providers.payout.transfer({ batchNo: w.outBatchNo, detailNo: w.outBatchNo, openId: w.openId, amountFen: w.amountFen, remark: '名片钱包提现' });
    } catch (err) {
      ctx.log.warn({ err, batchNo: w.outBatchNo }, 'payout transfer not started; the job retries');
      return null;
    }
  }

  /**
   * Settles a pending withdrawal by the provider's final answer, once whatever the number of callers: the state
   * change is conditional on `pending`, and its journal is written in the same transaction only by the caller
   * that made it. A failure returns the money to the available balance and tells the user.
   */
  async function settle(w: { id: string }, result: TransferResult) {
    if (result.state === 'PROCESSING') return null;
    const now = ctx.clock.now();
    return ctx.db.$transaction(async (tx) => {
      const t = walletRepository(tx);
      const failed = result.state === 'FAIL';
      const reason = failed ? (result.failReason ?? 'FAIL').slice(0, 200) : null;
      const row = await t.withdrawalById(w.id);
      if (!row || !(await t.finishWithdrawal(w.id, failed ? 'failed' : 'succeeded', reason, now))) return null;
      await postJournal(
        tx,
        ctx.ids,
        now,
        failed
          ? {
              kind: 'withdraw.return',
              refId: w.id,
              memo: reason ?? undefined,
              postings: [
                { account: PLATFORM_ACCOUNTS.payout, amountFen: -row.amountFen },
                { account: userAccount(row.userId, 'available'), amountFen: row.amountFen },
              ],
            }
          : {
              kind: 'withdraw.paid',
              refId: w.id,
              postings: [
                { account: PLATFORM_ACCOUNTS.payout, amountFen: -row.amountFen },
                { account: PLATFORM_ACCOUNTS.wxpay, amountFen: row.amountFen },
              ],
            },
      );
      if (failed) {
        // In the user's language (it was Chinese only), opening the wallet where the amount is back.
        const en = (await t.languageOf(row.userId)) === 'en';
        const yuan = (row.amountFen / 100).toFixed(2);
        await t.addMessage({
          id: ctx.ids.id(),
          userId: row.userId,
          title: en ? 'Withdrawal failed' : '提现失败',
          content: en ? `Your withdrawal of ¥${yuan} did not arrive (${reason}); it is back in your wallet balance.` : `您提现的 ${yuan} 元未能到账（${reason}），已退回钱包余额。`,
          ...messageColumns('system', { type: 'wallet', id: w.id }),
          createdAt: now,
        });
      }
      return t.withdrawalById(w.id);
    });
  }

  /** One pass of the payout job: ask the provider about each pending withdrawal and settle the finished ones. */
  async function followPayouts() {
    const payout = ctx.providers.payout;
    const pending = await repo.pendingWithdrawals(ctx.clock.now(), LIMITS.money.walletJobBatch);
    let settled = 0;
    for (const w of pending) {
      // Unknown to the provider: the transfer never started (a crash, a network error); the same batch number
      // cannot pay twice, so it is asked again.
      const result = (await payout.queryTransfer(w.outBatchNo, w.outBatchNo)) ?? (await startTransfer(w));
      if (result && (await settle(w, result))) settled += 1;
    }
    return { pending: pending.length, settled };
  }

  return { withdraw, request, settle, followPayouts };
}
