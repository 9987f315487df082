import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoShare'];
const h = (title: string) => ({ title: `videoShare:titles.${title}`, ns });

/** Routes of the micro video area's share part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoShareRoutes: RouteObject[] = [
  { path: paths.shareList, lazy: lazyScreen(() => import('./share/share-list')), handle: h('shareList') },
  { path: paths.manageSynchro, lazy: lazyScreen(() => import('./share/manage-synchro')), handle: h('manageSynchro') },
  { path: paths.setAd, lazy: lazyScreen(() => import('./share/set-ad')), handle: h('setAd') },
];
