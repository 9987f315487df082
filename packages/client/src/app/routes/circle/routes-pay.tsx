import type { RouteObject } from 'react-router';

/** Routes of the circle area's pay part (issue 12); each screen a lazy chunk with its catalogue in the handle. */
export const circlePayRoutes: RouteObject[] = [];
