import { describe, expect, it } from 'vitest';
import { idempotencyKey, isAbandoned, requestFingerprint, shouldStore, validRequestId } from './idempotency.rules';

describe('validRequestId', () => {
  it('takes 8 to 64 url-safe characters', () => {
    expect(validRequestId('a'.repeat(7))).toBe(false);
    expect(validRequestId('a'.repeat(8))).toBe(true);
    expect(validRequestId('A_-9'.repeat(16))).toBe(true);
    expect(validRequestId('a'.repeat(65))).toBe(false);
  });
  it('refuses other characters, arrays and absence', () => {
    expect(validRequestId('abcdefg!')).toBe(false);
    expect(validRequestId(['abcdefgh'])).toBe(false);
    expect(validRequestId(undefined)).toBe(false);
  });
});

describe('idempotencyKey', () => {
  it('differs by user, route and request id', () => {
    const k = idempotencyKey('u1', 'POST /a', 'req00001');
    expect(idempotencyKey('u1', 'POST /a', 'req00001')).toBe(k);
    expect(idempotencyKey('u2', 'POST /a', 'req00001')).not.toBe(k);
    expect(idempotencyKey('u1', 'POST /b', 'req00001')).not.toBe(k);
    expect(idempotencyKey('u1', 'POST /a', 'req00002')).not.toBe(k);
  });
});

describe('requestFingerprint', () => {
  it('ignores field order and tells different values apart', () => {
    expect(requestFingerprint({ body: { a: '1', b: '2' } })).toBe(requestFingerprint({ body: { b: '2', a: '1' } }));
    expect(requestFingerprint({ body: { a: '1' } })).not.toBe(requestFingerprint({ body: { a: '2' } }));
    expect(requestFingerprint({ body: { a: '1' } })).not.toBe(requestFingerprint({ query: { a: '1' } }));
  });
  it('hashes uploaded bytes by content', () => {
    expect(requestFingerprint({ body: { f: Buffer.from([1, 2]) } })).toBe(requestFingerprint({ body: { f: Buffer.from([1, 2]) } }));
    expect(requestFingerprint({ body: { f: Buffer.from([1, 2]) } })).not.toBe(requestFingerprint({ body: { f: Buffer.from([1, 3]) } }));
  });
});

describe('shouldStore', () => {
  it('keeps successes only', () => {
    expect([199, 200, 299, 300, 400, 409, 500].map(shouldStore)).toEqual([false, true, true, false, false, false, false]);
  });
});

describe('abandoned claims', () => {
  const at = new Date('2026-11-24T00:00:00Z');
  it('a pending claim is abandoned exactly when the lease has run out; a stored answer never is', () => {
    expect(isAbandoned({ state: 'pending', createdAt: at }, new Date(at.getTime() + 29_999), 30_000)).toBe(false);
    expect(isAbandoned({ state: 'pending', createdAt: at }, new Date(at.getTime() + 30_000), 30_000)).toBe(true);
    expect(isAbandoned({ state: 'done', createdAt: at }, new Date(at.getTime() + 3_600_000), 30_000)).toBe(false);
  });
});
