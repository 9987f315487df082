import { DomainError } from '../../lib/domain-error';
import type { DbClient } from '../db';
import { vipTimeRepository } from './vip-time.repository';
import { extendedVip, refundedVip, type VipTerm } from './vip-time.rules';

export * from './vip-time.rules';
export { vipTimeRepository } from './vip-time.repository';

/**
 * Adds VIP time to a user, on `tx` (inside the transaction of the payment or key exchange that pays for it).
 * Answers the expiry before and after, for the order's `effect` (what a refund takes back).
 */
export async function grantVip(tx: DbClient, userId: string, now: Date, term: VipTerm) {
  const repo = vipTimeRepository(tx);
  const u = await repo.vipOf(userId);
  if (!u) throw new DomainError('USER_NOT_EXIST');
  const to = extendedVip(u.vipExpiresAt, now, term);
  if (!(await repo.setVipIf(userId, u.vipExpiresAt, to))) throw new DomainError('DATA_CONFLICT');
  return { from: u.vipExpiresAt, to, grantedMs: to.getTime() - Math.max(now.getTime(), u.vipExpiresAt?.getTime() ?? 0) };
}

/** Takes back `grantedMs` of VIP time (a refunded purchase), on `tx`; `firstGrant`: that purchase began the user's VIP. */
export async function revokeVip(tx: DbClient, userId: string, now: Date, grantedMs: number, opts: { firstGrant?: boolean } = {}) {
  const repo = vipTimeRepository(tx);
  const u = await repo.vipOf(userId);
  if (!u) throw new DomainError('USER_NOT_EXIST');
  const to = refundedVip(u.vipExpiresAt, now, grantedMs, opts.firstGrant ?? false);
  if (!(await repo.setVipIf(userId, u.vipExpiresAt, to))) throw new DomainError('DATA_CONFLICT');
  return { from: u.vipExpiresAt, to };
}
