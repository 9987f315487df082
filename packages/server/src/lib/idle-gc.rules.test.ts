import { describe, expect, it } from 'vitest';
import { IDLE_GC_MIN_REQUESTS, IDLE_GC_QUIET_MS, shouldCollect } from './idle-gc.rules';

describe('shouldCollect', () => {
  it('collects after a burst once the server has been quiet long enough', () => {
    expect(shouldCollect(IDLE_GC_MIN_REQUESTS, IDLE_GC_QUIET_MS)).toBe(true);
    expect(shouldCollect(10_000, 60_000)).toBe(true);
  });
  it('waits while requests are still arriving (quiet one millisecond short)', () => {
    expect(shouldCollect(10_000, IDLE_GC_QUIET_MS - 1)).toBe(false);
  });
  it('does not collect for a trickle (one request short of a burst)', () => {
    expect(shouldCollect(IDLE_GC_MIN_REQUESTS - 1, 60_000)).toBe(false);
    expect(shouldCollect(0, 60_000)).toBe(false);
  });
});
