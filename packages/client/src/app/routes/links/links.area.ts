import { defineClientArea } from '../../define-area';
import { linksPaths } from './links.paths';

/** The links area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const linksArea = defineClientArea({
  key: 'links',
  paths: linksPaths,
  namespaces: ['links'],
});
