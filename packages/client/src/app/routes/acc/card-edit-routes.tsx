import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Card editing screens beyond the menu and the name; each screen is a lazy chunk. */
export const cardEditRoutes: RouteObject[] = [
  { path: paths.editCompany, lazy: lazy(() => import('./edit-company')), handle: { title: 'card:titles.editCompany' } },
  { path: paths.editMobiles, lazy: lazy(() => import('./edit-mobiles')), handle: { title: 'card:titles.editMobiles' } },
  { path: paths.editHonours, lazy: lazy(() => import('./edit-honours')), handle: { title: 'card:titles.editHonours' } },
  { path: paths.editTitle, lazy: lazy(() => import('./edit-title')), handle: { title: 'card:titles.editTitle' } },
  { path: paths.editSignature, lazy: lazy(() => import('./edit-signature')), handle: { title: 'card:titles.editSignature' } },
  { path: paths.editProductService, lazy: lazy(() => import('./edit-product-service')), handle: { title: 'card:titles.editProductService' } },
  { path: paths.editWeChat, lazy: lazy(() => import('./edit-wechat')), handle: { title: 'card:titles.editWeChat' } },
  { path: paths.editColumns, lazy: lazy(() => import('./edit-columns')), handle: { title: 'card:titles.editColumns' } },
  { path: paths.editStyle, lazy: lazy(() => import('./edit-style')), handle: { title: 'card:titles.editStyle' } },
  { path: paths.mapPoints, lazy: lazy(() => import('./edit-map-points')), handle: { title: 'card:titles.mapPoints' } },
];
