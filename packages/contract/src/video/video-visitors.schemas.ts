import { label, type AreaLabels } from '../common/labels';

/** Micro video, visitors part (issue 15): body and answer shapes of video-visitors.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const VIDEO_VISITORS_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
