import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';
import { registerPaidShare } from '../../vip';
import { dealerRouter } from './dealer.router';
import { dealerShare } from './dealer.service';

// The dealer's referral share of paid orders: registered when the app imports this module (module scope), so every
// payment path (wallet, WeChat notification, recovery job) runs it inside its transaction.
registerPaidShare('dealer', (tx, order, env) => dealerShare(tx, order, env));

/** Handlers of the programme area's dealer part (contract programme-dealer.contract.ts, issue 18). */
export function dealerHandlers(ctx: AppContext) {
  return dealerRouter(ctx);
}

/** Scheduled work of the dealer part: none (dealer incomes are released by the ledger's release job). */
export function dealerJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
