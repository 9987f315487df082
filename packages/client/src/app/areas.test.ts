import { describe, expect, it, vi } from 'vitest';
import { CLIENT_AREAS } from './areas';
import { AREA_ROUTE_FILES, byFolder, loadAreaRoutes } from './area-routes';
import { namespacesOf, withCatalogues } from './catalogue-routes';
import { paths, pathsOf } from '../config/paths';
import { dummyArea } from './areas-fixture/dummy/dummy.area';
import before from './areas-fixture/paths-before.json';
import type { RouteHandle } from '../lib/use-title';

vi.mock('../lib/i18n', () => ({ loadNamespaces: vi.fn(() => Promise.resolve()) }));
const { loadNamespaces } = await import('../lib/i18n');

/** What a path is, comparable across the move: a string, or what the function answers for placeholder arguments. */
const shape = (table: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, typeof v === 'function' ? `fn:${(v as (...a: unknown[]) => string)('A', 'B', 'C')}` : String(v)]));

/** Issue 33: `paths` and the router's area table are derived from the client's list of areas (app/areas.ts). */
describe("the client's list of areas", () => {
  it('joins the same paths config/paths.ts declared by hand before the move', () => {
    expect(shape(paths)).toEqual(before);
  });

  it('adding a dummy area to the list brings its paths, its routes and its catalogue, and nothing else changes', async () => {
    const areas = [...CLIENT_AREAS, dummyArea];
    const joined = pathsOf(areas) as typeof paths & typeof dummyArea.paths;
    expect(joined.dummyThing('a b')).toBe('/dummy/thing/a%20b');
    expect(Object.keys(joined)).toEqual([...Object.keys(paths), 'dummyHome', 'dummyThing', 'dummyThingPattern']);

    // Its routes file is found in its folder by the same glob the app uses, here over the fixtures' folder.
    const files = { ...AREA_ROUTE_FILES, ...byFolder(import.meta.glob('./areas-fixture/*/routes.ts')) };
    const routes = withCatalogues(await loadAreaRoutes(areas, files));
    const mine = routes.find((r) => r.path === '/dummy/thing/:id');
    expect(mine).toBeDefined();
    expect(routes.length).toBe((await loadAreaRoutes()).length + 1);
    // Its screen loads its own catalogue with its code (catalogue-routes), the namespace the manifest claims.
    expect(namespacesOf(mine!.handle as RouteHandle)).toEqual(['dummy']);
    await (mine!.lazy as () => Promise<unknown>)();
    expect(loadNamespaces).toHaveBeenCalledWith(['dummy']);
    expect(dummyArea.namespaces).toContain('dummy');
  });

  it('refuses an area that declares a path name another area has (a spread would hide one of them)', () => {
    const thief = { ...dummyArea, key: 'thief', paths: { albums: '/elsewhere' } };
    expect(() => pathsOf([...CLIENT_AREAS, thief])).toThrow('path albums is declared by both album and thief');
  });

  it("every listed area's routes load (283 route objects when the list was made), under unique keys", async () => {
    const routes = await loadAreaRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(283);
    expect(new Set(CLIENT_AREAS.map((a) => a.key)).size).toBe(CLIENT_AREAS.length);
  });

  it('an area without a routes file in its folder, or whose file exports no <key>Routes table, fails loudly', async () => {
    await expect(loadAreaRoutes([dummyArea])).rejects.toThrow('area dummy has no routes file (app/routes/dummy/routes.tsx)');
    const misnamed = { dummy: () => Promise.resolve({ routes: [] }) };
    await expect(loadAreaRoutes([dummyArea], misnamed)).rejects.toThrow('app/routes/dummy/routes.tsx exports no dummyRoutes table');
  });
});
