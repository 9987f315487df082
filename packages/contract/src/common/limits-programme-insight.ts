/** Programmes and small modules, insight part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_INSIGHT_LIMITS = {
} as const;
