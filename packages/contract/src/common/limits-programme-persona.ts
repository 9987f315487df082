/** Programmes and small modules, persona part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_PERSONA_LIMITS = {
} as const;
