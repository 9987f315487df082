import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Card editing screens beyond the menu and the name; each screen is a lazy chunk. */
export const cardEditRoutes: RouteObject[] = [
  { path: paths.editCompany, lazy: lazyScreen(() => import('./edit-company')), handle: { title: 'card:titles.editCompany' } },
  { path: paths.editMobiles, lazy: lazyScreen(() => import('./edit-mobiles')), handle: { title: 'card:titles.editMobiles' } },
  { path: paths.editHonours, lazy: lazyScreen(() => import('./edit-honours')), handle: { title: 'card:titles.editHonours' } },
  { path: paths.editTitle, lazy: lazyScreen(() => import('./edit-title')), handle: { title: 'card:titles.editTitle' } },
  { path: paths.editSignature, lazy: lazyScreen(() => import('./edit-signature')), handle: { title: 'card:titles.editSignature' } },
  { path: paths.editProductService, lazy: lazyScreen(() => import('./edit-product-service')), handle: { title: 'card:titles.editProductService' } },
  { path: paths.editWeChat, lazy: lazyScreen(() => import('./edit-wechat')), handle: { title: 'card:titles.editWeChat' } },
  { path: paths.editColumns, lazy: lazyScreen(() => import('./edit-columns')), handle: { title: 'card:titles.editColumns' } },
  { path: paths.editStyle, lazy: lazyScreen(() => import('./edit-style')), handle: { title: 'card:titles.editStyle' } },
  { path: paths.mapPoints, lazy: lazyScreen(() => import('./edit-map-points')), handle: { title: 'card:titles.mapPoints' } },
];
