import { describe, expect, it } from 'vitest';
import { afterFailure, backoffMs, BACKOFF_MAX_MS, clampProgress, PermanentTaskError } from './queue.rules';

const now = new Date('2026-11-24T08:00:00Z');

describe('retry backoff', () => {
  it('waits 2 s after the first failed try, doubling after each, capped at 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(8)).toBe(256_000);
    expect(backoffMs(9)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(40)).toBe(BACKOFF_MAX_MS);
  });
});

describe('after a failed try', () => {
  it('goes back to the queue while tries remain (the last try but one), with its backoff', () => {
    expect(afterFailure(2, 3, new Error('x'), now)).toEqual({ status: 'queued', runAfter: new Date(now.getTime() + 4_000) });
  });
  it('fails on the last allowed try', () => {
    expect(afterFailure(3, 3, new Error('x'), now)).toEqual({ status: 'failed' });
  });
  it('fails at once on a permanent failure, even on the first try', () => {
    expect(afterFailure(1, 3, new PermanentTaskError('not a video', 'UPLOAD_TYPE_ERROR'), now)).toEqual({ status: 'failed' });
  });
});

describe('progress', () => {
  it('keeps whole percentages from 0 to 100', () => {
    expect([0, 100, 42.4, 42.5].map(clampProgress)).toEqual([0, 100, 42, 43]);
    expect([-1, 101, Number.NaN].map(clampProgress)).toEqual([0, 100, 0]);
  });
});
