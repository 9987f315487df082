import { describe, expect, it } from 'vitest';
import { afterFailure, backoffMs, DEFAULT_RETRY, type RetryPolicy } from './write-behind.rules';

const p: RetryPolicy = { baseMs: 100, maxMs: 1_000, giveUpAfterMs: 10_000, closeWithinMs: 2_000 };

describe('backoffMs', () => {
  it('waits base after the first failure, doubling each time, never past maxMs', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, p))).toEqual([100, 200, 400, 800]);
    expect(backoffMs(5, p)).toBe(1_000); // 1,600 capped
    expect(backoffMs(0, p)).toBe(100);
  });
  it('the default policy waits 100 ms first and at most 5 s', () => {
    expect(backoffMs(1, DEFAULT_RETRY)).toBe(100);
    expect(backoffMs(60, DEFAULT_RETRY)).toBe(5_000);
  });
});

describe('afterFailure', () => {
  it('tries again until giveUpAfterMs after the first failure, and gives up exactly then', () => {
    expect(afterFailure(0, 0, 1, null, p)).toEqual({ retryInMs: 100 });
    expect(afterFailure(9_999, 0, 1, null, p)).toEqual({ retryInMs: 1 }); // the wait stops at the end
    expect(afterFailure(10_000, 0, 1, null, p)).toBe('give-up');
  });
  it('on shutdown gives up at the close deadline, and never waits past it', () => {
    expect(afterFailure(500, 0, 4, 700, p)).toEqual({ retryInMs: 200 });
    expect(afterFailure(700, 0, 1, 700, p)).toBe('give-up');
    expect(afterFailure(699, 0, 1, 700, p)).toEqual({ retryInMs: 1 });
  });
});
