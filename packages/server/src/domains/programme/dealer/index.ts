import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

// The dealer's referral commission is paid by the order payment through the one referral policy (domains/orders
// orders-referral.rules, issue 32), in the payment's transaction.

/** Handlers of the programme area's dealer part (contract programme-dealer.contract.ts, issue 18). */
export { dealerHandlers } from './dealer.router';

/** Scheduled work of the dealer part: none (dealer incomes are released by the ledger's release job). */
export function dealerJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
