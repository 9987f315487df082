/**
 * Collapses simultaneous identical work into one run: while a job for a key is running, asking again joins it
 * instead of starting another (30 requests for one uncached QR image draw it once; a burst of reloads by one visitor
 * writes one visit). In memory, per process; nothing is kept once the job ends.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    isRunning: (key: string) => running.has(key),
    /** Starts `job` for `key`, or joins the one already running; `joined` tells which happened. */
    run(key: string, job: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
      const current = running.get(key);
      if (current) return { promise: current, joined: true };
      const promise = job().finally(() => running.delete(key));
      running.set(key, promise);
      return { promise, joined: false };
    },
  };
}

export type SingleFlight<T> = ReturnType<typeof singleFlight<T>>;
