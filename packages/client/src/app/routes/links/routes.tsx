import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

/** Routes of the micro link area (module 4); each screen is a lazy chunk. */
export const linksRoutes: RouteObject[] = [
  { path: paths.linkSets, lazy: lazyScreen(() => import('./link-sets')), handle: { title: 'links:titles.linkSets' } },
  { path: paths.linkSetPattern, lazy: lazyScreen(() => import('./link-set')), handle: { title: 'links:titles.linkSet' } },
];
