import { defineClientArea } from '../../define-area';
import { sharePaths } from './share.paths';

/** The share area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const shareArea = defineClientArea({
  key: 'share',
  paths: sharePaths,
  namespaces: ['share', 'shareExports'],
  routes: () => import('./routes').then((m) => m.shareRoutes),
});
