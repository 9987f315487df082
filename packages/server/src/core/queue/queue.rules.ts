/**
 * The pure rules of the work queue: how long a failed try waits, and whether a failure ends the task. No I/O, no
 * clock reads (the time comes in).
 */

/** A failure that another try cannot mend (a file ffmpeg cannot read): the task fails at once, whatever attempts remain. */
export class PermanentTaskError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PermanentTaskError';
  }
}

/** Ours: the first retry waits 2 s, then doubling (4 s, 8 s ...), never more than 5 minutes. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

export type AfterFailure = { status: 'queued'; runAfter: Date } | { status: 'failed' };

/** What becomes of a task whose `attempt`-th try failed with `error`. */
export function afterFailure(attempt: number, maxAttempts: number, error: unknown, now: Date): AfterFailure {
  if (error instanceof PermanentTaskError || attempt >= maxAttempts) return { status: 'failed' };
  return { status: 'queued', runAfter: new Date(now.getTime() + backoffMs(attempt)) };
}

/** A progress report is kept as a whole percentage within 0..100 (a handler's 101 or NaN never reaches the row). */
export function clampProgress(pct: number): number {
  return Number.isFinite(pct) ? Math.max(0, Math.min(100, Math.round(pct))) : 0;
}
