import { describe, expect, it } from 'vitest';
import { afterRefusedTry, afterWrongGuess, holdsAbandoned, isLocked, lockForRefusal, lockHasRunOut, triesLeft, type AttemptPolicy } from './attempts.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const policy: AttemptPolicy = { maxFailures: 5, lockMs: 15 * MIN };

describe('a wrong guess', () => {
  it('tells the tries left up to the one before the last, and the last try locks for the lock period', () => {
    expect(afterWrongGuess(1, policy, t0)).toEqual({ lockUntil: null, triesLeft: 4 });
    expect(afterWrongGuess(4, policy, t0)).toEqual({ lockUntil: null, triesLeft: 1 });
    expect(afterWrongGuess(5, policy, t0)).toEqual({ lockUntil: at(15 * MIN), triesLeft: 0 });
  });

  it('never hands out a sixth try, but a slot past the limit would still lock', () => {
    expect(afterWrongGuess(6, policy, t0)).toEqual({ lockUntil: at(15 * MIN), triesLeft: 0 });
  });
});

describe('the lock', () => {
  const until = at(15 * MIN);
  it('holds until its instant and has run out from that instant on', () => {
    expect(isLocked(until, at(15 * MIN - 1))).toBe(true);
    expect(lockHasRunOut(until, at(15 * MIN - 1))).toBe(false);
    expect(isLocked(until, until)).toBe(false);
    expect(lockHasRunOut(until, until)).toBe(true);
    expect(isLocked(null, t0)).toBe(false);
    expect(lockHasRunOut(null, t0)).toBe(false);
  });
});

describe('a refused try', () => {
  const until = at(15 * MIN);
  it('is refused while a lock runs, up to its last millisecond', () => {
    expect(afterRefusedTry({ failures: 5, lockedUntil: until }, policy, at(15 * MIN - 1))).toBe('refuse');
    expect(lockForRefusal({ failures: 5, lockedUntil: until }, policy, at(MIN))).toEqual(until);
  });

  it('frees the tries of a lock that ran out, from its instant', () => {
    expect(afterRefusedTry({ failures: 5, lockedUntil: until }, policy, until)).toBe('release');
  });

  it('sets a lock when all tries are taken by guesses still being checked (at the limit and past it)', () => {
    expect(afterRefusedTry({ failures: 5, lockedUntil: null }, policy, t0)).toBe('lock');
    expect(afterRefusedTry({ failures: 6, lockedUntil: null }, policy, t0)).toBe('lock');
    expect(lockForRefusal({ failures: 5, lockedUntil: null }, policy, t0)).toEqual(until);
  });

  it('asks again when the tries were freed meanwhile (one below the limit), and refuses a counter that is gone', () => {
    expect(afterRefusedTry({ failures: 4, lockedUntil: null }, policy, t0)).toBe('retry');
    expect(afterRefusedTry({ failures: 0, lockedUntil: null }, policy, t0)).toBe('retry');
    expect(afterRefusedTry(null, policy, t0)).toBe('refuse');
  });
});

describe('tries left', () => {
  it('counts down to zero at the limit and stays zero past it', () => {
    expect(triesLeft({ failures: 0, lockedUntil: null }, policy, t0)).toBe(5);
    expect(triesLeft({ failures: 4, lockedUntil: null }, policy, t0)).toBe(1);
    expect(triesLeft({ failures: 5, lockedUntil: null }, policy, t0)).toBe(0);
    expect(triesLeft({ failures: 6, lockedUntil: null }, policy, t0)).toBe(0);
  });

  it('is zero under a lock and full once the lock has run out', () => {
    expect(triesLeft({ failures: 5, lockedUntil: at(MIN) }, policy, at(MIN - 1))).toBe(0);
    expect(triesLeft({ failures: 5, lockedUntil: at(MIN) }, policy, at(MIN))).toBe(5);
  });
});

describe('held tries', () => {
  const held = { failures: 5, lockedUntil: null, held: 2, takenAt: t0 };
  it('are abandoned once the last was taken the stale time ago, not a millisecond before', () => {
    expect(holdsAbandoned(held, at(10_000 - 1), 10_000)).toBe(false);
    expect(holdsAbandoned(held, at(10_000), 10_000)).toBe(true);
  });
  it('are never abandoned when none is held, under a lock, or for a counter that is gone', () => {
    expect(holdsAbandoned({ ...held, held: 0 }, at(MIN), 10_000)).toBe(false);
    expect(holdsAbandoned({ ...held, lockedUntil: at(MIN) }, at(MIN), 10_000)).toBe(false);
    expect(holdsAbandoned(null, at(MIN), 10_000)).toBe(false);
  });
});
