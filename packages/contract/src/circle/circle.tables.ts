import { defineTables } from '../common/define-area';
import { CIRCLE_ERRORS } from './circle.errors';
import { CIRCLE_LIMITS, COMPLAINT_LIMITS } from './circle.limits';

/** The circle area's tables: its error codes and limit groups (common/define-area.ts; held by circle.area.ts). */
export const circleTables = defineTables({
  key: 'circle',
  errors: CIRCLE_ERRORS,
  limits: { circle: CIRCLE_LIMITS, complaint: COMPLAINT_LIMITS },
});
