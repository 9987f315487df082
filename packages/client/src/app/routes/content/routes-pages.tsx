import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export. */
const lazy = <M extends { default: React.ComponentType }>(load: () => Promise<M>) => async () => ({ Component: (await load()).default });
const ns = ['contentPages'];
const h = (title: string) => ({ title: `contentPages:titles.${title}`, ns });

/** Routes of the content area's pages part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentPagesRoutes: RouteObject[] = [
  { path: paths.microPages, lazy: lazy(() => import('./pages/pages-list')), handle: h('list') },
  { path: paths.microPageEditPattern, lazy: lazy(() => import('./pages/page-builder')), handle: h('edit') },
  { path: paths.microPageLeadsPattern, lazy: lazy(() => import('./pages/page-leads')), handle: h('leads') },
];
