import { describe, expect, it } from 'vitest';
import { SHARE_BACK_LIMITS, ZShareBackBody } from '@card/contract';
import { dialled, isWithdrawToken, leadOf, shareBackRefusal, SHARE_BACK_RULE, withdrawHashOf, WITHDRAW_RULE } from './network-shareback.rules';

const L = SHARE_BACK_LIMITS;
const body = (over: Record<string, unknown> = {}) => ZShareBackBody.safeParse({ phoneIdEcr: 'card0001', name: '赵', mobile: '13712340000', code: '1234', consent: 'true', ...over });
const fieldOf = (r: ReturnType<typeof body>) => (r.success ? null : r.error.issues[0]!.path.join('.'));

describe('who may share back', () => {
  it('the owner on their own card first, then a missing consent; a visitor who consented passes', () => {
    expect(shareBackRefusal({ ownerId: 'o', viewerId: 'o', consent: true })).toBe('SHARE_BACK_OWN_CARD');
    expect(shareBackRefusal({ ownerId: 'o', viewerId: null, consent: false })).toBe('SHARE_BACK_CONSENT_REQUIRED');
    expect(shareBackRefusal({ ownerId: 'o', viewerId: 'v', consent: false })).toBe('SHARE_BACK_CONSENT_REQUIRED');
    expect(shareBackRefusal({ ownerId: 'o', viewerId: null, consent: true })).toBeNull();
  });
});

describe('the fields at each limit and one past', () => {
  it('name 1..nameMax, company and title 0..max; consent absent reads as false (refused by the service, naming consent)', () => {
    expect(fieldOf(body({ name: 'x'.repeat(L.nameMax) }))).toBeNull();
    expect(fieldOf(body({ name: 'x'.repeat(L.nameMax + 1) }))).toBe('name');
    expect(fieldOf(body({ name: '' }))).toBe('name');
    expect(fieldOf(body({ company: 'x'.repeat(L.companyMax) }))).toBeNull();
    expect(fieldOf(body({ company: 'x'.repeat(L.companyMax + 1) }))).toBe('company');
    expect(fieldOf(body({ position: 'x'.repeat(L.positionMax) }))).toBeNull();
    expect(fieldOf(body({ position: 'x'.repeat(L.positionMax + 1) }))).toBe('position');
    const r = body({ consent: undefined, company: undefined });
    expect(r.success && r.data.consent).toBe(false);
    expect(r.success && r.data.company).toBe('');
    expect(fieldOf(body({ mobile: '1371234000' }))).toBe('mobile');
    expect(fieldOf(body({ code: '' }))).toBe('code');
  });
});

describe('budgets, token and lead', () => {
  it('the budgets are the limits per hour', () => {
    expect(SHARE_BACK_RULE).toEqual({ max: L.perAddressPerHour, windowMs: 3_600_000 });
    expect(WITHDRAW_RULE).toEqual({ max: L.withdrawsPerAddressPerHour, windowMs: 3_600_000 });
  });

  it('a withdraw token is 16 to 64 URL-safe characters; only its hash is kept, distinct per token', () => {
    expect(isWithdrawToken('a'.repeat(16))).toBe(true);
    expect(isWithdrawToken('a'.repeat(15))).toBe(false);
    expect(isWithdrawToken('a'.repeat(64))).toBe(true);
    expect(isWithdrawToken('a'.repeat(65))).toBe(false);
    expect(isWithdrawToken(`${'a'.repeat(20)}/`)).toBe(false);
    expect(withdrawHashOf('a'.repeat(20))).not.toBe(withdrawHashOf('b'.repeat(20)));
    expect(withdrawHashOf('a'.repeat(20))).not.toContain('a'.repeat(20));
  });

  it('the owner dials a mainland mobile bare and others with their region', () => {
    expect(dialled('+86', '13712340000')).toBe('13712340000');
    expect(dialled('+852', '61234567')).toBe('+85261234567');
    expect(leadOf({ name: '赵', regionCode: '+86', phone: '13712340000', company: 'c', position: 'p' })).toEqual({ name: '赵', mobile: '13712340000', company: 'c', position: 'p' });
  });
});
