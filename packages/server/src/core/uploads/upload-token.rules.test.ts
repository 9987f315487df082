import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { signUploadToken, verifyUploadToken } from './upload-token.rules';

const SECRET = 'a'.repeat(64);
const now = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const TTL = LIMITS.upload.tokenMinutes * 60_000;
const failure = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('signed upload tokens', () => {
  const { token, expiresAt } = signUploadToken(SECRET, 'user-1', 'avatar', now);

  it('names the user for its purpose until the last millisecond before expiry', () => {
    expect(expiresAt.getTime()).toBe(now.getTime() + TTL);
    expect(verifyUploadToken(SECRET, token, 'avatar', now)).toBe('user-1');
    expect(verifyUploadToken(SECRET, token, 'avatar', at(TTL - 1))).toBe('user-1');
  });

  it('is refused at its expiry and after', () => {
    expect(failure(() => verifyUploadToken(SECRET, token, 'avatar', at(TTL)))).toBe('UPLOAD_AUTH_FAILED');
  });

  it('is refused for another purpose and under another secret', () => {
    expect(failure(() => verifyUploadToken(SECRET, token, 'albumPhoto', now))).toBe('UPLOAD_AUTH_FAILED');
    expect(failure(() => verifyUploadToken('b'.repeat(64), token, 'avatar', now))).toBe('UPLOAD_AUTH_FAILED');
  });

  it('is refused when its claims are rewritten (another user, a later expiry) without the secret', () => {
    const [v, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'user-2', p: 'avatar', e: now.getTime() + 10 * TTL })).toString('base64url');
    expect(failure(() => verifyUploadToken(SECRET, `${v}.${forged}.${sig}`, 'avatar', now))).toBe('UPLOAD_AUTH_FAILED');
  });

  it('refuses another spelling of the same signature (base64url padding bits)', () => {
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1]!; // same 4 data bits, other padding bits
    const sig = token.split('.')[2]!;
    expect(Buffer.from(sig.slice(0, -1) + twin, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    expect(failure(() => verifyUploadToken(SECRET, token.slice(0, -1) + twin, 'avatar', now))).toBe('UPLOAD_AUTH_FAILED');
  });

  it('refuses the old unsigned format, a truncated signature and junk without throwing anything else', () => {
    const legacy = Buffer.from(`user-1:${at(TTL).toISOString()}`).toString('base64url');
    for (const bad of [legacy, token.slice(0, -2), `${token}.x`, '', '...', 'v1.e30.']) {
      expect(failure(() => verifyUploadToken(SECRET, bad, 'avatar', now))).toBe('UPLOAD_AUTH_FAILED');
    }
  });
});
