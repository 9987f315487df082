import { defineTables } from '../common/define-area';
import { ACTIVITY_ERRORS } from './activity.errors';
import { ACTIVITY_LIMITS } from './activity.limits';

/** The activity area's tables: its error codes and limit groups (common/define-area.ts; held by activity.area.ts). */
export const activityTables = defineTables({
  key: 'activity',
  errors: ACTIVITY_ERRORS,
  limits: { activity: ACTIVITY_LIMITS },
});
