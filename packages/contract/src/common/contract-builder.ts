import { type AppRouter, initContract, type RouterOptions } from '@ts-rest/core';
import type { z } from 'zod';
import { envelope } from './envelope';
import type { RouteMeta, RouteNeeds, ServiceBase } from './bases';

const tsRest = initContract();

/**
 * ts-rest's `router`, typed to take its routes as they are written. ts-rest's own signature infers them back through
 * a mapped type (to keep each path a literal and check headers, which `const` does here and no route uses); that
 * inference was most of the compiler's work on this package, once for each of the three programs that check it. The
 * answer's type is ts-rest's own (its options applied: common responses merged into each route), and so is the
 * object built at run time.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}`: ts-rest's default options
function router<const T extends AppRouter, O extends RouterOptions = {}>(routes: T, options?: O): ReturnType<typeof tsRest.router<T, string, O>> {
  return tsRest.router(routes as never, options) as never;
}

export const c = { ...tsRest, router };

/**
 * Route metadata; every route declares its base and who may call it, plus what else it needs (VIP, a module, a
 * role, upload limits, idempotency). The server refuses to start when a route has none.
 */
export const meta = (auth: RouteMeta['auth'], base: ServiceBase = 'main', needs: RouteNeeds = {}): RouteMeta => ({ base, auth, ...needs });

/** Form-encoded POST, the legacy default for bodies. */
export const FORM = 'application/x-www-form-urlencoded' as const;
export const FORM_CONTENT_TYPE = FORM;
export const MULTIPART = 'multipart/form-data' as const;

/**
 * A form-encoded POST route whose 200 answer is `envelope(result)`: the shape of almost every call. `extra` adds
 * what a few routes need (pathParams, summary, and `needs`: VIP, module, roles, idempotency) and is merged as is,
 * so ts-rest infers the route exactly.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}`: no extra route fields unless given
export function formPost<P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny, E extends object = {}>(
  path: P,
  body: B,
  result: R,
  auth: RouteMeta['auth'],
  extra?: E & { needs?: RouteNeeds; base?: ServiceBase },
) {
  const { needs, base, ...rest } = (extra ?? {}) as E & { needs?: RouteNeeds; base?: ServiceBase };
  return {
    method: 'POST' as const,
    path,
    contentType: FORM,
    body,
    responses: { 200: envelope(result) },
    metadata: meta(auth, base ?? 'main', needs),
    ...(rest as Omit<E, 'needs' | 'base'>),
  };
}
