import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['contentLibrary'];
const h = (title: string) => ({ title: `contentLibrary:titles.${title}`, ns });

/** Routes of the content area's library part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentLibraryRoutes: RouteObject[] = [
  { path: paths.pictures, lazy: lazyScreen(() => import('./library/pictures')), handle: h('pictures') },
  { path: paths.materials, lazy: lazyScreen(() => import('./library/materials')), handle: h('materials') },
  { path: paths.materialSearch, lazy: lazyScreen(() => import('./library/material-search')), handle: h('materialSearch') },
  { path: paths.moments, lazy: lazyScreen(() => import('./library/moments')), handle: h('moments') },
];
