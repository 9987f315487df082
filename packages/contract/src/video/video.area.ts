import { defineArea } from '../common/define-area';
import { VIDEO_ERRORS } from './video.errors';
import { VIDEO_LIMITS, MICRO_VIDEO_LIMITS } from './video.limits';

/** The video area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const videoArea = defineArea({
  key: 'video',
  errors: VIDEO_ERRORS,
  limits: { video: VIDEO_LIMITS, microVideo: MICRO_VIDEO_LIMITS },
});
