import { defineClientArea } from '../../define-area';
import { sharePaths } from './share.paths';

/** The share area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const shareArea = defineClientArea({
  key: 'share',
  paths: sharePaths,
  namespaces: ['share', 'shareExports'],
});
