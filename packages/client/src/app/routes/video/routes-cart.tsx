import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoCart'];
const h = (title: string) => ({ title: `videoCart:titles.${title}`, ns });

/** Routes of the micro video area's cart part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoCartRoutes: RouteObject[] = [
  { path: paths.videoProductsPattern, lazy: lazyScreen(() => import('./cart/products')), handle: h('products') },
  { path: paths.cart, lazy: lazyScreen(() => import('./cart/cart')), handle: h('cart') },
  { path: paths.vdAddress, lazy: lazyScreen(() => import('./cart/addresses')), handle: h('addresses') },
  { path: paths.myVideoProducts, lazy: lazyScreen(() => import('./cart/my-products')), handle: h('myProducts') },
  { path: paths.illegalVideo, lazy: lazyScreen(() => import('./cart/illegal')), handle: h('illegal') },
  // The old review screen's address (links in messages, bookmarks) opens the operator console's violation tab (issue 32:
  // one shared queue serves every review).
  { path: paths.videoReview, element: <Navigate to={paths.operatorTab('violation')} replace /> },
];
