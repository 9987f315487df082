import { label, type AreaLabels } from '../common/labels';

/** Micro video, share part (issue 15): body and answer shapes of video-share.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const VIDEO_SHARE_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
