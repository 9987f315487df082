import { TOKEN_COOKIE } from '@card/contract';
import { secureCookies } from '../../lib/cookies';

export { secureCookies };

// Structural type: ts-rest hands handlers a FastifyReply whose generics differ from ours.
interface CookieReply {
  setCookie(name: string, value: string, opts: Record<string, unknown>): unknown;
  clearCookie(name: string, opts: Record<string, unknown>): unknown;
}

/** The token also travels as an httpOnly cookie, so plain page loads (the vCard link, QR images) carry the session. */
export function setTokenCookie(reply: CookieReply, token: string, expiresAt: string, publicOrigin: string) {
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(publicOrigin), expires: new Date(expiresAt) });
}

export function clearTokenCookie(reply: CookieReply, publicOrigin: string) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(publicOrigin) });
}
