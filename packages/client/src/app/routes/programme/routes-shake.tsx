import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['programmeShake'];
const h = (title: string) => ({ title: `programmeShake:titles.${title}`, ns });

/** Routes of the programme area's shake part (issue 18); each screen a lazy chunk with its catalogue in the handle. */
export const programmeShakeRoutes: RouteObject[] = [
  { path: paths.shakeHome, lazy: lazyScreen(() => import('./shake/shake-home')), handle: h('shakeHome') },
  { path: paths.shakeApply, lazy: lazyScreen(() => import('./shake/shake-binding-application')), handle: h('shakeApply') },
  { path: paths.shakeApplications, lazy: lazyScreen(() => import('./shake/shake-applications')), handle: h('shakeApplications') },
  { path: paths.shakeConfigurationPattern, lazy: lazyScreen(() => import('./shake/shake-configuration')), handle: h('shakeConfiguration') },
  { path: paths.shakeDetailsPattern, lazy: lazyScreen(() => import('./shake/shake-details')), handle: h('shakeDetails') },
  { path: paths.shakePagePattern, lazy: lazyScreen(() => import('./shake/shake-page')), handle: h('shakePage') },
  // The old review screen's address (links in messages, bookmarks) opens the operator console's shake tab (issue 32:
  // one shared queue serves every review).
  { path: paths.shakeReview, element: <Navigate to={paths.operatorTab('shake')} replace /> },
  { path: paths.roleIndex, lazy: lazyScreen(() => import('./shake/role-index')), handle: h('roleIndex') },
  { path: paths.roleGuide, lazy: lazyScreen(() => import('./shake/role-guide-page')), handle: h('roleGuide') },
];
