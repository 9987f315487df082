import type { RouteObject } from 'react-router';

/** Routes of the share area; each screen is a lazy chunk. */
export const shareRoutes: RouteObject[] = [];
