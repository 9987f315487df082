import { describe, expect, it } from 'vitest';
import { busyWaitMs, SQLITE_BUSY_PAUSE_MAX_MS } from './db-sqlite.rules';

describe('busyWaitMs', () => {
  it('doubles from 1 ms and stops growing at the maximum', () => {
    expect([0, 1, 2, 3, 4].map((n) => busyWaitMs(n, 1))).toEqual([1, 2, 4, 8, 16]);
    expect(busyWaitMs(5, 1)).toBe(SQLITE_BUSY_PAUSE_MAX_MS); // 32 capped at 25
    expect(busyWaitMs(60, 1)).toBe(SQLITE_BUSY_PAUSE_MAX_MS);
  });
  it('is scaled by half to all of it with the random draw, clamped to 0-1', () => {
    expect(busyWaitMs(4, 0)).toBe(8);
    expect(busyWaitMs(4, 0.5)).toBe(12);
    expect(busyWaitMs(4, -1)).toBe(8);
    expect(busyWaitMs(4, 2)).toBe(16);
  });
});
