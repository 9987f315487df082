import { DomainError } from '../../lib/domain-error';

/**
 * Pure rules about a user's login that both sign-in (account) and password changes (security) apply.
 * They live in core so neither domain has to import the other.
 */

/** The phone shown back to its owner: 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');
}

/** Password login throttle: this many wrong passwords in a row lock password login for a while. */
export const LOGIN_THROTTLE = { maxFailures: 5, lockMinutes: 15 } as const;

export function assertLoginNotLocked(lockedUntil: Date | null, now: Date): void {
  if (lockedUntil && lockedUntil > now) throw new DomainError('TOO_MANY_ATTEMPTS', { data: { lockedUntil: lockedUntil.toISOString() } });
}

/** After a wrong password: the failure count (already incremented) decides whether password login locks now. */
export function loginLockAfterFailure(failCount: number, now: Date): Date | null {
  return failCount >= LOGIN_THROTTLE.maxFailures ? new Date(now.getTime() + LOGIN_THROTTLE.lockMinutes * 60_000) : null;
}
