import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { keysService } from './keys.service';
import { walletService } from './wallet.service';
import { withdrawService } from './withdraw.service';

export { walletRouter } from './wallet.router';

/**
 * Scheduled work of the area: releasing frozen income and following payouts (conditional changes only), and giving
 * back golden keys spent on unlocks that open nothing (once per spend; at start, then daily: issue 31).
 */
export function walletJobs(ctx: AppContext): Job[] {
  const every = LIMITS.money.walletJobEveryMs;
  return [
    { name: 'wallet.releaseIncome', everyMs: every, run: () => walletService(ctx).releaseDueIncome() },
    { name: 'wallet.followPayouts', everyMs: every, run: () => withdrawService(ctx).followPayouts() },
    { name: 'wallet.refundUnusableUnlocks', everyMs: 86_400_000, run: () => keysService(ctx).refundUnusableUnlocks() },
  ];
}
