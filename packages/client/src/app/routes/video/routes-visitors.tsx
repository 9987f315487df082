import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoVisitors'];
const h = (title: string) => ({ title: `videoVisitors:titles.${title}`, ns });

/** Routes of the micro video area's visitors part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoVisitorsRoutes: RouteObject[] = [
  { path: paths.discover, lazy: lazyScreen(() => import('./visitors/lists')), handle: h('discover') },
  { path: paths.videoSearch, lazy: lazyScreen(() => import('./visitors/lists'), 'VideoSearchRoute'), handle: h('search') },
  { path: paths.cardVideosPattern, lazy: lazyScreen(() => import('./visitors/lists'), 'CardVideosRoute'), handle: h('cardVideos') },
  { path: paths.popVideoCollect, lazy: lazyScreen(() => import('./visitors/lists'), 'CollectionsRoute'), handle: h('collections') },
  { path: paths.shortVideoPattern, lazy: lazyScreen(() => import('./visitors/short-video')), handle: h('shortVideo') },
  { path: paths.videoComplaintPattern, lazy: lazyScreen(() => import('./visitors/complaint')), handle: h('complaint') },
];
