import { defineArea } from '../common/define-area';
import { SECURITY_ERRORS } from './security.errors';
import { SECURITY_LIMITS } from './security.limits';

/** The security area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const securityArea = defineArea({
  key: 'security',
  errors: SECURITY_ERRORS,
  limits: { security: SECURITY_LIMITS },
});
