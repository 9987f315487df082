import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyScreen } from '../../lazy-screen';

const ns = ['videoUpload'];
const h = (title: string) => ({ title: `videoUpload:titles.${title}`, ns });

/** Routes of the micro video area's upload part (issue 15); each screen a lazy chunk with its catalogue in the handle. */
export const videoUploadRoutes: RouteObject[] = [
  { path: paths.newVideo, lazy: lazyScreen(() => import('./upload/new-video')), handle: h('newVideo') },
  { path: paths.uploadList, lazy: lazyScreen(() => import('./upload/upload-list')), handle: h('uploadList') },
  // The material block: a video made from posters or pictures (with the picture library's picker), and premium.
  {
    path: paths.editMaterial,
    lazy: lazyScreen(() => import('./material/edit-material')),
    handle: { title: 'videoMaterial:titles.editMaterial', ns: ['videoMaterial', 'contentLibrary', 'videoUpload'] },
  },
  { path: paths.videoPremium, lazy: lazyScreen(() => import('./material/premium')), handle: { title: 'videoMaterial:titles.premium', ns: ['videoMaterial', 'wallet', 'vip'] } },
];
