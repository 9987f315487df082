import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { SERVICE_BASES, contract, type RouteMeta } from '@card/contract';
import type { ZodTypeAny } from 'zod';

export interface WalkedRoute { name: string; route: AppRoute; meta: RouteMeta }

/** Every route of the contract, with its dotted name. New areas join automatically. */
export function allRoutes(router: AppRouter = contract, prefix = ''): WalkedRoute[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value)) return [{ name, route: value, meta: value.metadata as RouteMeta }];
    return allRoutes(value as AppRouter, name);
  });
}

/** The URL a route is served at, with each path parameter filled by `param`. */
export function urlOf(w: WalkedRoute, param = 'AAAAAAAAAAAAAAAAAAAAAA') {
  return `${SERVICE_BASES[w.meta.base]}${w.route.path.replace(/:([A-Za-z0-9_]+)/g, () => param)}`;
}

/** The field names of an object schema, looking through optional, default, effects and pipes. */
export function schemaKeys(schema: unknown): string[] {
  let s = schema as ZodTypeAny | undefined;
  for (let i = 0; i < 10 && s; i++) {
    const def = (s as { _def: Record<string, unknown> })._def;
    if (def.typeName === 'ZodObject') return Object.keys((s as unknown as { shape: Record<string, unknown> }).shape);
    s = (def.innerType ?? def.schema ?? def.in ?? def.left) as ZodTypeAny | undefined;
  }
  return [];
}

/** True when the schema refuses an empty object (so a body with nothing in it must be refused). */
export function requiresFields(schema: unknown): boolean {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return false;
  return !(schema as ZodTypeAny).safeParse({}).success;
}
