import { defineArea } from '../common/define-area';
import { WALLET_ERRORS } from './wallet.errors';

/** The wallet area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const walletArea = defineArea({
  key: 'wallet',
  errors: WALLET_ERRORS,
  limits: {},
});
