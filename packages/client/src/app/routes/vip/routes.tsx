import type { RouteObject } from 'react-router';

/** Routes of the vip area (issue 11); each screen is a lazy chunk. */
export const vipRoutes: RouteObject[] = [];
