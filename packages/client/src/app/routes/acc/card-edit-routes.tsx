import type { RouteObject } from 'react-router';

/** Card editing screens beyond the name (issue 3); each screen is a lazy chunk. */
export const cardEditRoutes: RouteObject[] = [];
