import { windowStart } from './rate.rules';

/**
 * Where counters live. The in-memory store serves one process; a shared store (Redis, issue 10) implements the same
 * two calls so that limits hold across instances.
 */
export interface RateStore {
  /** Adds one hit to `key` in the window starting at `windowStartMs` and answers the count after it. */
  hit(key: string, windowStartMs: number, windowMs: number): Promise<number>;
  /** Takes a hit back (a request that was refused later by another limit should not spend this budget). */
  undo(key: string, windowStartMs: number): Promise<void>;
}

/** Counters in a Map, swept of finished windows once a minute so memory stays bounded by live keys. */
export function memoryRateStore(now: () => number = Date.now): RateStore & { size(): number; close(): void } {
  const counters = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, v] of counters) if (v.endsAt <= t) counters.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, start, windowMs) {
      const k = `${key}@${start}`;
      const c = counters.get(k) ?? { count: 0, endsAt: start + windowMs };
      c.count += 1;
      counters.set(k, c);
      return c.count;
    },
    async undo(key, start) {
      const c = counters.get(`${key}@${start}`);
      if (c && c.count > 0) c.count -= 1;
    },
    size: () => counters.size,
    close: () => clearInterval(sweep),
  };
}

export { windowStart };
