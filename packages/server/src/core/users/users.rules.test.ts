import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { assertLoginNotLocked, LOGIN_THROTTLE, loginLockAfterFailure, maskPhone } from './users.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

/** The catalogue code a rule threw, or 'none'. */
function codeOf(fn: () => unknown): string {
  try { fn(); return 'none'; } catch (err) { if (err instanceof DomainError) return err.code; throw err; }
}

describe('password login throttle', () => {
  it('locks on the 5th wrong password for 15 minutes, not on the 4th', () => {
    expect(LOGIN_THROTTLE).toEqual({ maxFailures: 5, lockMinutes: 15 });
    expect(loginLockAfterFailure(4, t0)).toBeNull();
    expect(loginLockAfterFailure(5, t0)).toEqual(at(15 * MIN));
  });

  it('refuses until the lock ends and allows from that instant', () => {
    const until = at(15 * MIN);
    expect(codeOf(() => assertLoginNotLocked(until, at(15 * MIN - 1)))).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(() => assertLoginNotLocked(until, until))).toBe('none');
    expect(codeOf(() => assertLoginNotLocked(null, t0))).toBe('none');
  });
});

it('masks a phone as 138****8000', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
});
