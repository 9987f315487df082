import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { SERVICE_BASES, contract, type RouteMeta } from '@card/contract';
import type { ZodTypeAny } from 'zod';

export interface WalkedRoute {
  name: string;
  route: AppRoute;
  meta: RouteMeta;
}

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

/** Looks through optional, nullable, default, effects (preprocess, refine) and pipes to the type underneath. */
export function unwrap(schema: unknown): ZodTypeAny | undefined {
  let s = schema as ZodTypeAny | undefined;
  for (let i = 0; i < 10 && s; i++) {
    const def = (s as { _def: Record<string, unknown> })._def;
    const next = def.innerType ?? def.schema ?? def.in;
    if (!next) return s;
    s = next as ZodTypeAny;
  }
  return s;
}

/** The per-field schemas of an object schema (empty for a route without one). */
/** The element schema of a body that is a JSON array (the spec's `isGenerateRecordPoster`), else null. */
export function arrayElementOf(schema: unknown): ZodTypeAny | null {
  const s = unwrap(schema) as (ZodTypeAny & { element?: ZodTypeAny }) | undefined;
  return s?._def.typeName === 'ZodArray' && s.element ? s.element : null;
}

export function fieldSchemas(schema: unknown): Record<string, ZodTypeAny> {
  const s = unwrap(schema) as (ZodTypeAny & { shape?: Record<string, ZodTypeAny> }) | undefined;
  return s?._def.typeName === 'ZodObject' && s.shape ? { ...s.shape } : {};
}

/**
 * True for an id field: one that refuses a malformed value with the `idFormat` rule (the contract's `fId()`, an
 * optional id, or a comma-joined list of ids). Decided by behaviour, so a local id schema is recognised too.
 */
export function isIdSchema(schema: unknown): boolean {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return false;
  const r = (schema as ZodTypeAny).safeParse('#not an id#');
  return !r.success && r.error.issues.some((i) => i.message.includes('"idFormat"'));
}

/**
 * Fields that hold a public reference rather than the id of an owned object: a card's `phoneIdEcr` is what a
 * visitor legitimately uses to open someone else's card, so a route taking only it is not a foreign-id route.
 */
export const isPublicReference = (field: string) => /phoneIdEcr$/i.test(field);

export type InputPlace = 'params' | 'query' | 'body';
export interface IdField {
  place: InputPlace;
  field: string;
  list: boolean;
}

/** Every input of a route that names an owned object by id (path, query or body), public references excluded. */
export function idFieldsOf(w: WalkedRoute): IdField[] {
  const r = w.route as AppRoute & { pathParams?: unknown; query?: unknown; body?: unknown };
  const places: [InputPlace, unknown][] = [
    ['params', r.pathParams],
    ['query', r.query],
    ['body', 'body' in r ? r.body : undefined],
  ];
  return places.flatMap(([place, schema]) =>
    Object.entries(fieldSchemas(schema))
      .filter(([field, s]) => isIdSchema(s) && !isPublicReference(field))
      .map(([field, s]) => ({ place, field, list: unwrap(s)?._def.typeName === 'ZodArray' || s.safeParse('a1b2c3d4e5,f6g7h8i9j0').data?.length === 2 })),
  );
}
