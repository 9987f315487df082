import type { IncomeSource } from '@card/contract';
import { LIMITS, MODULES } from '@card/contract';
import { changeKeys } from '../../src/core/golden-keys';
import { creditFrozenIncome, PLATFORM_ACCOUNTS, postJournal, userAccount } from '../../src/core/ledger';
import { factoryPasswordHash, type FactoryCtx } from './users';

/**
 * Money in a user's available balance, through the ledger (an adjustment journal), as an operator's opening
 * balance would be: the ledger check stays balanced. Shared by every money test (factories/orders.ts re-exports it).
 */
export async function fundWallet(ctx: FactoryCtx, userId: string, fen: number) {
  await ctx.db.$transaction((tx) =>
    postJournal(tx, ctx.ids, ctx.clock.now(), {
      kind: 'adjustment',
      refId: ctx.ids.id(),
      memo: 'test funding',
      postings: [
        { account: PLATFORM_ACCOUNTS.adjustment, amountFen: -fen },
        { account: userAccount(userId, 'available'), amountFen: fen },
      ],
    }),
  );
}

/** Frozen income (a commission) released at `releaseAt`, optionally tied to an order. */
export async function newFrozenIncome(ctx: FactoryCtx, userId: string, fen: number, releaseAt: Date, opts: { orderId?: string; source?: IncomeSource } = {}) {
  return ctx.db.$transaction((tx) =>
    creditFrozenIncome(tx, ctx.ids, ctx.clock.now(), {
      userId,
      amountFen: fen,
      from: PLATFORM_ACCOUNTS.revenue,
      source: opts.source ?? 'commission',
      orderId: opts.orderId ?? null,
      releaseAt,
    }),
  );
}

/** A transaction password set directly (the hash the security area writes). */
export async function setTxPwd(ctx: FactoryCtx, userId: string, pwd = '123456') {
  await ctx.db.user.update({ where: { id: userId }, data: { txPwdHash: await factoryPasswordHash(pwd) } });
}

/** A withdrawal WeChat bound directly, optionally as a spokesperson. */
export async function bindWalletWechat(ctx: FactoryCtx, userId: string, opts: { spokesperson?: boolean; realName?: string } = {}) {
  await ctx.db.walletBinding.create({
    data: { userId, openId: `o${ctx.ids.id()}`, nickname: '微信用户test', spokesperson: opts.spokesperson ?? false, realName: opts.realName ?? null, boundAt: ctx.clock.now() },
  });
}

/** Golden keys given through core/golden-keys (kind 'test'), so the count always has its entry. */
export async function giveKeys(ctx: FactoryCtx, userId: string, count: number) {
  await ctx.db.$transaction((tx) => changeKeys(tx, ctx.ids, ctx.clock.now(), { userId, delta: count, kind: 'test', refId: ctx.ids.id() }));
}

/**
 * A module unlock bought with golden keys as the server wrote it before issue 31, for any catalogue module (also one
 * not built, which the server now refuses): the key spend under the module's id and the UnlockedModule row. The
 * user must hold the keys (giveKeys).
 */
export async function unlockBoughtEarlier(ctx: FactoryCtx, userId: string, moduleId: number, keys = LIMITS.money.unlockModuleKeys) {
  const now = ctx.clock.now();
  await ctx.db.$transaction(async (tx) => {
    await changeKeys(tx, ctx.ids, now, { userId, delta: -keys, kind: 'unlock', refId: String(moduleId), note: MODULES.find((m) => m.id === moduleId)?.key });
    await tx.unlockedModule.create({ data: { userId, moduleId, createdAt: now } });
  });
}
