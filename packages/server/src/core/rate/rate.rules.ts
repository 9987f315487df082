/**
 * Fixed-window counting, pure: a key's hits are counted in windows of `windowMs` aligned to the epoch, so every
 * instance that shares a store agrees on the window without coordination. A burst at a window edge can reach twice
 * the budget over `windowMs`; budgets are chosen with that in mind (cheap to keep, exact enough for abuse limits).
 */
export interface RateRule {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export function windowStart(nowMs: number, windowMs: number): number {
  return nowMs - (nowMs % windowMs);
}

/** Seconds until the window that refused a hit ends (what "retry later" means for the caller). */
export function retryAfterSeconds(nowMs: number, rule: RateRule): number {
  return Math.max(1, Math.ceil((windowStart(nowMs, rule.windowMs) + rule.windowMs - nowMs) / 1000));
}

/** A hit is allowed while the count after it stays within the budget. */
export const isWithin = (countAfterHit: number, rule: RateRule) => countAfterHit <= rule.max;
