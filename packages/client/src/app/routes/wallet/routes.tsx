import type { RouteObject } from 'react-router';

/** Routes of the wallet area (issue 11); each screen is a lazy chunk. */
export const walletRoutes: RouteObject[] = [];
