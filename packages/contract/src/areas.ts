import type { AppRoute, AppRouter } from '@ts-rest/core';
import { COMMON_LABELS, type AreaLabels, type Labels } from './common/labels';
import { AREA_LABELS } from './area-labels';
import type { Contract } from './contract';

/** A business area: a top-level key of the contract (`api.album.*`). */
export type Area = keyof Contract;

/** Where a message is worded: an area, or one call of it (`'card.addMpColumn'`) when the call narrows a label. */
export type LabelScope = { [A in Area]: A | `${A}.${Extract<keyof Contract[A], string>}` }[Area];

/** Every area's labels by its key, generated from the list of areas (area-labels.ts: a missing area fails to compile). */
export { AREA_LABELS };

const merged = new Map<string, Labels>();

/** The labels a scope reads: common, then the area's, then the call's (the narrowest wins). Unknown scope: common. */
export function labelsFor(scope: LabelScope | undefined): Labels {
  if (!scope) return COMMON_LABELS;
  const hit = merged.get(scope);
  if (hit) return hit;
  const [area, call] = scope.split('.') as [string, string | undefined];
  const own = (AREA_LABELS as Record<string, AreaLabels | undefined>)[area];
  const labels: Labels = { ...COMMON_LABELS, ...own?.fields, ...(call ? own?.calls?.[call] : undefined) };
  merged.set(scope, labels);
  return labels;
}

/**
 * Indexes a contract's routes by their scope (`area.call`), so the server can word a refusal for the route it
 * serves. Keyed by the route object ts-rest hands to Fastify as `config.tsRestRoute`.
 */
export function indexScopes(router: AppRouter): WeakMap<AppRoute, LabelScope> {
  const index = new WeakMap<AppRoute, LabelScope>();
  const walk = (node: AppRouter | AppRoute, area: string, call: string) => {
    if (isRoute(node)) {
      index.set(node, `${area}.${call}` as LabelScope);
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child as AppRouter | AppRoute, area || key, area ? key : '');
  };
  walk(router, '', '');
  return index;
}

const isRoute = (node: unknown): node is AppRoute =>
  typeof node === 'object' && node !== null && typeof (node as AppRoute).method === 'string' && typeof (node as AppRoute).path === 'string';
