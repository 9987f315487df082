import { defineClientArea } from '../../define-area';
import { vipPaths } from './vip.paths';

/** The vip area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const vipArea = defineClientArea({
  key: 'vip',
  paths: vipPaths,
  namespaces: ['vip'],
  routes: () => import('./routes').then((m) => m.vipRoutes),
});
