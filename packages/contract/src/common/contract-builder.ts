import { initContract } from '@ts-rest/core';
import type { z } from 'zod';
import { envelope } from './envelope';
import type { RouteMeta, RouteNeeds, ServiceBase } from './bases';

export const c = initContract();

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
