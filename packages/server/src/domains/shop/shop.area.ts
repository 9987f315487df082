import { shopCardSections } from './shop.section';
import { contractArea } from '../../core/area';
import { closeHits, shopJobs, shopRouter } from './index';
import { SHOP_LINES } from './shop-goods.lines';

/** Commerce (issue 16): goods sold as an order line; product views are written behind and flushed at close. */
export const shopArea = contractArea('shop', {
  router: shopRouter,
  cardSections: shopCardSections,
  jobs: shopJobs,
  close: closeHits,
  orderLines: SHOP_LINES,
});
