/** How long the server must have had no request before the heap is collected, once traffic has stopped. */
export const IDLE_GC_QUIET_MS = 1_000;
/** Requests since the last collection below which one is not worth it (a health probe now and then). */
export const IDLE_GC_MIN_REQUESTS = 20;

/** What the idle collection looks at, every half second. */
export interface IdleState {
  requestsSinceGc: number;
  /** Since the last request. */
  quietMs: number;
  /** Items accepted and not yet written behind (visits, clicks). */
  waitingWrites: number;
  /** Since the last moment anything waited to be written (0 while something waits). */
  writesQuietMs: number;
  /** The last collection ran while writes were waiting. */
  ranBeforeWrites: boolean;
}

/**
 * Which collection is due now. `burst`: only after a burst of traffic (enough requests since the last collection) and
 * only once the server has been quiet for a moment, so a full collection never runs under load, only in the gap after
 * it. `drained`: once more when that collection ran while visits waited to be written behind, a moment after the last
 * is written: until then their rows, batches and spool entries are live (~18,000 visits and ~8 MB of heap 3.5 s after
 * the bench's load on a loaded machine), and the first collection kept them (docs/bench.md session 15).
 */
export function collectionDue(s: IdleState): 'burst' | 'drained' | null {
  if (s.requestsSinceGc >= IDLE_GC_MIN_REQUESTS && s.quietMs >= IDLE_GC_QUIET_MS) return 'burst';
  if (s.ranBeforeWrites && s.waitingWrites === 0 && s.writesQuietMs >= IDLE_GC_QUIET_MS) return 'drained';
  return null;
}
