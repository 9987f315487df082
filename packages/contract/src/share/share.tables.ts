import { defineTables } from '../common/define-area';
import { SHARE_ERRORS } from './share.errors';
import { EXPORT_ERRORS } from './card-exports.errors';
import { SHARE_LIMITS } from './share.limits';

/** The share area's tables: its error codes and limit groups (common/define-area.ts; held by share.area.ts). */
export const shareTables = defineTables({
  key: 'share',
  errors: { ...SHARE_ERRORS, ...EXPORT_ERRORS },
  limits: { share: SHARE_LIMITS },
});
