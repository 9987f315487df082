import { defineClientArea } from '../../define-area';
import { videoPaths } from './video.paths';

/** The video area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const videoArea = defineClientArea({
  key: 'video',
  paths: videoPaths,
  namespaces: ['videoCart', 'videoLabels', 'videoLibrary', 'videoMaterial', 'videoShare', 'videoUpload', 'videoVisitors'],
});
