import { defineClientArea } from '../../define-area';
import { networkPaths } from './network.paths';

/** The network area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const networkArea = defineClientArea({
  key: 'network',
  paths: networkPaths,
  namespaces: ['network', 'networkCompany', 'networkMirror', 'networkRadar', 'networkScan', 'networkShareBack'],
  routes: () => import('./routes').then((m) => m.networkRoutes),
});
