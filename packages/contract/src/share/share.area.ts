import { defineArea } from '../common/define-area';
import { SHARE_ERRORS } from './share.errors';
import { EXPORT_ERRORS } from './card-exports.errors';
import { SHARE_LIMITS } from './share.limits';

/** The share area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const shareArea = defineArea({
  key: 'share',
  errors: { ...SHARE_ERRORS, ...EXPORT_ERRORS },
  limits: { share: SHARE_LIMITS },
});
