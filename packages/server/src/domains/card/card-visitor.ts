import type { FastifyRequest } from 'fastify';
import { LIMITS, networkRadarContract, type VisitorDevice } from '@card/contract';
import type { AppContext } from '../../context';
import { secureCookies } from '../../lib/cookies';
import { deviceOf } from './card-visits.rules';
import { beaconPass, passCookieName, signVisitor, VISITOR_COOKIE, visitorOfCookie, type PassSubject } from './card-visitor.rules';

// Structural type: ts-rest hands handlers a FastifyReply whose generics differ from ours.
interface CookieReply {
  setCookie(name: string, value: string, opts: Record<string, unknown>): unknown;
}

/**
 * The visitor cookie and the beacon pass on the wire (rules in card-visitor.rules.ts). Both are set per response
 * as headers, so the card page's shared, cached HTML is the same for everyone (share.service.ts keeps it per card
 * version as before). The key is the server's secret (UPLOAD_TOKEN_SECRET), under purposes of its own.
 */
const secretOf = (ctx: AppContext) => ctx.config.uploadTokenSecret;

/** The visitor a request names by its cookie (verified), or null: what a beacon may use, it never makes one. */
export const visitorOf = (ctx: AppContext, req: FastifyRequest) => visitorOfCookie(secretOf(ctx), req.cookies?.[VISITOR_COOKIE]);

/**
 * A card request's visitor; `fresh` when its cookie was made for this request (its first view); `device` the kind of
 * device its user agent names (the radar shows it, issue 31).
 */
export interface CardVisitor {
  visitorId: string;
  fresh: boolean;
  device: VisitorDevice | null;
}

/**
 * The visitor of a card request: the cookie's when valid, else a new one set on this response (long-lived,
 * HttpOnly, SameSite=Lax). The request that receives the cookie already counts as that visitor, so a new browser's
 * first view and its reload are one visitor, not an address and then a cookie. A client that never keeps the cookie
 * is a new visitor each time, bounded by the address's new-visitor budget (card-visits.rules.ts FRESH_VISITOR_RULE).
 */
export function cardVisitorOf(ctx: AppContext, req: FastifyRequest, reply: CookieReply): CardVisitor {
  const known = visitorOf(ctx, req);
  const device = deviceOf(req.headers['user-agent']);
  if (known) return { visitorId: known, fresh: false, device };
  const id = ctx.ids.token();
  reply.setCookie(VISITOR_COOKIE, signVisitor(secretOf(ctx), id), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx.config.publicOrigin),
    maxAge: LIMITS.network.visitorCookieDays * 86_400,
  });
  return { visitorId: id, fresh: true, device };
}

/** Where beacons go: the pass cookie travels only there (it is of no use to any other request). */
const BEACON_PATH = networkRadarContract.beacon.path;

/** Hands the served card's beacon pass to this browser (not to the owner, whose actions count nothing). */
export function issueBeaconPass(ctx: AppContext, reply: CookieReply, phoneIdEcr: string, s: PassSubject): void {
  const pass = beaconPass(secretOf(ctx), s, ctx.clock.now());
  reply.setCookie(passCookieName(phoneIdEcr), pass.value, {
    path: BEACON_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(ctx.config.publicOrigin),
    maxAge: LIMITS.network.beaconTokenMinutes * 60,
  });
}

/** The pass a beacon request carries for this card, if any. */
export const beaconPassOf = (req: FastifyRequest, phoneIdEcr: string): string | undefined => req.cookies?.[passCookieName(phoneIdEcr)];

export const beaconSecretOf = secretOf;
