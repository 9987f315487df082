import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, TOKEN_COOKIE, type RouteMeta } from '@card/contract';
import type { AppContext } from '../context';
import { DomainError } from '../lib/domain-error';
import { sha256 } from '../lib/hash';
import { accessRepository, accessStateOf } from '../core/access';
import { sharedCache } from '../core/read-cache';
import { deepFreeze } from '../lib/deep-freeze';
// `req.cookies` is typed by @fastify/cookie's augmentation of FastifyRequest (registered in app.ts); imported here so
// a program that reaches this file without app.ts (the journeys' server scripts, e2e/scripts) sees it too.
import type {} from '@fastify/cookie';

/** The token from `Authorization` (with or without "Bearer ") or, failing that, the cookie. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || undefined;
  return req.cookies?.[TOKEN_COOKIE] || undefined;
}

/** The material host's `Token` header (routes with `tokenHeader`), or undefined. */
function headerToken(req: FastifyRequest): string | undefined {
  const v = req.headers.token;
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
}

export function routeMeta(req: FastifyRequest): RouteMeta | undefined {
  const config = req.routeOptions.config as { tsRestRoute?: { metadata?: RouteMeta } } | undefined;
  return config?.tsRestRoute?.metadata;
}

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof accessRepository>['sessionByTokenHash']>>>;

/**
 * Sessions with what the permission guard needs, kept by token hash (every signed-in call reads one). A write to
 * what a session was read from (derived from its reads, core/read-cache) drops the entries of its user, or all of
 * them when the write names no user (a logout by session id, say), so a revoked session or a changed role is seen by
 * the very next request. Every row a session is read from is its user's own.
 */
const sessions = (ctx: AppContext) => sharedCache<SessionRow>(ctx.db, 'sessions', { maxEntries: LIMITS.cache.perUser, ownRows: ['Session', 'User', 'UserRole', 'UnlockedModule'] });

/** The live session a token stands for, or why there is none ('missing' token, 'dead' = expired or revoked). */
export async function sessionOf(ctx: AppContext, token: string | undefined) {
  if (!token) return { session: null, why: 'missing' as const };
  const tokenHash = sha256(token);
  const row = await sessions(ctx).get(tokenHash, async () => {
    const found = await accessRepository(ctx.db).sessionByTokenHash(tokenHash);
    return found && { owner: found.userId, value: deepFreeze(found) };
  });
  const now = ctx.clock.now();
  if (row && !row.revokedAt && row.expiresAt > now) {
    return { session: { userId: row.userId, sessionId: row.id, access: accessStateOf(row.user, now) }, why: null };
  }
  return { session: null, why: row ? ('dead' as const) : ('missing' as const) };
}

/**
 * Reads the session on every contract route that asks for one. A route marked 'user' without a live session
 * is answered with status 302 before its body is even validated; an expired or revoked token says "login timeout".
 */
export function registerSession(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    const auth = routeMeta(req)?.auth;
    // Already set by a verified upload token (plugins/uploads.ts), which stands in for the session on its route.
    if (!auth || auth === 'public' || req.session) return;
    const { session, why } = await sessionOf(ctx, (routeMeta(req)?.tokenHeader && headerToken(req)) || tokenOf(req));
    if (session) req.session = session;
    else if (auth === 'user') throw new DomainError(why === 'dead' ? 'LOGIN_TIMEOUT' : 'NOT_LOGGED_IN');
  });
}
