import { defineArea } from '../common/define-area';
import { ACTIVITY_ERRORS } from './activity.errors';
import { ACTIVITY_LIMITS } from './activity.limits';

/** The activity area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const activityArea = defineArea({
  key: 'activity',
  errors: ACTIVITY_ERRORS,
  limits: { activity: ACTIVITY_LIMITS },
});
