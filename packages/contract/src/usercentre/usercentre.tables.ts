import { defineTables } from '../common/define-area';
import { USERCENTRE_ERRORS } from './usercentre.errors';
import { USERCENTRE_LIMITS } from './usercentre.limits';

/** The usercentre area's tables: its error codes and limit groups (common/define-area.ts; held by usercentre.area.ts). */
export const usercentreTables = defineTables({
  key: 'usercentre',
  errors: USERCENTRE_ERRORS,
  limits: { usercentre: USERCENTRE_LIMITS },
});
