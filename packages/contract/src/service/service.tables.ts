import { defineTables } from '../common/define-area';
import { SERVICE_ERRORS } from './service.errors';
import { SERVICE_LIMITS } from './service.limits';

/** The service area's tables: its error codes and limit groups (common/define-area.ts; held by service.area.ts). */
export const serviceTables = defineTables({
  key: 'service',
  errors: SERVICE_ERRORS,
  limits: { service: SERVICE_LIMITS },
});
