/**
 * How long a write waits for another connection's write lock before it is refused (SERVER_BUSY): what SQLite's
 * busy timeout was, now waited asynchronously (db-sqlite.ts), so the thread serves other requests meanwhile.
 */
export const SQLITE_WRITE_WAIT_MS = 5_000;

/** The longest pause between two tries: a lock held for seconds is polled 40 times a second, not thousands. */
export const SQLITE_BUSY_PAUSE_MAX_MS = 25;

/**
 * The pause before try `n + 1` (n from 0): 1, 2, 4, 8, 16 ms and then the maximum, each scaled by 0.5-1 with
 * `random` (0-1) so writers that met the same lock do not come back in step. The writer of card visits (core/direct-sql)
 * holds the lock 3-5 ms per batch, so most waits end after the first pauses.
 */
export function busyWaitMs(n: number, random: number): number {
  const base = Math.min(SQLITE_BUSY_PAUSE_MAX_MS, 2 ** Math.max(0, n));
  return base * (0.5 + Math.min(1, Math.max(0, random)) / 2);
}
