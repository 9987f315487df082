import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { shopGoodsHandlers } from './shop-goods.router';
import { shopCatalogHandlers } from './shop-catalog.router';
import { shopOrdersHandlers } from './shop-orders.router';
import { shopOrdersService } from './shop-orders.service';
import { shopCateringHandlers } from './shop-catering.router';

/** Product views written behind (settled on close). */
export { closeHits, settledHits } from './shop-catalog-hits';
/** The card page's V shop entry (an open shop with a visible product). */
export { cardShopEntryOf } from './shop-entry';

const s = initServer();

/** Commerce (issue 16): the V shop in four parts (goods, catalog, orders, catering), one router. */
export function shopRouter(ctx: AppContext) {
  return s.router(contract.shop, {
    ...shopGoodsHandlers(ctx),
    ...shopCatalogHandlers(ctx),
    ...shopOrdersHandlers(ctx),
    ...shopCateringHandlers(ctx),
  });
}

/** Scheduled work of the area (shipped orders counting as received...); parts add theirs here. */
export function shopJobs(ctx: AppContext): Job[] {
  return [{ name: 'shop.autoReceive', everyMs: 10 * 60_000, run: () => shopOrdersService(ctx).autoReceive() }];
}
