import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['contentPages'];
const h = (title: string) => ({ title: `contentPages:titles.${title}`, ns });

/** Routes of the content area's pages part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentPagesRoutes: RouteObject[] = [
  { path: paths.microPages, lazy: lazyScreen(() => import('./pages/pages-list')), handle: h('list') },
  { path: paths.microPageEditPattern, lazy: lazyScreen(() => import('./pages/page-builder')), handle: h('edit') },
  { path: paths.microPageLeadsPattern, lazy: lazyScreen(() => import('./pages/page-leads')), handle: h('leads') },
];
