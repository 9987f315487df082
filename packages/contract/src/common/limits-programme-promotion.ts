/** Programmes and small modules, promotion part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_PROMOTION_LIMITS = {
} as const;
