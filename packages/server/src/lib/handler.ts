import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';
import { ok } from './envelope';

/**
 * The two handler shapes every route uses: the session is read and the success envelope is written in the
 * caller's language here, so a router line says only which service call answers the route.
 *
 * Both are generic in `A`, the handler input ts-rest declares for the route: TypeScript infers it from the
 * property the wrapper is assigned to (`s.router(contract.x, { name: signedIn(...) })`), so `body`, `query`
 * and `params` keep their contract types without any annotation. Handlers that set cookies, answer in
 * another language or send files keep the explicit `ok(...)` form of lib/envelope.ts.
 */
type Input = { request: FastifyRequest };

/** A 'user' route: the session hook has already refused callers without one, so the id is always there. */
export function signedIn<A extends Input, R>(fn: (input: A, userId: string, request: FastifyRequest) => R | Promise<R>) {
  return async (input: A) => ok(input.request.lang, await fn(input, userIdOf(input.request), input.request));
}

/** A 'public' or 'optional' route: `viewerId` is the signed-in caller when there is one, else null. */
export function open<A extends Input, R>(fn: (input: A, viewerId: string | null, request: FastifyRequest) => R | Promise<R>) {
  return async (input: A) => ok(input.request.lang, await fn(input, input.request.session?.userId ?? null, input.request));
}

/** For handlers of 'user' routes: the session hook (plugins/session.ts) guarantees the session. */
export function userIdOf(req: FastifyRequest): string {
  if (!req.session) throw new DomainError('NOT_LOGGED_IN');
  return req.session.userId;
}
