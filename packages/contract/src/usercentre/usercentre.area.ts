import { defineArea } from '../common/define-area';
import { USERCENTRE_ERRORS } from './usercentre.errors';
import { USERCENTRE_LIMITS } from './usercentre.limits';

/** The usercentre area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const usercentreArea = defineArea({
  key: 'usercentre',
  errors: USERCENTRE_ERRORS,
  limits: { usercentre: USERCENTRE_LIMITS },
});
