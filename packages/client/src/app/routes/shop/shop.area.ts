import { defineClientArea } from '../../define-area';
import { shopPaths } from './shop.paths';

/** The shop area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const shopArea = defineClientArea({
  key: 'shop',
  paths: shopPaths,
  namespaces: ['shopCatalog', 'shopCatering', 'shopGoods', 'shopOrders'],
  routes: () => import('./routes').then((m) => m.shopRoutes),
});
