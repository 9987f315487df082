import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { secureCookies } from '../../lib/cookies';
import { WX_RETURN_MINUTES, WX_VISITOR_COOKIE } from './wx-auth.rules';

interface CookieReply {
  setCookie(name: string, value: string, opts: Record<string, unknown>): unknown;
}

/**
 * The signed-out browser that started a WeChat sign-in: a random cookie only this browser holds (httpOnly), whose
 * hash the state names. Without it a code and state sent to someone else would sign them into the sender's account.
 * `create`: make one when the browser has none (starting); else answer what it has (coming back), or null.
 */
export function wxVisitorOf(req: FastifyRequest, reply: CookieReply, ctx: AppContext, create: boolean): string | null {
  let value = req.cookies?.[WX_VISITOR_COOKIE];
  if (!value && create) {
    value = ctx.ids.token();
    reply.setCookie(WX_VISITOR_COOKIE, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(ctx.config.publicOrigin),
      maxAge: WX_RETURN_MINUTES * 60,
    });
  }
  return value ? createHash('sha256').update(value).digest('hex') : null;
}
