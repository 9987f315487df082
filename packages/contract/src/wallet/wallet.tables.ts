import { defineTables } from '../common/define-area';
import { WALLET_ERRORS } from './wallet.errors';

/** The wallet area's tables: its error codes and limit groups (common/define-area.ts; held by wallet.area.ts). */
export const walletTables = defineTables({
  key: 'wallet',
  errors: WALLET_ERRORS,
  limits: {},
});
