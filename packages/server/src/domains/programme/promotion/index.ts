import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

/**
 * Handlers of the programme area's promotion part (contract programme-promotion.contract.ts, issue 18): the
 * ambassador, the super distributor and the invite activity. Their commissions are paid by the order payment through
 * the one referral policy (domains/orders orders-referral.rules, issue 32).
 */
export { promotionHandlers } from './promotion.router';

/** Scheduled work of the promotion part: none (frozen incomes are released by the wallet's existing job). */
export function promotionJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
