/**
 * When a write-behind batch that failed is tried again, and when it is given up. Pure: the write loop
 * (write-behind-retry.ts) passes the time in, so the edges are unit-tested without waiting.
 */
export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** A batch still failing this long after its first failure is given up (a batch the database refuses for good,
   * e.g. a constraint, must not hold every later batch behind it forever). */
  giveUpAfterMs: number;
  /** On shutdown, how long failing batches are still tried (a stopping process cannot wait forever). */
  closeWithinMs: number;
}

// Long enough for a locked database (a migration, a backup, another process's long transaction: seconds) and for a
// database restart (minutes); a shutdown waits about as long as an orchestrator's grace period.
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 100, maxMs: 5_000, giveUpAfterMs: 10 * 60_000, closeWithinMs: 20_000 };

/** The wait before attempt `failures + 1`: base, 2 base, 4 base… never more than maxMs. */
export const backoffMs = (failures: number, p: RetryPolicy) => Math.min(p.maxMs, p.baseMs * 2 ** Math.max(0, failures - 1));

/**
 * What to do after a failed attempt: wait `ms` and try again, or give the batch up. `closeBy` is the shutdown's
 * deadline (null while running); a wait never runs past the deadline that ends the tries.
 */
export function afterFailure(now: number, firstFailedAt: number, failures: number, closeBy: number | null, p: RetryPolicy): { retryInMs: number } | 'give-up' {
  const end = Math.min(firstFailedAt + p.giveUpAfterMs, closeBy ?? Infinity);
  if (now >= end) return 'give-up';
  return { retryInMs: Math.max(0, Math.min(backoffMs(failures, p), end - now)) };
}
