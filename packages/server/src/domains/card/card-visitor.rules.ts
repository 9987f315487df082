import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Who visits a card, and the pass a served card page gives its beacon (issue 31). Pure: the secret and the time
 * come in.
 *
 * - The visitor cookie names a browser: a random id and its HMAC with the server's secret, so a caller cannot pick
 *   another visitor's id (a forged or altered value is as good as none, and a new one is given). Three browsers
 *   behind one address are three visitors; the address is only the fallback of a request that has no visitor.
 * - The beacon pass: the expiry and an HMAC of (card owner, visitor, expiry). It is handed out with the served card
 *   (an HttpOnly cookie scoped to the beacon's path, so the shared cached HTML stays the same for every visitor) and
 *   a beacon counts only with a pass for that card, that visitor and not past its window.
 */
export const VISITOR_COOKIE = 'card_visitor';
/** One pass cookie per card, so two cards open in two tabs each report with their own. */
export const passCookieName = (phoneIdEcr: string) => `card_rp_${phoneIdEcr}`;

const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SIG_CHARS = 22; // 128 bits of the HMAC, base64url
const MINUTE = 60_000;

const mac = (secret: string, purpose: string, data: string) => createHmac('sha256', secret).update(`${purpose}|${data}`).digest('base64url').slice(0, SIG_CHARS);
/** Equal text in constant time (lengths first: timingSafeEqual throws on unequal ones). */
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const signVisitor = (secret: string, id: string) => `${id}.${mac(secret, 'visitor', id)}`;

/** The visitor id a cookie value names when it is ours and unaltered, else null (the caller then issues a new one). */
export function visitorOfCookie(secret: string, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !VISITOR_ID.test(id)) return null;
  return same(value.slice(dot + 1), mac(secret, 'visitor', id)) ? id : null;
}

export interface PassSubject {
  ownerId: string;
  visitorId: string;
}

/** The pass of a served card for this visitor: `<expiry ms, base 36>.<signature>`, and its expiry. */
export function beaconPass(secret: string, s: PassSubject, now: Date): { value: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + LIMITS.network.beaconTokenMinutes * MINUTE);
  const exp = expiresAt.getTime().toString(36);
  return { value: `${exp}.${mac(secret, 'beacon', `${s.ownerId}|${s.visitorId}|${exp}`)}`, expiresAt };
}

/**
 * Whether a beacon may count: a pass made by us for this card and this visitor, not past its window (the expiry
 * instant itself is past). Anything else is RADAR_BEACON_TOKEN_INVALID naming the pass, never which part failed.
 */
export function assertBeaconPass(secret: string, pass: string | undefined, s: PassSubject | { ownerId: string; visitorId: null }, now: Date): void {
  const fail = () => new DomainError('RADAR_BEACON_TOKEN_INVALID', { field: 'radarPass' });
  if (!pass || !s.visitorId) throw fail();
  const [exp, sig, ...rest] = pass.split('.');
  if (!exp || !sig || rest.length || !/^[0-9a-z]{1,12}$/.test(exp)) throw fail();
  if (!same(sig, mac(secret, 'beacon', `${s.ownerId}|${s.visitorId}|${exp}`))) throw fail();
  if (parseInt(exp, 36) <= now.getTime()) throw fail();
}
