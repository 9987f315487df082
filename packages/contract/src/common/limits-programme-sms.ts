/** Programmes and small modules, sms part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_SMS_LIMITS = {
} as const;
