import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fId, type Role, type RouteMeta } from '@card/contract';
import type { AppContext } from '../context';
import { accessDecision, accessRepository, custodyDecision, metadataProblem, SESSION_ROLES, type RoleResolvers } from '../core/access';
import { DomainError } from '../lib/domain-error';
import { routeMeta } from './session';
import { csrfMetadataProblem } from '../lib/csrf.rules';

/** The contract's id rule, so the guard and validation agree on what a well-formed id is. */
const ID = fId();

/** The raw value of `body.cid` / `query.x` / `params.y`, before validation; only a well-formed id counts. */
function rawId(req: FastifyRequest, from: string): string | null {
  const [where, field] = from.split('.') as ['body' | 'query' | 'params', string];
  const source = (where === 'body' ? req.body : where === 'query' ? req.query : req.params) as Record<string, unknown> | undefined;
  const v = source && typeof source === 'object' ? source[field] : undefined;
  return typeof v === 'string' && ID.safeParse(v).success ? v : null;
}

/**
 * The one permission guard: VIP, module locks and roles as the route's metadata declares them, checked after the
 * session (onRequest) and before the handler. Session-borne facts cost no query; object roles ask the owning
 * area's resolver with the id named in the metadata. A missing or malformed id is left to validation, which
 * refuses it with a field error, so the caller learns what is wrong with the request rather than "no permission".
 */
export function registerGuard(app: FastifyInstance, ctx: AppContext, resolvers: RoleResolvers) {
  app.addHook('preHandler', async (req) => {
    const meta = routeMeta(req);
    if (meta?.blockedInCustody && req.session) {
      const custody = custodyDecision(meta, await accessRepository(ctx.db).inCustody(req.session.userId));
      if (custody) throw new DomainError(custody);
    }
    if (!meta || (!meta.vip && meta.module === undefined && !meta.roles?.length)) return;
    const session = req.session;
    const objectRoles = new Map<Role, boolean>();
    if (session) {
      for (const r of meta.roles ?? []) {
        if (SESSION_ROLES.has(r.role) || !r.from) continue;
        const id = rawId(req, r.from);
        if (id === null) return; // validation answers with the field
        objectRoles.set(r.role, await resolvers.get(r.role)!(ctx, session.userId, id));
      }
    }
    const code = accessDecision(meta, session?.access ?? null, objectRoles);
    if (code) throw new DomainError(code);
  });
}

/** Start-up check: every contract route must carry metadata the guard can enforce. Throws naming the route. */
export function assertRouteMetadata(path: string, method: string, meta: unknown, resolvers: RoleResolvers) {
  const problem = metadataProblem(meta as RouteMeta | undefined, new Set(resolvers.keys())) ?? csrfMetadataProblem(method, path, meta as RouteMeta | undefined);
  if (problem) throw new Error(`route ${method} ${path} ${problem}: every contract route declares who may call it`);
}
