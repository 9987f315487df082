import { defineClientArea } from '../../define-area';
import { contentPaths } from './content.paths';

/** The content area's manifest: its paths and catalogues (its routes: routes.tsx beside it; listed in app/areas.ts). */
export const contentArea = defineClientArea({
  key: 'content',
  paths: contentPaths,
  namespaces: ['contentArticles', 'contentCases', 'contentLibrary', 'contentPages', 'contentPosters'],
});
