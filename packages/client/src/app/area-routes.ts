import type { RouteObject } from 'react-router';
import { CLIENT_AREAS } from './areas';
import type { ClientArea } from './define-area';

/**
 * Every area's screens, as one table the router adds the first time it meets a path its first-screen table does not
 * know (router.tsx `patchRoutesOnNavigation`), and which it fetches ahead once the first screen is up. Kept out of
 * the entry chunk: these ~600 route objects, and the preload lists of their screens' chunks, were about a sixth of
 * the management centre's first-screen JavaScript (issue 30). Derived from the list of areas (app/areas.ts), in its
 * order; each area's table is its own chunk, all fetched at once.
 */
export async function loadAreaRoutes(areas: readonly ClientArea[] = CLIENT_AREAS): Promise<RouteObject[]> {
  const tables = await Promise.all(areas.map((a) => a.routes()));
  return tables.flat();
}
