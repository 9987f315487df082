import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { AttemptPolicy } from './attempts.rules';

/**
 * Pure rules about a user's login that both sign-in (account) and password changes (security) apply.
 * They live in core so neither domain has to import the other.
 */

/** The phone shown back to its owner: 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');
}

/** Password login throttle: this many wrong passwords in a row lock password login for a while (attempts.rules.ts). */
export const LOGIN_THROTTLE: AttemptPolicy = { maxFailures: LIMITS.auth.loginMaxFailures, lockMs: LIMITS.auth.loginLockMinutes * 60_000 };

/**
 * A password login refused under the lock. Anyone who knows the phone can cause the lock by guessing, so the
 * message names SMS-code login, which stays open (and lifts the lock).
 */
export function loginLockedError(lockedUntil: Date): DomainError {
  return new DomainError('LOGIN_PASSWORD_LOCKED', { data: { lockedUntil: lockedUntil.toISOString() } });
}
