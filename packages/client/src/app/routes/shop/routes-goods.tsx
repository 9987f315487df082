import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopGoods'];
const h = (title: string) => ({ title: `shopGoods:titles.${title}`, ns });

/** Routes of the shop area's goods part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopGoodsRoutes: RouteObject[] = [
  { path: paths.shopManage, lazy: lazyScreen(() => import('./goods/manage')), handle: h('manage') },
  { path: paths.shopSettings, lazy: lazyScreen(() => import('./goods/settings')), handle: h('settings') },
  { path: paths.shopProducts, lazy: lazyScreen(() => import('./goods/products')), handle: h('products') },
  { path: paths.shopProductEditPattern, lazy: lazyScreen(() => import('./goods/product-edit')), handle: h('productEdit') },
  { path: paths.shopTypes, lazy: lazyScreen(() => import('./goods/types')), handle: h('types') },
  { path: paths.shopShareMarket, lazy: lazyScreen(() => import('./goods/share-market')), handle: h('market') },
];
