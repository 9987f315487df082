import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';

/** A lazy screen: the module's default export. */
const lazy = <M extends { default: React.ComponentType }>(load: () => Promise<M>) => async () => ({ Component: (await load()).default });
const ns = ['contentPosters'];
const h = (title: string) => ({ title: `contentPosters:titles.${title}`, ns });

/** Routes of the content area's posters part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentPostersRoutes: RouteObject[] = [
  { path: paths.posters, lazy: lazy(() => import('./posters/posters-centre')), handle: h('centre') },
  { path: paths.posterPreview, lazy: lazy(() => import('./posters/poster-preview')), handle: h('preview') },
  { path: paths.posterRecords, lazy: lazy(() => import('./posters/poster-records')), handle: h('records') },
  { path: paths.openPoster, lazy: lazy(() => import('./posters/open-poster')), handle: h('open') },
];
