import { defineTables } from '../common/define-area';
import { LINKS_ERRORS } from './links.errors';
import { LINKS_LIMITS } from './links.limits';

/** The links area's tables: its error codes and limit groups (common/define-area.ts; held by links.area.ts). */
export const linksTables = defineTables({
  key: 'links',
  errors: LINKS_ERRORS,
  limits: { links: LINKS_LIMITS },
});
