import { defineClientArea } from '../../define-area';
import { securityPaths } from './security.paths';

/** The security area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const securityArea = defineClientArea({
  key: 'security',
  paths: securityPaths,
  namespaces: ['security'],
});
