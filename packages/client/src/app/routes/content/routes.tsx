import type { RouteObject } from 'react-router';
import { contentPagesRoutes } from './routes-pages';
import { contentArticlesRoutes } from './routes-articles';
import { contentLibraryRoutes } from './routes-library';
import { contentPostersRoutes } from './routes-posters';
import { contentCasesRoutes } from './routes-cases';

/** Routes of the content area (issue 14): five parts, each in its own file. */
export const contentRoutes: RouteObject[] = [...contentPagesRoutes, ...contentArticlesRoutes, ...contentLibraryRoutes, ...contentPostersRoutes, ...contentCasesRoutes];
