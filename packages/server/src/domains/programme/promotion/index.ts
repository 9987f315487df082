import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';
import { registerPaidShare } from '../../vip';
import { promotionRouter } from './promotion.router';
import { distributorShare } from './promotion.share';

/**
 * Handlers of the programme area's promotion part (contract programme-promotion.contract.ts, issue 18): the
 * ambassador, the super distributor and the invite activity. Registers the distributor's second-tier share with
 * the order model's paid shares (registering again replaces it, so building several apps in tests is fine).
 */
export function promotionHandlers(ctx: AppContext) {
  registerPaidShare('distributor', distributorShare);
  return promotionRouter(ctx);
}

/** Scheduled work of the promotion part: none (frozen incomes are released by the wallet's existing job). */
export function promotionJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
