import { LIMITS } from '@card/contract';
import { creditFrozenIncome, PLATFORM_ACCOUNTS } from '../../../core/ledger';
import type { PaidShareRule } from '../../vip';
import { promotionRepository } from './promotion.repository';
import { lineCarriesShare, secondTierEarner, secondTierShareFen } from './promotion.rules';

const DAY = 86_400_000;

/**
 * The super distributor's second-tier share (registered with domains/vip's registerPaidShare as 'distributor'):
 * when the payer's referrer's referrer holds the distributor role, they earn LIMITS.programmePromotion.secondTierPercent
 * of the order as frozen income from revenue, in the payment's transaction. The first tier stays the spokesperson
 * commission (the payer's own referrer), so no one is paid twice for one sale; loops earn nothing. A refund reverses
 * the income while frozen (the order keeps its id; domains/vip does that).
 */
export const distributorShare: PaidShareRule = async (tx, order, env) => {
  if (!lineCarriesShare(order.line)) return [];
  const amountFen = secondTierShareFen(order.amountFen);
  if (amountFen <= 0) return [];
  const repo = promotionRepository(tx);
  const referrerId = await repo.refereeOf(order.userId);
  const grandId = referrerId ? await repo.refereeOf(referrerId) : null;
  const earner = secondTierEarner(order.userId, referrerId, grandId);
  if (!earner || !(await repo.hasRole(earner, 'distributor'))) return [];
  const { id } = await creditFrozenIncome(tx, env.ids, env.now, {
    userId: earner, amountFen, from: PLATFORM_ACCOUNTS.revenue, source: 'distributor', orderId: order.id,
    releaseAt: new Date(env.now.getTime() + LIMITS.money.incomeHoldDays * DAY), memo: order.orderNo,
  });
  return [id];
};
