import { contractArea } from '../../core/area';
import { walletJobs } from './index';
import { walletRouter } from './wallet.router';

/** The wallet: balances, withdrawals, golden keys. */
export const walletArea = contractArea('wallet', { router: walletRouter, jobs: walletJobs });
