import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE } from '@card/contract';
import type { AppContext } from '../context';
import { DomainError } from '../lib/domain-error';
import { csrfVerdict } from '../lib/csrf.rules';
import { routeMeta } from './session';

/** The public origin as browsers write it in Origin (scheme, host, port only when not the default). */
export function originOf(publicOrigin: string): string {
  try {
    return new URL(publicOrigin).origin;
  } catch {
    return publicOrigin.replace(/\/+$/, '');
  }
}

/**
 * Refuses cross-site forgeries (lib/csrf.rules.ts, decision 0011) before the session is even looked up. Registered
 * after the language hook, so the refusal speaks the caller's language.
 */
export function registerCsrf(app: FastifyInstance, ctx: AppContext) {
  const publicOrigin = originOf(ctx.config.publicOrigin);
  app.addHook('onRequest', async (req) => {
    const verdict = csrfVerdict(
      {
        method: req.method,
        meta: routeMeta(req),
        // The material host's Token header stands for Authorization on its routes: a forged cross-site form cannot set it.
        hasAuthorization: !!req.headers.authorization || (!!routeMeta(req)?.tokenHeader && !!req.headers.token),
        hasSessionCookie: req.cookies?.[TOKEN_COOKIE] !== undefined,
        origin: req.headers.origin,
        referer: req.headers.referer,
      },
      publicOrigin,
    );
    if (verdict === 'refused') throw new DomainError('CROSS_SITE_REFUSED');
  });
}
