import { defineClientArea } from '../../define-area';
import { networkPaths } from './network.paths';

/** The network area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const networkArea = defineClientArea({
  key: 'network',
  paths: networkPaths,
  namespaces: ['network', 'networkCompany', 'networkMirror', 'networkRadar', 'networkScan', 'networkShareBack'],
});
