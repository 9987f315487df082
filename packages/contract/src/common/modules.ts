import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { RouteMeta } from './bases';

/**
 * What a module is for one user (issue 31), the one answer the management centre's tiles, its top links, the unlock
 * sheet, the module screens and the golden-key unlock all read:
 * - `open`: built and usable now (a basic module, VIP, or unlocked with golden keys);
 * - `locked`: built and advanced, not yet usable by this user: golden keys or VIP open it;
 * - `vip`: built and advanced, for VIP only: golden keys cannot open it;
 * - `soon`: not built yet: it says so, and it cannot be unlocked.
 */
export const MODULE_STATES = ['open', 'locked', 'vip', 'soon'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

const isRoute = (node: unknown): node is AppRoute =>
  typeof node === 'object' && node !== null && typeof (node as AppRoute).method === 'string' && typeof (node as AppRoute).path === 'string';

/**
 * The modules some call of `router` belongs to (`metadata.module`). A module is built when the server has calls it
 * opens: unlocking one that has none would buy nothing, so this, not a list kept by hand, says what is built.
 */
export function modulesWithCalls(router: AppRouter): ReadonlySet<number> {
  const found = new Set<number>();
  const walk = (node: AppRouter | AppRoute) => {
    if (isRoute(node)) {
      const module = (node.metadata as Partial<RouteMeta> | undefined)?.module;
      if (module !== undefined) found.add(module);
      return;
    }
    for (const child of Object.values(node)) walk(child as AppRouter | AppRoute);
  };
  walk(router);
  return found;
}
