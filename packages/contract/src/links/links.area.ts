import { defineArea } from '../common/define-area';
import { LINKS_ERRORS } from './links.errors';
import { LINKS_LIMITS } from './links.limits';

/** The links area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const linksArea = defineArea({
  key: 'links',
  errors: LINKS_ERRORS,
  limits: { links: LINKS_LIMITS },
});
