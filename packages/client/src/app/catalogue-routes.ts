import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n';
import type { RouteHandle } from '../lib/use-title';

/** The namespaces a route needs: its title's, and any it lists in `handle.ns` (components of other areas). */
export function namespacesOf(handle: RouteHandle | undefined): string[] {
  if (!handle) return [];
  const titleNs = handle.title.includes(':') ? handle.title.split(':')[0] : 'common';
  return [...new Set([titleNs, ...(handle.ns ?? [])])];
}

/**
 * Makes each lazy route load its message catalogues together with its code. The router keeps the previous
 * screen until `lazy` resolves, so the next screen paints complete; without this, a screen (or a component
 * arriving with data later) suspended on a catalogue after it was shown, and the whole app went white for a
 * moment (250-300 ms after login).
 */
export function withCatalogues(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => {
    const ns = namespacesOf(r.handle as RouteHandle | undefined);
    const load = r.lazy;
    const lazy =
      typeof load === 'function' && ns.length
        ? async () => {
            const [mod] = await Promise.all([load(), loadNamespaces(ns)]);
            return mod;
          }
        : load;
    return { ...r, lazy, ...(r.children ? { children: withCatalogues(r.children) } : {}) } as RouteObject;
  });
}
