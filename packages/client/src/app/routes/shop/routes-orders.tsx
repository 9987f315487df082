import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopOrders'];
const h = (title: string) => ({ title: `shopOrders:titles.${title}`, ns });

/** Routes of the shop area's orders part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopOrdersRoutes: RouteObject[] = [
  { path: paths.shopCart, lazy: lazyScreen(() => import('./orders/cart')), handle: h('cart') },
  { path: paths.shopCheckout, lazy: lazyScreen(() => import('./orders/checkout')), handle: h('checkout') },
  { path: paths.myShopOrders, lazy: lazyScreen(() => import('./orders/my-orders')), handle: h('myOrders') },
  { path: paths.myShopOrderPattern, lazy: lazyScreen(() => import('./orders/my-order')), handle: h('myOrder') },
  { path: paths.sellerOrders, lazy: lazyScreen(() => import('./orders/seller-orders')), handle: h('sellerOrders') },
  { path: paths.sellerOrderPattern, lazy: lazyScreen(() => import('./orders/seller-order')), handle: h('sellerOrder') },
];
