import { defineTables } from '../common/define-area';
import { VIDEO_ERRORS } from './video.errors';
import { VIDEO_LIMITS, MICRO_VIDEO_LIMITS } from './video.limits';

/** The video area's tables: its error codes and limit groups (common/define-area.ts; held by video.area.ts). */
export const videoTables = defineTables({
  key: 'video',
  errors: VIDEO_ERRORS,
  limits: { video: VIDEO_LIMITS, microVideo: MICRO_VIDEO_LIMITS },
});
