import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { isLocked, triesLeft, type AttemptPolicy, type GuessResult } from '../../core/users';

/** Pure rules of passwords, phone change and WeChat binding: data and `now` in, a decision or a DomainError out. */

/** "Two entries not equal": the confirmation must repeat the new secret exactly. */
export function assertSameEntry(value: string, confirmation: string, field: string): void {
  if (value !== confirmation) throw new DomainError('NOT_EQUAL', { field });
}

// --- Transaction password ---

export interface TxPwdRecord {
  txPwdHash: string | null;
  txPwdFailCount: number;
  txPwdLockedUntil: Date | null;
  idType: string | null;
}

/** Wrong entries in a row that lock the transaction password, and for how long (core/users attempts.rules.ts). */
export const TX_PWD_THROTTLE: AttemptPolicy = { maxFailures: LIMITS.security.txPwdMaxFailures, lockMs: LIMITS.security.txPwdLockHours * 3600_000 };

export function txPwdState(u: TxPwdRecord, now: Date) {
  const locked = isLocked(u.txPwdLockedUntil, now);
  return {
    isSet: Boolean(u.txPwdHash),
    locked,
    lockedUntil: locked ? u.txPwdLockedUntil!.toISOString() : null,
    failuresLeft: triesLeft({ failures: u.txPwdFailCount, lockedUntil: u.txPwdLockedUntil }, TX_PWD_THROTTLE, now),
  };
}

/** A transaction password can be checked only when one is set and it is not locked. */
export function assertTxPwdUsable(u: TxPwdRecord, now: Date): void {
  if (!u.txPwdHash) throw new DomainError('TX_PWD_NOT_SET');
  if (u.txPwdLockedUntil && u.txPwdLockedUntil > now) {
    throw new DomainError('LOCKED', { data: { lockedUntil: u.txPwdLockedUntil.toISOString() } });
  }
}

export function assertTxPwdUnset(u: TxPwdRecord): void {
  if (u.txPwdHash) throw new DomainError('PASSWORD_ALREADY_SET', { field: 'txPwd' });
}

/**
 * The answer to a transaction password that was not right: a wrong one tells the tries left; the one that used the
 * last try, and every one refused under the lock, answer LOCKED (the refused ones name no field: nothing was checked).
 */
export function txGuessError(guess: Exclude<GuessResult, { outcome: 'right' }>, wrongCode: 'TX_PWD_WRONG' | 'OLD_TX_PWD_WRONG', field: string): DomainError {
  if (guess.outcome === 'wrong') return new DomainError(wrongCode, { field, data: { failuresLeft: guess.triesLeft } });
  return new DomainError('LOCKED', { ...(guess.checked ? { field } : {}), data: { lockedUntil: guess.lockedUntil.toISOString() } });
}

// --- Phone change ---

/** The spent code of the current phone proves the owner for this long. */
export const PHONE_PROOF_MINUTES = 10;

export function assertPhoneProof(proof: { consumedAt: Date | null } | null, now: Date): void {
  const at = proof?.consumedAt;
  if (!at || now.getTime() - at.getTime() >= PHONE_PROOF_MINUTES * 60_000) throw new DomainError('OLD_PHONE_NOT_VERIFIED');
}

export function assertNewPhoneDiffers(current: { regionCode: string; phone: string }, next: { regionCode: string; phone: string }): void {
  if (current.regionCode === next.regionCode && current.phone === next.phone) throw new DomainError('PHONE_REGISTERED', { field: 'newPhone' });
}

// --- WeChat ---

export const WX_STATE_MINUTES = 10;

export function assertWxFree(otherHolder: { id: string } | null): void {
  if (otherHolder) throw new DomainError('WX_ALREADY_BOUND');
}

/** An id shown back to its owner: first and last four characters. */
export function maskId(id: string | null): string | null {
  if (!id) return null;
  return id.length <= 8 ? `${id.slice(0, 2)}****` : `${id.slice(0, 4)}****${id.slice(-4)}`;
}

export const bindState = (id: string | null) => ({ bound: Boolean(id), idMasked: maskId(id) });
