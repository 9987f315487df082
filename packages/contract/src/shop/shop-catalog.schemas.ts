import { label, type AreaLabels } from '../common/labels';

/** Shop area, catalog part (issue 16): body and answer shapes of shop-catalog.contract.ts. */

/** Every body field of this part's calls, with its zh-CN and English label. */
export const SHOP_CATALOG_LABELS: AreaLabels = {
  fields: {
  },
};
void label;
