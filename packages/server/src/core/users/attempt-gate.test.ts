import { describe, expect, it } from 'vitest';
import { guardedGuess, type AttemptCounter } from './attempt-gate';
import type { AttemptPolicy, AttemptState } from './attempts.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const MIN = 60_000;
const policy: AttemptPolicy = { maxFailures: 5, lockMs: 15 * MIN };
const tick = () => new Promise((r) => setTimeout(r, 0));

/** The counter as the repositories' statements behave: each one atomic, and others may run between two of them. */
function memoryCounter(initial: Partial<AttemptState> = {}) {
  const row: AttemptState = { failures: 0, lockedUntil: null, held: 0, takenAt: null, ...initial };
  const counter: AttemptCounter = {
    async releaseRunOut(now) {
      await tick();
      if (row.lockedUntil && row.lockedUntil <= now) Object.assign(row, { failures: 0, held: 0, lockedUntil: null });
    },
    async reserve(max, now) {
      await tick();
      if (row.failures < max && !row.lockedUntil) {
        row.held++;
        row.takenAt = now;
        return ++row.failures;
      }
      return null;
    },
    async settleWrong() {
      await tick();
      if (row.held > 0) row.held--;
    },
    async releaseAbandoned(held, takenAt) {
      await tick();
      if (row.held === held && row.takenAt?.getTime() === takenAt.getTime() && !row.lockedUntil) Object.assign(row, { failures: row.failures - held, held: 0 });
    },
    async lockIfFull(max, until) {
      await tick();
      if (row.failures >= max && !row.lockedUntil) row.lockedUntil = until;
    },
    async clear() {
      await tick();
      Object.assign(row, { failures: 0, held: 0, lockedUntil: null });
    },
    async state() {
      await tick();
      return { ...row };
    },
  };
  return { counter, row };
}

describe('guarded guesses', () => {
  it('checks at most the limit of 50 simultaneous guesses, and the rest are refused under one lock', async () => {
    const { counter, row } = memoryCounter();
    let checks = 0;
    const slowWrong = async () => {
      checks++;
      await new Promise((r) => setTimeout(r, 5));
      return false;
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => guardedGuess(counter, policy, t0, slowWrong)));
    expect(checks).toBe(5);
    expect(results.filter((r) => r.outcome === 'wrong')).toHaveLength(4);
    expect(results.filter((r) => r.outcome === 'locked')).toHaveLength(46);
    expect(row).toMatchObject({ failures: 5, held: 0, lockedUntil: new Date(t0.getTime() + 15 * MIN) });
  });

  it('keeps the try of a check that throws, so failing checks cannot be repeated for free', async () => {
    const { counter, row } = memoryCounter();
    await expect(
      guardedGuess(counter, policy, t0, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(row).toMatchObject({ failures: 1, held: 0 });
  });

  it('frees every try on a right guess, and gives a fresh set after the lock ran out', async () => {
    const { counter, row } = memoryCounter({ failures: 4, lockedUntil: null });
    expect(await guardedGuess(counter, policy, t0, async () => true)).toEqual({ outcome: 'right' });
    expect(row).toMatchObject({ failures: 0, held: 0, lockedUntil: null });
    const locked = memoryCounter({ failures: 5, lockedUntil: new Date(t0.getTime() + MIN) });
    expect(await guardedGuess(locked.counter, policy, new Date(t0.getTime() + MIN - 1), async () => true)).toMatchObject({ outcome: 'locked', checked: false });
    expect(await guardedGuess(locked.counter, policy, new Date(t0.getTime() + MIN), async () => false)).toEqual({ outcome: 'wrong', triesLeft: 4 });
  });

  it('lets every one of 12 simultaneous right guesses through (more than the limit), and locks nothing', async () => {
    const { counter, row } = memoryCounter();
    const slowRight = async () => {
      await new Promise((r) => setTimeout(r, 5));
      return true;
    };
    const results = await Promise.all(Array.from({ length: 12 }, () => guardedGuess(counter, policy, t0, slowRight)));
    expect(results.every((r) => r.outcome === 'right')).toBe(true);
    expect(row).toMatchObject({ failures: 0, held: 0, lockedUntil: null });
  });

  it('frees tries held by a process that died while checking once they are older than the wait, keeping the wrong ones', async () => {
    const { counter, row } = memoryCounter({ failures: 5, held: 3, takenAt: new Date(t0.getTime() - 30), lockedUntil: null });
    expect(await guardedGuess(counter, policy, t0, async () => false, { ms: 30, pollMs: 5 })).toEqual({ outcome: 'wrong', triesLeft: 2 });
    expect(row).toMatchObject({ failures: 3, held: 0, lockedUntil: null });
    // Held 29 ms ago with a 30 ms wait: waited for, then found abandoned as the wait ends.
    const recent = memoryCounter({ failures: 5, held: 5, takenAt: new Date(t0.getTime() - 29), lockedUntil: null });
    expect(await guardedGuess(recent.counter, policy, t0, async () => true, { ms: 30, pollMs: 5 })).toEqual({ outcome: 'right' });
  });

  it('refuses when every try is held by guesses taken within the wait, with a lock that frees them', async () => {
    // The last try was taken later than this guess's instant: other guesses keep taking them, so none is abandoned.
    const { counter, row } = memoryCounter({ failures: 5, held: 5, takenAt: new Date(t0.getTime() + 60_000), lockedUntil: null });
    // The holders are waited for first (BUSY_WAIT), here briefly.
    expect(await guardedGuess(counter, policy, t0, async () => true, { ms: 30, pollMs: 5 })).toMatchObject({ outcome: 'locked', checked: false });
    expect(row.lockedUntil).toEqual(new Date(t0.getTime() + 15 * MIN));
    expect(await guardedGuess(counter, policy, new Date(t0.getTime() + 15 * MIN), async () => true)).toEqual({ outcome: 'right' });
  });
});
