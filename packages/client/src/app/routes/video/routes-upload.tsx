import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoUpload'];
const h = (title: string) => ({ title: `videoUpload:titles.${title}`, ns });

/** Routes of the micro video area's upload part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoUploadRoutes: RouteObject[] = [
  { path: paths.newVideo, lazy: lazyScreen(() => import('./upload/new-video')), handle: h('newVideo') },
  { path: paths.uploadList, lazy: lazyScreen(() => import('./upload/upload-list')), handle: h('uploadList') },
];
