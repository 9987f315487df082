/** Programmes and small modules, checkin part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_CHECKIN_LIMITS = {
} as const;
