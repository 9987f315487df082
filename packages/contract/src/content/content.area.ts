import { defineArea } from '../common/define-area';
import { CONTENT_ERRORS } from './content.errors';
import { CONTENT_LIMITS } from './content.limits';

/** The content area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const contentArea = defineArea({
  key: 'content',
  errors: CONTENT_ERRORS,
  limits: { content: CONTENT_LIMITS },
});
