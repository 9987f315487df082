import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['contentPosters'];
const h = (title: string) => ({ title: `contentPosters:titles.${title}`, ns });

/** Routes of the content area's posters part (issue 14); each screen a lazy chunk with its catalogue in the handle. */
export const contentPostersRoutes: RouteObject[] = [
  { path: paths.posters, lazy: lazyScreen(() => import('./posters/posters-centre')), handle: h('centre') },
  { path: paths.posterPreview, lazy: lazyScreen(() => import('./posters/poster-preview')), handle: h('preview') },
  { path: paths.posterRecords, lazy: lazyScreen(() => import('./posters/poster-records')), handle: h('records') },
  { path: paths.openPoster, lazy: lazyScreen(() => import('./posters/open-poster')), handle: h('open') },
];
