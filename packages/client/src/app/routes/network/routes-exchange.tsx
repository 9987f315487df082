import type { RouteObject } from 'react-router';

/** Routes of the network's exchange part (issue 13); each screen a lazy chunk with its catalogue in the handle. */
export const networkExchangeRoutes: RouteObject[] = [];
