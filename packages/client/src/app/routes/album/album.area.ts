import { defineClientArea } from '../../define-area';
import { albumPaths } from './album.paths';

/** The album area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const albumArea = defineClientArea({
  key: 'album',
  paths: albumPaths,
  namespaces: ['album'],
});
