import { describe, expect, it } from 'vitest';
import { guardedGuess, type AttemptCounter } from './attempt-gate';
import type { AttemptPolicy, AttemptState } from './attempts.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const MIN = 60_000;
const policy: AttemptPolicy = { maxFailures: 5, lockMs: 15 * MIN };
const tick = () => new Promise((r) => setTimeout(r, 0));

/** The counter as the repositories' statements behave: each one atomic, and others may run between two of them. */
function memoryCounter(initial: AttemptState = { failures: 0, lockedUntil: null }) {
  const row = { ...initial };
  const counter: AttemptCounter = {
    async releaseRunOut(now) { await tick(); if (row.lockedUntil && row.lockedUntil <= now) Object.assign(row, { failures: 0, lockedUntil: null }); },
    async reserve(max) { await tick(); if (row.failures < max && !row.lockedUntil) return ++row.failures; return null; },
    async lockIfFull(max, until) { await tick(); if (row.failures >= max && !row.lockedUntil) row.lockedUntil = until; },
    async clear() { await tick(); Object.assign(row, { failures: 0, lockedUntil: null }); },
    async state() { await tick(); return { ...row }; },
  };
  return { counter, row };
}

describe('guarded guesses', () => {
  it('checks at most the limit of 50 simultaneous guesses, and the rest are refused under one lock', async () => {
    const { counter, row } = memoryCounter();
    let checks = 0;
    const slowWrong = async () => { checks++; await new Promise((r) => setTimeout(r, 5)); return false; };
    const results = await Promise.all(Array.from({ length: 50 }, () => guardedGuess(counter, policy, t0, slowWrong)));
    expect(checks).toBe(5);
    expect(results.filter((r) => r.outcome === 'wrong')).toHaveLength(4);
    expect(results.filter((r) => r.outcome === 'locked')).toHaveLength(46);
    expect(row).toEqual({ failures: 5, lockedUntil: new Date(t0.getTime() + 15 * MIN) });
  });

  it('keeps the try of a check that throws, so failing checks cannot be repeated for free', async () => {
    const { counter, row } = memoryCounter();
    await expect(guardedGuess(counter, policy, t0, async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(row.failures).toBe(1);
  });

  it('frees every try on a right guess, and gives a fresh set after the lock ran out', async () => {
    const { counter, row } = memoryCounter({ failures: 4, lockedUntil: null });
    expect(await guardedGuess(counter, policy, t0, async () => true)).toEqual({ outcome: 'right' });
    expect(row).toEqual({ failures: 0, lockedUntil: null });
    const locked = memoryCounter({ failures: 5, lockedUntil: new Date(t0.getTime() + MIN) });
    expect(await guardedGuess(locked.counter, policy, new Date(t0.getTime() + MIN - 1), async () => true)).toMatchObject({ outcome: 'locked', checked: false });
    expect(await guardedGuess(locked.counter, policy, new Date(t0.getTime() + MIN), async () => false)).toEqual({ outcome: 'wrong', triesLeft: 4 });
  });

  it('lets every one of 12 simultaneous right guesses through (more than the limit), and locks nothing', async () => {
    const { counter, row } = memoryCounter();
    const slowRight = async () => { await new Promise((r) => setTimeout(r, 5)); return true; };
    const results = await Promise.all(Array.from({ length: 12 }, () => guardedGuess(counter, policy, t0, slowRight)));
    expect(results.every((r) => r.outcome === 'right')).toBe(true);
    expect(row).toEqual({ failures: 0, lockedUntil: null });
  });

  it('refuses when the tries are taken but never given back (a process died while checking), with a lock that frees them', async () => {
    const { counter, row } = memoryCounter({ failures: 5, lockedUntil: null });
    // The holders are waited for first (BUSY_WAIT), here briefly.
    expect(await guardedGuess(counter, policy, t0, async () => true, { ms: 30, pollMs: 5 })).toMatchObject({ outcome: 'locked', checked: false });
    expect(row.lockedUntil).toEqual(new Date(t0.getTime() + 15 * MIN));
    expect(await guardedGuess(counter, policy, new Date(t0.getTime() + 15 * MIN), async () => true)).toEqual({ outcome: 'right' });
  });
});
