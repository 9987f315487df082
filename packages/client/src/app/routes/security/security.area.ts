import { defineClientArea } from '../../define-area';
import { securityPaths } from './security.paths';

/** The security area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const securityArea = defineClientArea({
  key: 'security',
  paths: securityPaths,
  namespaces: ['security'],
  routes: () => import('./routes').then((m) => m.securityRoutes),
});
