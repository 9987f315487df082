import type { RouteObject } from 'react-router';

/** Routes of the security area; each screen is a lazy chunk. */
export const securityRoutes: RouteObject[] = [];
