import { defineClientArea } from '../../define-area';
import { shopPaths } from './shop.paths';

/** The shop area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const shopArea = defineClientArea({
  key: 'shop',
  paths: shopPaths,
  namespaces: ['shopCatalog', 'shopCatering', 'shopGoods', 'shopOrders'],
});
