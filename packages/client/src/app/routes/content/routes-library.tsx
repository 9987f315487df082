import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export. */
const lazy = <M extends { default: React.ComponentType }>(load: () => Promise<M>) => async () => ({ Component: (await load()).default });
const ns = ['contentLibrary'];
const h = (title: string) => ({ title: `contentLibrary:titles.${title}`, ns });

/** Routes of the content area's library part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentLibraryRoutes: RouteObject[] = [
  { path: paths.pictures, lazy: lazy(() => import('./library/pictures')), handle: h('pictures') },
  { path: paths.materials, lazy: lazy(() => import('./library/materials')), handle: h('materials') },
  { path: paths.materialSearch, lazy: lazy(() => import('./library/material-search')), handle: h('materialSearch') },
  { path: paths.moments, lazy: lazy(() => import('./library/moments')), handle: h('moments') },
];
