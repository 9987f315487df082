import { describe, expect, it } from 'vitest';
import { collectionDue, IDLE_GC_MIN_REQUESTS, IDLE_GC_QUIET_MS, type IdleState } from './idle-gc.rules';

const idle = (s: Partial<IdleState>): IdleState => ({ requestsSinceGc: 0, quietMs: 60_000, waitingWrites: 0, writesQuietMs: 60_000, ranBeforeWrites: false, ...s });

describe('collectionDue', () => {
  it('collects after a burst once the server has been quiet long enough, writes waiting or not', () => {
    expect(collectionDue(idle({ requestsSinceGc: IDLE_GC_MIN_REQUESTS, quietMs: IDLE_GC_QUIET_MS }))).toBe('burst');
    expect(collectionDue(idle({ requestsSinceGc: 10_000, waitingWrites: 5_000, writesQuietMs: 0 }))).toBe('burst');
  });
  it('waits while requests are still arriving (quiet one millisecond short)', () => {
    expect(collectionDue(idle({ requestsSinceGc: 10_000, quietMs: IDLE_GC_QUIET_MS - 1 }))).toBeNull();
  });
  it('does not collect for a trickle (one request short of a burst)', () => {
    expect(collectionDue(idle({ requestsSinceGc: IDLE_GC_MIN_REQUESTS - 1 }))).toBeNull();
    expect(collectionDue(idle({}))).toBeNull();
  });
  it('collects once more after a collection that ran while writes waited, once they are written and a moment has passed', () => {
    const after = idle({ ranBeforeWrites: true });
    expect(collectionDue({ ...after, writesQuietMs: IDLE_GC_QUIET_MS })).toBe('drained');
    expect(collectionDue({ ...after, writesQuietMs: IDLE_GC_QUIET_MS - 1 })).toBeNull();
    expect(collectionDue({ ...after, waitingWrites: 1, writesQuietMs: 0 })).toBeNull();
    expect(collectionDue(idle({ ranBeforeWrites: false }))).toBeNull();
  });
});
