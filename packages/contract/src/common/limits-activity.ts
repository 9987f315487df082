/** Activities (issue 16): every value ours unless marked; each part adds its own below its marker. */
export const ACTIVITY_LIMITS = {
  // --- events (module 61) ---
  /** Spec section 9: the activity list's page size (startIndex defaults to 1, len to 10). */
  pageSize: 10,
  /** Spec section 9: the activity list's start lower bound (getActivitysByStatuss startTime default). */
  listStartLowerBound: '1990-01-01',
  // --- registration (module 62) ---
} as const;
