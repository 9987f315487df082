import type { RouteObject } from 'react-router';

/** Routes of the usercentre area; each screen is a lazy chunk. */
export const usercentreRoutes: RouteObject[] = [];
