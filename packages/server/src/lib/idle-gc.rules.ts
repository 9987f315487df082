/** How long the server must have had no request before the heap is collected, once traffic has stopped. */
export const IDLE_GC_QUIET_MS = 1_000;
/** Requests since the last collection below which one is not worth it (a health probe now and then). */
export const IDLE_GC_MIN_REQUESTS = 20;

/**
 * Whether to collect the heap now: only after a burst of traffic (enough requests since the last collection) and only
 * once the server has been quiet for a moment, so a full collection never runs under load, only in the gap after it.
 */
export function shouldCollect(requestsSinceGc: number, quietMs: number): boolean {
  return requestsSinceGc >= IDLE_GC_MIN_REQUESTS && quietMs >= IDLE_GC_QUIET_MS;
}
