import { defineClientArea } from '../../define-area';
import { linksPaths } from './links.paths';

/** The links area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const linksArea = defineClientArea({
  key: 'links',
  paths: linksPaths,
  namespaces: ['links'],
  routes: () => import('./routes').then((m) => m.linksRoutes),
});
