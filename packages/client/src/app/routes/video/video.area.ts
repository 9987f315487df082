import { defineClientArea } from '../../define-area';
import { videoPaths } from './video.paths';

/** The video area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const videoArea = defineClientArea({
  key: 'video',
  paths: videoPaths,
  namespaces: ['videoCart', 'videoLabels', 'videoLibrary', 'videoMaterial', 'videoShare', 'videoUpload', 'videoVisitors'],
  routes: () => import('./routes').then((m) => m.videoRoutes),
});
