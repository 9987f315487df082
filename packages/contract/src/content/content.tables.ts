import { defineTables } from '../common/define-area';
import { CONTENT_ERRORS } from './content.errors';
import { CONTENT_LIMITS } from './content.limits';

/** The content area's tables: its error codes and limit groups (common/define-area.ts; held by content.area.ts). */
export const contentTables = defineTables({
  key: 'content',
  errors: CONTENT_ERRORS,
  limits: { content: CONTENT_LIMITS },
});
