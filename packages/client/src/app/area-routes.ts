import type { RouteObject } from 'react-router';
import { CLIENT_AREAS } from './areas';
import type { ClientArea } from './define-area';

/** An area's routes module (`app/routes/<area>/routes.tsx`): it exports its table as `<area>Routes`. */
type RoutesModule = Readonly<Record<string, unknown>>;
/** Each area folder's routes module, loaded on demand, keyed by the folder's name (which is the area's key). */
export type RouteFiles = Readonly<Record<string, () => Promise<RoutesModule>>>;

/** Glob results (`./x/<folder>/routes.tsx` -> loader) keyed by folder name. */
export const byFolder = (files: Record<string, () => Promise<unknown>>): RouteFiles =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [file.split('/').at(-2)!, load as () => Promise<RoutesModule>]));

/**
 * Found by the bundler, not named by the manifests: a manifest that imported its screens would close a circle (the
 * screens read `paths`, which the manifests make; decision 0035). In the production build the dev folder's table is
 * empty (its routes.tsx tests `import.meta.env.DEV`), so its screen is in no chunk.
 */
export const AREA_ROUTE_FILES: RouteFiles = byFolder(import.meta.glob('./routes/*/routes.tsx'));

/** One area's table: its folder's routes module must exist and export `<key>Routes` (a missing one fails loudly). */
async function routesOf(area: ClientArea, files: RouteFiles): Promise<RouteObject[]> {
  const load = files[area.key];
  if (!load) throw new Error(`area ${area.key} has no routes file (app/routes/${area.key}/routes.tsx)`);
  const table = (await load())[`${area.key}Routes`];
  if (!Array.isArray(table)) throw new Error(`app/routes/${area.key}/routes.tsx exports no ${area.key}Routes table`);
  return table as RouteObject[];
}

/**
 * Every area's screens, as one table the router adds the first time it meets a path its first-screen table does not
 * know (router.tsx `patchRoutesOnNavigation`), and which it fetches ahead once the first screen is up. Kept out of
 * the entry chunk: these ~600 route objects, and the preload lists of their screens' chunks, were about a sixth of
 * the management centre's first-screen JavaScript (issue 30). Derived from the list of areas (app/areas.ts), in its
 * order; each area's table is its own chunk, all fetched at once.
 */
export async function loadAreaRoutes(areas: readonly ClientArea[] = CLIENT_AREAS, files: RouteFiles = AREA_ROUTE_FILES): Promise<RouteObject[]> {
  const tables = await Promise.all(areas.map((a) => routesOf(a, files)));
  return tables.flat();
}
