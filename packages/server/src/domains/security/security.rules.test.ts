import { describe, expect, it } from 'vitest';
import { LIMITS, isIdNumber } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  assertNewPhoneDiffers,
  assertPhoneProof,
  assertSameEntry,
  assertTxPwdUnset,
  assertTxPwdUsable,
  assertWxFree,
  bindState,
  maskId,
  PHONE_PROOF_MINUTES,
  TX_PWD_THROTTLE,
  txGuessError,
  txPwdState,
  type TxPwdRecord,
} from './security.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

function errorOf(fn: () => unknown): DomainError | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
}
const codeOf = (fn: () => unknown) => errorOf(fn)?.code ?? 'none';

const tx = (extra: Partial<TxPwdRecord> = {}): TxPwdRecord => ({ txPwdHash: 'scrypt$x', txPwdFailCount: 0, txPwdLockedUntil: null, idType: 'mainland', ...extra });

it('refuses a confirmation that differs, naming the confirmation field', () => {
  expect(codeOf(() => assertSameEntry('abc123', 'abc123', 'confirmPassword'))).toBe('none');
  const err = errorOf(() => assertSameEntry('abc123', 'abc124', 'confirmPassword'));
  expect(err?.code).toBe('NOT_EQUAL');
  expect(err?.details?.field).toBe('confirmPassword');
});

describe('transaction password failures and lock', () => {
  it('allows 5 wrong entries and locks for 24 hours', () => {
    expect(TX_PWD_THROTTLE).toEqual({ maxFailures: LIMITS.security.txPwdMaxFailures, lockMs: LIMITS.security.txPwdLockHours * HOUR });
  });

  it('answers a wrong entry with the wrong-password code and the tries left; the last try and refusals answer LOCKED', () => {
    const wrong = txGuessError({ outcome: 'wrong', triesLeft: 1 }, 'OLD_TX_PWD_WRONG', 'oldTxPwd');
    expect(wrong.code).toBe('OLD_TX_PWD_WRONG');
    expect(wrong.details).toEqual({ field: 'oldTxPwd', data: { failuresLeft: 1 } });
    const until = at(LIMITS.security.txPwdLockHours * HOUR);
    const locking = txGuessError({ outcome: 'locked', lockedUntil: until, checked: true }, 'TX_PWD_WRONG', 'txPwd');
    expect(locking.code).toBe('LOCKED');
    expect(locking.details).toEqual({ field: 'txPwd', data: { lockedUntil: until.toISOString() } });
    // A refused entry was never checked, so it names no field.
    expect(txGuessError({ outcome: 'locked', lockedUntil: until, checked: false }, 'TX_PWD_WRONG', 'txPwd').details).toEqual({ data: { lockedUntil: until.toISOString() } });
  });

  it('is locked until the lock ends, and usable from that instant', () => {
    const until = at(LIMITS.security.txPwdLockHours * HOUR);
    expect(codeOf(() => assertTxPwdUsable(tx({ txPwdLockedUntil: until, txPwdFailCount: 0 }), at(LIMITS.security.txPwdLockHours * HOUR - 1)))).toBe('LOCKED');
    expect(codeOf(() => assertTxPwdUsable(tx({ txPwdLockedUntil: until }), until))).toBe('none');
  });

  it('cannot be checked or changed before it is set, and cannot be set twice', () => {
    expect(codeOf(() => assertTxPwdUsable(tx({ txPwdHash: null }), t0))).toBe('TX_PWD_NOT_SET');
    expect(codeOf(() => assertTxPwdUnset(tx({ txPwdHash: null })))).toBe('none');
    expect(codeOf(() => assertTxPwdUnset(tx()))).toBe('PASSWORD_ALREADY_SET');
  });

  it('reports state: tries left, the lock, and a lock that ran out as a fresh start', () => {
    expect(txPwdState(tx({ txPwdHash: null }), t0)).toEqual({ isSet: false, locked: false, lockedUntil: null, failuresLeft: LIMITS.security.txPwdMaxFailures });
    expect(txPwdState(tx({ txPwdFailCount: 3 }), t0).failuresLeft).toBe(LIMITS.security.txPwdMaxFailures - 3);
    // Every try taken by entries still being checked: none left, though no lock is set yet.
    expect(txPwdState(tx({ txPwdFailCount: LIMITS.security.txPwdMaxFailures }), t0)).toMatchObject({ locked: false, failuresLeft: 0 });
    const until = at(HOUR);
    expect(txPwdState(tx({ txPwdLockedUntil: until }), at(HOUR - 1))).toEqual({ isSet: true, locked: true, lockedUntil: until.toISOString(), failuresLeft: 0 });
    expect(txPwdState(tx({ txPwdLockedUntil: until, txPwdFailCount: 4 }), until)).toMatchObject({ locked: false, failuresLeft: LIMITS.security.txPwdMaxFailures });
  });
});

describe('phone change proof', () => {
  it("holds for 10 minutes after the current phone's code was spent, not at 10 minutes", () => {
    expect(PHONE_PROOF_MINUTES).toBe(10);
    expect(codeOf(() => assertPhoneProof({ consumedAt: t0 }, at(10 * MIN - 1)))).toBe('none');
    expect(codeOf(() => assertPhoneProof({ consumedAt: t0 }, at(10 * MIN)))).toBe('OLD_PHONE_NOT_VERIFIED');
    expect(codeOf(() => assertPhoneProof(null, t0))).toBe('OLD_PHONE_NOT_VERIFIED');
    expect(codeOf(() => assertPhoneProof({ consumedAt: null }, t0))).toBe('OLD_PHONE_NOT_VERIFIED');
  });

  it('refuses moving to the number the account already has', () => {
    expect(codeOf(() => assertNewPhoneDiffers({ regionCode: '+86', phone: '13900000001' }, { regionCode: '+86', phone: '13900000001' }))).toBe('PHONE_REGISTERED');
    expect(codeOf(() => assertNewPhoneDiffers({ regionCode: '+86', phone: '13900000001' }, { regionCode: '+86', phone: '13900000002' }))).toBe('none');
  });
});

describe('WeChat binding', () => {
  it('refuses ids held by another user', () => {
    expect(codeOf(() => assertWxFree({ id: 'other' }))).toBe('WX_ALREADY_BOUND');
    expect(codeOf(() => assertWxFree(null))).toBe('none');
  });

  it('shows bound ids masked', () => {
    expect(maskId('oAbCdEfGhIjKlMn')).toBe('oAbC****KlMn');
    expect(bindState(null)).toEqual({ bound: false, idMasked: null });
    expect(bindState('oAbCdEfGhIjKlMn')).toEqual({ bound: true, idMasked: 'oAbC****KlMn' });
  });
});

describe('identity documents', () => {
  it('checks a mainland ID by its check character', () => {
    expect(isIdNumber('mainland', '11010519491231002X')).toBe(true);
    expect(isIdNumber('mainland', '110105194912310021')).toBe(false);
    expect(isIdNumber('mainland', '11010519491231002')).toBe(false);
  });

  it('accepts the usual forms of the other document types', () => {
    expect(isIdNumber('hkmo', 'A123456(7)')).toBe(true);
    expect(isIdNumber('hkmo', '1234567(8)')).toBe(true);
    expect(isIdNumber('taiwan', 'A123456789')).toBe(true);
    expect(isIdNumber('taiwan', 'A323456789')).toBe(false);
    expect(isIdNumber('singapore', 'S1234567D')).toBe(true);
    expect(isIdNumber('us', '123456789')).toBe(true);
    expect(isIdNumber('other', 'E1234')).toBe(true);
    expect(isIdNumber('other', 'E12')).toBe(false);
  });
});
