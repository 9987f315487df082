import { MONEY_LIMITS } from '../orders/orders.limits';

/**
 * One referral policy for every programme (issue 32, item 1; decision docs/decisions/0031-referral-policy.md).
 * A paid order of a line below pays at most one commission per tier: tier 1 to the payer's referrer, tier 2 to that
 * referrer's referrer. The earner is paid under the highest-paying role they hold at that tier; on a tie the earlier
 * role of `roles` wins. Amounts are whole fen rounded down (the platform keeps the fraction). A percent of 0 means the
 * role earns nothing at that tier. The rules page (佣金规则) prints this table, so changing a number here changes what
 * users read too.
 */
const TABLE = {
  // [tier 1, tier 2] in percent of what the payer paid.
  dealer: [30, 5],
  distributor: [20, 5],
  ambassador: [20, 0],
  // The spokesperson's terms stay what they were.
  spokesperson: [MONEY_LIMITS.spokespersonPercent, 0],
} as const;

export const REFERRAL_LIMITS = {
  /** Roles in order of precedence: dealer (the paid ¥9,800 tier) > super distributor > ambassador > spokesperson. */
  roles: ['dealer', 'distributor', 'ambassador', 'spokesperson'] as const,
  /** Tiers paid: 1 = the payer's referrer, 2 = the referrer's referrer. */
  tiers: [1, 2] as const,
  /** Percent per order line, per role, per tier. Lines not listed pay no referral commission (their money is a seller's). */
  percent: {
    vip: TABLE,
    enterprise: TABLE,
  },
} as const;

export type ReferralRole = (typeof REFERRAL_LIMITS.roles)[number];
export type ReferralLine = keyof typeof REFERRAL_LIMITS.percent;
export type ReferralTier = (typeof REFERRAL_LIMITS.tiers)[number];
