import { label, type AreaLabels } from '../common/labels';

/** Micro video, cart part (issue 15): body and answer shapes of video-cart.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const VIDEO_CART_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
