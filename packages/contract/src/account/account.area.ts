import { defineArea } from '../common/define-area';
import { ACCOUNT_ERRORS } from './account.errors';
import { AUTH_LIMITS } from './account.limits';

/** The account area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const accountArea = defineArea({
  key: 'account',
  errors: ACCOUNT_ERRORS,
  limits: { auth: AUTH_LIMITS },
});
