import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/** Wallet (/cpl/*, /acc/V0/*), golden keys (/key/*), spokesperson (/spokesperson/*). */
export const walletContract = c.router(
  {
  },
  { commonResponses },
);
