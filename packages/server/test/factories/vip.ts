import type { FactoryCtx } from './users';

/**
 * Editions and orders. The wallet's money factories (fundWallet: an adjustment journal, so the ledger check stays
 * balanced; setTxPwd) live in factories/wallet.ts, written first by the wallet engineer: one copy for both areas.
 */
export { fundWallet, setTxPwd } from './wallet';

/** A user's phone region (the registration offers are for +86 only); newUser makes +86 users. */
export async function setRegion(ctx: FactoryCtx, userId: string, regionCode: string) {
  await ctx.db.user.update({ where: { id: userId }, data: { regionCode } });
}

/** The user's referrer (User.refereeId), as registration through a spokesperson's link leaves it. */
export async function setReferrer(ctx: FactoryCtx, userId: string, refereeId: string) {
  await ctx.db.user.update({ where: { id: userId }, data: { refereeId } });
}
