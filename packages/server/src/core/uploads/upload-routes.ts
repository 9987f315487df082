import { contract, SERVICE_BASES, type RouteMeta } from '@card/contract';

type Node = { [k: string]: unknown };
const isRoute = (n: Node) => typeof n.method === 'string' && typeof n.path === 'string';

/** purpose -> the full path of the contract route that takes it, read once from the routes' `upload` metadata. */
function routesByPurpose(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (n: Node) => {
    if (isRoute(n)) {
      const meta = n.metadata as RouteMeta | undefined;
      if (meta?.upload && !found.has(meta.upload.purpose)) found.set(meta.upload.purpose, `${SERVICE_BASES[meta.base]}${n.path as string}`);
      return;
    }
    for (const child of Object.values(n)) if (child && typeof child === 'object') walk(child as Node);
  };
  walk(contract as unknown as Node);
  return found;
}

let cache: Map<string, string> | undefined;

/** The upload route a token of this purpose opens (an area adding a purpose only declares it on its route). */
export function uploadRouteOf(purpose: string): string {
  cache ??= routesByPurpose();
  const path = cache.get(purpose);
  if (!path) throw new Error(`no upload route declares purpose ${purpose}`);
  return path;
}
