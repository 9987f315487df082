import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../lib/clock';
import { rateLimiter } from './rate.limiter';
import { isWithin, retryAfterSeconds, windowStart } from './rate.rules';
import { memoryRateStore } from './rate.store';

describe('rate rules', () => {
  it('counts up to the budget and refuses one past it', () => {
    expect(isWithin(3, { max: 3, windowMs: 1000 })).toBe(true);
    expect(isWithin(4, { max: 3, windowMs: 1000 })).toBe(false);
  });
  it('aligns windows to the epoch and tells how long until the window ends', () => {
    expect(windowStart(125_000, 60_000)).toBe(120_000);
    expect(retryAfterSeconds(125_000, { max: 1, windowMs: 60_000 })).toBe(55);
    expect(retryAfterSeconds(179_999, { max: 1, windowMs: 60_000 })).toBe(1);
  });
});

describe('rate limiter', () => {
  const rule = { max: 2, windowMs: 60_000 };
  it('allows the budget, refuses the next, and opens again in the next window', async () => {
    const clock = manualClock(new Date('2026-11-23T00:00:00Z'));
    const limiter = rateLimiter(
      memoryRateStore(() => clock.now().getTime()),
      clock,
    );
    expect(await limiter.take([{ key: 'a', rule }])).toBeNull();
    expect(await limiter.take([{ key: 'a', rule }])).toBeNull();
    expect((await limiter.take([{ key: 'a', rule }]))?.check.key).toBe('a');
    clock.advance(60_000);
    expect(await limiter.take([{ key: 'a', rule }])).toBeNull();
  });
  it('spends nothing when one of several budgets refuses', async () => {
    const clock = manualClock();
    const limiter = rateLimiter(memoryRateStore(), clock);
    const tight = { max: 1, windowMs: 60_000 };
    expect(
      await limiter.take([
        { key: 'wide', rule },
        { key: 'tight', rule: tight },
      ]),
    ).toBeNull();
    expect(
      (
        await limiter.take([
          { key: 'wide', rule },
          { key: 'tight', rule: tight },
        ])
      )?.check.key,
    ).toBe('tight');
    // 'wide' was given back: one more hit of it alone is still within its budget of 2.
    expect(await limiter.take([{ key: 'wide', rule }])).toBeNull();
    expect(await limiter.take([{ key: 'wide', rule }])).not.toBeNull();
  });
  it('throws the catalogue error with the wait', async () => {
    const limiter = rateLimiter(memoryRateStore(), manualClock());
    await limiter.enforce([{ key: 'x', rule: { max: 1, windowMs: 60_000 } }]);
    await expect(limiter.enforce([{ key: 'x', rule: { max: 1, windowMs: 60_000 } }], 'TOO_MANY_ATTEMPTS', 'phone')).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      details: { field: 'phone' },
    });
  });
});

describe('memory rate store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts one key apart per window length, even when the windows start together; undo gives back to its own', async () => {
    const store = memoryRateStore(() => 0);
    expect(await store.hit('k', 0, 60_000)).toBe(1);
    expect(await store.hit('k', 0, 3_600_000)).toBe(1);
    expect(await store.hit('k', 0, 60_000)).toBe(2);
    await store.undo('k', 0, 3_600_000);
    expect(await store.hit('k', 0, 3_600_000)).toBe(1);
    expect(await store.hit('k', 0, 60_000)).toBe(3);
    store.close();
  });

  it('forgets a window once it has ended (swept each minute), and keeps the windows still running', async () => {
    vi.useFakeTimers();
    let t = 0;
    const store = memoryRateStore(() => t);
    await store.hit('a', 0, 60_000);
    await store.hit('b', 0, 3_600_000);
    expect(store.size()).toBe(2);
    t = 59_999;
    vi.advanceTimersByTime(60_000);
    expect(store.size()).toBe(2);
    t = 60_000;
    vi.advanceTimersByTime(60_000);
    expect(store.size()).toBe(1);
    expect(await store.hit('b', 0, 3_600_000)).toBe(2);
    store.close();
  });
});
