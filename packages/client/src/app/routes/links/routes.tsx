import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Routes of the micro link area (module 4); each screen is a lazy chunk. */
export const linksRoutes: RouteObject[] = [
  { path: paths.linkSets, lazy: lazy(() => import('./link-sets')), handle: { title: 'links:titles.linkSets' } },
  { path: paths.linkSetPattern, lazy: lazy(() => import('./link-set')), handle: { title: 'links:titles.linkSet' } },
];
