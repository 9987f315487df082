import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * Signed upload tokens: `v1.<claims>.<signature>`, the claims being base64url JSON of the user id, the purpose
 * and the expiry (ms), the signature an HMAC-SHA256 of `v1.<claims>` with the server's secret. A token opens one
 * purpose's upload for one user until it expires; anything else about it is UPLOAD_AUTH_FAILED, never a hint
 * of which part was wrong. Pure: the time comes in.
 */
export interface UploadClaims {
  userId: string;
  purpose: string;
  expiresAt: Date;
}

const VERSION = 'v1';
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

export function signUploadToken(secret: string, userId: string, purpose: string, now: Date) {
  const expiresAt = new Date(now.getTime() + LIMITS.upload.tokenMinutes * 60_000);
  const claims = b64(JSON.stringify({ u: userId, p: purpose, e: expiresAt.getTime() }));
  const signed = `${VERSION}.${claims}`;
  return { token: `${signed}.${b64(mac(secret, signed))}`, expiresAt };
}

/** The user a token names, when it is ours, unaltered, unexpired and for this purpose. */
export function verifyUploadToken(secret: string, token: string, purpose: string, now: Date): string {
  const fail = () => new DomainError('UPLOAD_AUTH_FAILED', { field: 'uploadToken' });
  const [version, claims, signature, ...rest] = token.split('.');
  if (version !== VERSION || !claims || !signature || rest.length) throw fail();
  // Compared as the canonical text, so no second spelling of the same bytes passes; in constant time, and only
  // over equal lengths (timingSafeEqual throws otherwise).
  const expected = Buffer.from(b64(mac(secret, `${version}.${claims}`)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw fail();
  let parsed: { u?: unknown; p?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (typeof parsed.u !== 'string' || parsed.p !== purpose || typeof parsed.e !== 'number' || parsed.e <= now.getTime()) throw fail();
  return parsed.u;
}
