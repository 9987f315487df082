/** Programmes and small modules, dealer part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_DEALER_LIMITS = {
} as const;
