import { defineTables } from '../common/define-area';
import { ACCOUNT_ERRORS } from './account.errors';
import { AUTH_LIMITS } from './account.limits';

/** The account area's tables: its error codes and limit groups (common/define-area.ts; held by account.area.ts). */
export const accountTables = defineTables({
  key: 'account',
  errors: ACCOUNT_ERRORS,
  limits: { auth: AUTH_LIMITS },
});
