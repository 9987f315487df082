import { defineClientArea } from '../../define-area';
import { albumPaths } from './album.paths';

/** The album area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const albumArea = defineClientArea({
  key: 'album',
  paths: albumPaths,
  namespaces: ['album'],
  routes: () => import('./routes').then((m) => m.albumRoutes),
});
