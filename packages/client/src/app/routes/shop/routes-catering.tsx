import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['shopCatering'];
const h = (title: string) => ({ title: `shopCatering:titles.${title}`, ns });

/** Routes of the shop area's catering part (issue 16); each screen a lazy chunk with its catalogue in the handle. */
export const shopCateringRoutes: RouteObject[] = [
  { path: paths.cateringManage, lazy: lazyScreen(() => import('./catering/manage')), handle: h('manage') },
  { path: paths.cateringPackageEditPattern, lazy: lazyScreen(() => import('./catering/package-edit')), handle: { ...h('packageEdit'), ns: [...ns, 'contentLibrary'] } },
  { path: paths.cateringPattern, lazy: lazyScreen(() => import('./catering/home')), handle: h('home') },
  { path: paths.cateringCommentsPattern, lazy: lazyScreen(() => import('./catering/comments')), handle: h('comments') },
  { path: paths.shopCommentPattern, lazy: lazyScreen(() => import('./catering/comment')), handle: h('comment') },
];
