import { defineClientArea } from '../../define-area';
import { contentPaths } from './content.paths';

/** The content area's manifest: its paths, its catalogues and its routes (app/define-area.ts; listed in app/areas.ts). */
export const contentArea = defineClientArea({
  key: 'content',
  paths: contentPaths,
  namespaces: ['contentArticles', 'contentCases', 'contentLibrary', 'contentPages', 'contentPosters'],
  routes: () => import('./routes').then((m) => m.contentRoutes),
});
