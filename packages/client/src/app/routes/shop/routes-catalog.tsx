import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopCatalog'];
const h = (title: string) => ({ title: `shopCatalog:titles.${title}`, ns });

/** Routes of the shop area's catalog part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopCatalogRoutes: RouteObject[] = [
  { path: paths.vshopPattern, lazy: lazyScreen(() => import('./catalog/vshop')), handle: h('vshop') },
  { path: paths.productDetailPattern, lazy: lazyScreen(() => import('./catalog/product')), handle: h('product') },
  { path: paths.shopShare, lazy: lazyScreen(() => import('./catalog/share')), handle: h('share') },
];
