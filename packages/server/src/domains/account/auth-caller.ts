import type { FastifyRequest } from 'fastify';
import type { SmsCaller } from './auth.rules';
import { secureCookies } from './session-cookie';

/** The device cookie: random, httpOnly, a year long; only the SMS budgets read it. */
export const DEVICE_COOKIE = 'card_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;
const YEAR_SECONDS = 365 * 86_400;

// Structural type: ts-rest hands handlers a FastifyReply whose generics differ from ours.
interface CookieReply {
  setCookie(name: string, value: string, opts: Record<string, unknown>): unknown;
}

/**
 * Who is asking for a code. The device is the signed-in user when there is one; else the device cookie, which is
 * set here when missing or malformed. A client that drops cookies gets a new device each time, so for it the
 * address budget is the one that holds.
 */
export function smsCallerOf(request: FastifyRequest, reply: CookieReply, newDeviceId: () => string, publicOrigin: string): SmsCaller {
  const cookie = request.cookies?.[DEVICE_COOKIE];
  let deviceId = cookie && DEVICE_ID.test(cookie) ? cookie : null;
  if (!deviceId) {
    deviceId = newDeviceId();
    reply.setCookie(DEVICE_COOKIE, deviceId, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(publicOrigin), maxAge: YEAR_SECONDS });
  }
  // The request that receives the cookie already counts for it, so a browser's budget starts with its first code.
  return { address: request.ip, device: request.session ? `user:${request.session.userId}` : `cookie:${deviceId}` };
}
