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
}

/**
 * Counters in memory, grouped by window: a window's counts are plain numbers keyed by the budget's name, and the
 * whole group goes once the window has ended (swept once a minute), so memory stays bounded by the live keys.
 * Per key just its name and a small integer: a public card opened by 60,000 new addresses holds 60,000 keys of the
 * anonymous visit budget for an hour (it was ~12 MB with an object and a composite key per counter, decision 0013).
 */
export function memoryRateStore(now: () => number = Date.now): RateStore & { size(): number; close(): void } {
  const windows = new Map<string, { endsAt: number; counts: Map<string, number> }>();
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
      if (!w) windows.set(wk, (w = { endsAt: start + windowMs, counts: new Map() }));
      const count = (w.counts.get(key) ?? 0) + 1;
      w.counts.set(key, count);
      return count;
    },
    async undo(key, start, windowMs) {
      const counts = windows.get(windowOf(start, windowMs))?.counts;
      const count = counts?.get(key);
      if (counts && count) counts.set(key, count - 1);
    },
    size: () => [...windows.values()].reduce((n, w) => n + w.counts.size, 0),
    close: () => clearInterval(sweep),
  };
}

export { windowStart };
