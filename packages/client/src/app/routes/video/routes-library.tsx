import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoLibrary'];
const h = (title: string) => ({ title: `videoLibrary:titles.${title}`, ns });

/** Routes of the micro video area's library part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoLibraryRoutes: RouteObject[] = [
  { path: paths.microVideoHome, lazy: lazyScreen(() => import('./library/library-home')), handle: h('home') },
  { path: paths.moreOperatePattern, lazy: lazyScreen(() => import('./library/more-operate')), handle: h('moreOperate') },
  { path: paths.manageVideo, lazy: lazyScreen(() => import('./library/manage-video')), handle: h('manageVideo') },
  { path: paths.sortVideo, lazy: lazyScreen(() => import('./library/sort-video')), handle: h('sortVideo') },
  { path: paths.draftsVideo, lazy: lazyScreen(() => import('./library/drafts-video')), handle: h('draftsVideo') },
  { path: paths.editVideoPattern, lazy: lazyScreen(() => import('./library/edit-video')), handle: h('editVideo') },
  { path: paths.previewVideoPattern, lazy: lazyScreen(() => import('./library/preview-video')), handle: h('previewVideo') },
];
