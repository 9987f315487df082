import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';

export { walletRouter } from './wallet.router';

/** Scheduled work of the area (releasing frozen income, following payouts). */
export function walletJobs(_ctx: AppContext): Job[] {
  return [];
}
