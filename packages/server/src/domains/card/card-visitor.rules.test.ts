import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertBeaconPass, beaconPass, passCookieName, signVisitor, visitorOfCookie } from './card-visitor.rules';

const secret = 'test-secret-0123456789';
const now = new Date('2026-11-29T10:00:00.000Z');
const subject = { ownerId: 'ownerId000000001', visitorId: 'visitorAAAAAAAAAAAAAAAA' };
const windowMs = LIMITS.network.beaconTokenMinutes * 60_000;

/** The catalogue code and field a check refuses with, or 'ok'. */
function outcome(fn: () => void): string {
  try {
    fn();
    return 'ok';
  } catch (err) {
    if (err instanceof DomainError) return `${err.code}:${err.details?.field}`;
    throw err;
  }
}
const REFUSED = 'RADAR_BEACON_TOKEN_INVALID:radarPass';

describe('visitor cookie', () => {
  it('names the visitor it was signed for', () => {
    expect(visitorOfCookie(secret, signVisitor(secret, subject.visitorId))).toBe(subject.visitorId);
  });
  it('is none when missing, unsigned, re-signed with another key, or with the id changed', () => {
    const good = signVisitor(secret, subject.visitorId);
    expect(visitorOfCookie(secret, undefined)).toBeNull();
    expect(visitorOfCookie(secret, subject.visitorId)).toBeNull();
    expect(visitorOfCookie(secret, signVisitor('another-secret', subject.visitorId))).toBeNull();
    expect(visitorOfCookie(secret, good.replace('visitorA', 'visitorB'))).toBeNull();
    expect(visitorOfCookie(secret, `${good}x`)).toBeNull();
  });
  it('takes ids of 16 to 64 id characters, not 15 or 65', () => {
    for (const [id, ok] of [
      ['a'.repeat(16), true],
      ['a'.repeat(64), true],
      ['a'.repeat(15), false],
      ['a'.repeat(65), false],
      [`${'a'.repeat(15)}.`, false],
    ] as const) {
      expect(visitorOfCookie(secret, signVisitor(secret, id)) === id, id).toBe(ok);
    }
  });
});

describe('beacon pass', () => {
  const pass = beaconPass(secret, subject, now);
  it('holds LIMITS.network.beaconTokenMinutes (120) from when the card was served', () => {
    expect(LIMITS.network.beaconTokenMinutes).toBe(120);
    expect(pass.expiresAt.getTime() - now.getTime()).toBe(windowMs);
  });
  it('is valid for its card and visitor until the last millisecond of its window; at the expiry and after, refused', () => {
    expect(outcome(() => assertBeaconPass(secret, pass.value, subject, now))).toBe('ok');
    expect(outcome(() => assertBeaconPass(secret, pass.value, subject, new Date(now.getTime() + windowMs - 1)))).toBe('ok');
    expect(outcome(() => assertBeaconPass(secret, pass.value, subject, new Date(now.getTime() + windowMs)))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, pass.value, subject, new Date(now.getTime() + windowMs + 1)))).toBe(REFUSED);
  });
  it('is refused for another card, another visitor, no visitor, or without one', () => {
    expect(outcome(() => assertBeaconPass(secret, pass.value, { ...subject, ownerId: 'ownerId000000002' }, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, pass.value, { ...subject, visitorId: 'visitorBBBBBBBBBBBBBBBB' }, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, pass.value, { ownerId: subject.ownerId, visitorId: null }, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, undefined, subject, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, '', subject, now))).toBe(REFUSED);
  });
  it('is refused when tampered: a later expiry, another signature, another key, extra parts', () => {
    const [exp, sig] = pass.value.split('.') as [string, string];
    const later = (parseInt(exp, 36) + windowMs).toString(36);
    expect(outcome(() => assertBeaconPass(secret, `${later}.${sig}`, subject, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, `${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, subject, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, beaconPass('another-secret', subject, now).value, subject, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, `${pass.value}.x`, subject, now))).toBe(REFUSED);
    expect(outcome(() => assertBeaconPass(secret, `-1.${sig}`, subject, now))).toBe(REFUSED);
  });
  it('has one cookie per card, so two cards open in two tabs keep their own', () => {
    expect(passCookieName('cardAAAAAAAA')).not.toBe(passCookieName('cardBBBBBBBB'));
  });
});
