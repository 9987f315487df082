import type { RouteObject } from 'react-router';
import { videoUploadRoutes } from './routes-upload';
import { videoLibraryRoutes } from './routes-library';
import { videoLabelsRoutes } from './routes-labels';
import { videoShareRoutes } from './routes-share';
import { videoVisitorsRoutes } from './routes-visitors';
import { videoCartRoutes } from './routes-cart';

/** Routes of the micro video area (issue 15): six parts, each in its own file. */
export const videoRoutes: RouteObject[] = [...videoUploadRoutes, ...videoLibraryRoutes, ...videoLabelsRoutes, ...videoShareRoutes, ...videoVisitorsRoutes, ...videoCartRoutes];
