import { defineArea } from '../common/define-area';
import { CIRCLE_ERRORS } from './circle.errors';
import { CIRCLE_LIMITS, COMPLAINT_LIMITS } from './circle.limits';

/** The circle area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const circleArea = defineArea({
  key: 'circle',
  errors: CIRCLE_ERRORS,
  limits: { circle: CIRCLE_LIMITS, complaint: COMPLAINT_LIMITS },
});
