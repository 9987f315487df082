import type { RouteObject } from 'react-router';

/** Routes of the circle area's bulletin part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circleBulletinRoutes: RouteObject[] = [];
