import { hashedCounts, type HashedCounts } from '../../lib/hashed-counts';
import { windowStart } from './rate.rules';

/**
 * Where counters live. The in-memory store serves one process; a shared store (Redis, issue 10) implements the same
 * two calls so that limits hold across instances.
 */
export interface RateStore {
  /** Adds one hit to `key` in the window starting at `windowStartMs` and answers the count after it. */
  hit(key: string, windowStartMs: number, windowMs: number): Promise<number>;
  /** Takes a hit back (a request that was refused later by another limit should not spend this budget). */
  undo(key: string, windowStartMs: number, windowMs: number): Promise<void>;
  /** Stops what the store runs on its own (the memory store's sweep), so a closed app is collected. */
  close?(): void;
}

/**
 * Counters in memory, grouped by window: a window's counts are keyed by the budget's name (hashed counts), and the
 * whole group goes once the window has ended (swept once a minute), so memory stays bounded by the live keys.
 * A public card opened by 60,000 new addresses holds 60,000 keys of the anonymous visit budget for an hour: it was
 * ~12 MB with an object and a composite key per counter (decision 0013), ~8.6 MB for 80,228 keys in a Map of plain
 * numbers, and 3.2 MB in hashed counts (lib/hashed-counts.ts; docs/bench.md session 13).
 */
export function memoryRateStore(now: () => number = Date.now): RateStore & { size(): number; close(): void } {
  const windows = new Map<string, { endsAt: number; counts: HashedCounts }>();
  const windowOf = (start: number, windowMs: number) => `${start}+${windowMs}`;
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, start, windowMs) {
      const wk = windowOf(start, windowMs);
      let w = windows.get(wk);
      if (!w) windows.set(wk, (w = { endsAt: start + windowMs, counts: hashedCounts() }));
      return w.counts.add(key, 1);
    },
    async undo(key, start, windowMs) {
      windows.get(windowOf(start, windowMs))?.counts.add(key, -1);
    },
    size: () => [...windows.values()].reduce((n, w) => n + w.counts.size(), 0),
    close: () => clearInterval(sweep),
  };
}

export { windowStart };
