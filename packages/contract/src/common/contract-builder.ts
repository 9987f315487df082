import { initContract } from '@ts-rest/core';
import type { z } from 'zod';
import { envelope } from './envelope';
import type { RouteMeta, ServiceBase } from './bases';

export const c = initContract();

/** Shorthand for route metadata; every route declares its base and who may call it. */
export const meta = (auth: RouteMeta['auth'], base: ServiceBase = 'main'): RouteMeta => ({ base, auth });

/** Form-encoded POST, the legacy default for bodies. */
export const FORM = 'application/x-www-form-urlencoded' as const;
export const FORM_CONTENT_TYPE = FORM;

/**
 * A form-encoded POST route whose 200 answer is `envelope(result)`: the shape of almost every call. `extra` adds
 * what a few routes need (pathParams, summary) and is merged as is, so ts-rest infers the route exactly.
 */
export function formPost<P extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny, E extends object = {}>(
  path: P, body: B, result: R, auth: RouteMeta['auth'], extra?: E,
) {
  return { method: 'POST' as const, path, contentType: FORM, body, responses: { 200: envelope(result) }, metadata: meta(auth), ...(extra as E) };
}
