import { defineClientArea } from '../../define-area';
import { vipPaths } from './vip.paths';

/** The vip area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const vipArea = defineClientArea({
  key: 'vip',
  paths: vipPaths,
  namespaces: ['vip'],
});
