import { defineTables } from '../common/define-area';
import { SECURITY_ERRORS } from './security.errors';
import { SECURITY_LIMITS } from './security.limits';

/** The security area's tables: its error codes and limit groups (common/define-area.ts; held by security.area.ts). */
export const securityTables = defineTables({
  key: 'security',
  errors: SECURITY_ERRORS,
  limits: { security: SECURITY_LIMITS },
});
