import { LANG_COOKIE, type Lang } from '@card/contract';
import { secureCookies } from '../../lib/cookies';

// Structural type: ts-rest hands handlers a FastifyReply whose generics differ from ours.
interface CookieReply {
  setCookie(name: string, value: string, opts: Record<string, unknown>): unknown;
}

/**
 * Readable by the page too (not httpOnly): the client's i18n starts from the same cookie the server speaks.
 * Secure on an https site, like the session cookie (account/session-cookie.ts).
 */
export function setLangCookie(reply: CookieReply, lang: Lang, publicOrigin: string) {
  reply.setCookie(LANG_COOKIE, lang, { path: '/', sameSite: 'lax', secure: secureCookies(publicOrigin), maxAge: 365 * 86_400 });
}
