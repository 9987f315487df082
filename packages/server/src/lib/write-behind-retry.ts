import { afterFailure, type RetryPolicy } from './write-behind.rules';

/** Items a write-behind did not write: refused past `maxPending` ('full'), or a batch given up ('failed'). */
export interface Drop<T> {
  reason: 'full' | 'failed';
  count: number;
  items: T[];
  err?: unknown;
}

export interface RetryHooks {
  /** A failed attempt (the batch is kept and tried again); `failures` counts from 1. */
  onError: (err: unknown, failures: number) => void;
  /** The shutdown's deadline, read after each failure (null while running). */
  closeBy: () => number | null;
}

/**
 * Writes one batch, again after each failure with a growing wait (write-behind.rules.ts), until it is written or
 * given up. The wait's timer is not unref'd: on shutdown the process must stay up until the batch is written.
 */
export async function writeWithRetry<T>(batch: T[], write: (batch: T[]) => Promise<void>, p: RetryPolicy, hooks: RetryHooks): Promise<{ ok: true } | { ok: false; err: unknown }> {
  let failures = 0;
  let firstFailedAt = 0;
  for (;;) {
    try {
      await write(batch);
      return { ok: true };
    } catch (err) {
      if (!failures) firstFailedAt = Date.now();
      failures++;
      hooks.onError(err, failures);
      const next = afterFailure(Date.now(), firstFailedAt, failures, hooks.closeBy(), p);
      if (next === 'give-up') return { ok: false, err };
      await new Promise((r) => setTimeout(r, next.retryInMs));
    }
  }
}

/**
 * Counts items refused past `maxPending` and reports them at most once per `everyMs` (an overloaded queue refuses
 * thousands a second: one log line each would add to the overload). `flushReport()` reports the rest at once.
 */
export function overflowCounter(everyMs: number, report: (count: number) => void) {
  let unreported = 0;
  let timer: NodeJS.Timeout | null = null;
  const flushReport = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (unreported) report(unreported);
    unreported = 0;
  };
  return {
    refused() {
      unreported++;
      if (!timer) {
        timer = setTimeout(flushReport, everyMs);
        timer.unref();
      }
    },
    flushReport,
  };
}

/**
 * Fired from outside, once per failed attempt: flushes wait on it to learn that a batch failed. `race(done)` settles
 * with `done` or at the next fire, and keeps its waiter only until then, so one signal serves the queue's whole life.
 * Racing each flush against one long-lived promise instead (`Promise.race([done, wait])`) left a reaction, a promise
 * and a closure on that promise per flush, ~300 bytes, for as long as no batch failed: the server flushes before every
 * read of visits, and held 5.7 MB more after the bench's ordinary calls, growing for as long as it ran.
 */
export function signal() {
  const waiting = new Set<() => void>();
  return {
    fire() {
      for (const wake of [...waiting]) wake();
    },
    race(done: Promise<unknown>): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const wake = () => {
          waiting.delete(wake);
          resolve();
        };
        waiting.add(wake);
        done.then(wake, (err: unknown) => {
          waiting.delete(wake);
          reject(err);
        });
      });
    },
  };
}
