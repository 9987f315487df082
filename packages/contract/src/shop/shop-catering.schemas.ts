import { label, type AreaLabels } from '../common/labels';

/** Shop area, catering part (issue 16): body and answer shapes of shop-catering.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const SHOP_CATERING_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
