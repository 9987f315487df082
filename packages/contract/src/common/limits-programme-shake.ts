/** Programmes and small modules, shake part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_SHAKE_LIMITS = {
} as const;
