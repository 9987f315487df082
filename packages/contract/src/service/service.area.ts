import { defineArea } from '../common/define-area';
import { SERVICE_ERRORS } from './service.errors';
import { SERVICE_LIMITS } from './service.limits';

/** The service area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const serviceArea = defineArea({
  key: 'service',
  errors: SERVICE_ERRORS,
  limits: { service: SERVICE_LIMITS },
});
