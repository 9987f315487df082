import type { AppContext } from '../../context';
import type { PayoutProvider } from '../../providers/pay/types';

/**
 * The payout provider (WeChat Pay transfers or the sandbox), when the app has one. Read through this one function
 * so the wallet works (withdrawals wait as pending, followed by the job) on an app built before the provider is
 * configured, and picks the provider up once `ctx.providers.payout` exists.
 */
export function payoutOf(ctx: AppContext): PayoutProvider | null {
  return (ctx.providers as { payout?: PayoutProvider }).payout ?? null;
}
