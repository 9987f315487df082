/**
 * Money (issue 11): VIP, orders, WeChat Pay, refunds, golden keys, the wallet. Part of `LIMITS` (added by the area's manifest), read as `LIMITS.money.<name>`.
 */
export const MONEY_LIMITS = {
  decimals: 2,
  paidPriceMinYuan: 1,
  paidPriceMaxYuan: 200,
  platformFeePercent: 10,
  // --- issue 11 (money). Spec section 9 gives the VIP terms, printed cards and regions; "Ours" marks our values.
  /** VIP terms sold, in years. */
  vipYears: [1, 2, 3],
  /** First-time 2-year VIP: half a year extra. */
  firstTwoYearBonusMonths: 6,
  /** 3-year VIP: one extra year plus one shake device, mainland China (+86) only. */
  threeYearBonusYears: 1,
  threeYearShakeDevices: 1,
  offerRegion: '+86',
  /** Printed cards: 500 sheets for 50 yuan, free shipping. */
  printedCardSheets: 500,
  printedCardPriceFen: 5000,
  /** Ours: an unpaid order is closed after this long (WeChat Pay's own default window is 2 hours; ours is shorter). */
  orderPayMinutes: 30,
  /** Ours: a paid order may be asked to be refunded within this many days of payment (shown on the pay and refund screens). */
  refundWindowDays: 3,
  /** Ours: income (commissions, circle and shop income) stays frozen this many days before it can be withdrawn. */
  incomeHoldDays: 7,
  /** Ours: a spokesperson earns this percent of what the users they referred pay for VIP (frozen income). */
  spokespersonPercent: 20,
  /** Ours: withdrawals: at least 1 yuan each, at most 20,000 yuan and 10 withdrawals a day (WeChat Pay transfer limits are similar). */
  withdrawMinFen: 100,
  withdrawDailyMaxFen: 2_000_000,
  withdrawDailyCount: 10,
  /** Ours: golden keys. Unlocking one advanced module costs this many keys; keys exchange for VIP days at this rate. */
  unlockModuleKeys: 5,
  exchangeKeys: 10,
  exchangeVipDays: 30,
  /** Ours: at most this many keys in one transfer. */
  transferKeysMax: 999,
  /** Ours: golden keys a new user gets when registering (never for sharing a link: WeChat's external-link rules). */
  registerWelcomeKeys: 5,
  /** Ours: keys exchange for VIP time in 1-12 portions at a time (a year of 30-day portions at most). */
  exchangeTimesMax: 12,
  /** Spokesperson binding: the real name WeChat Pay's transfer checks, 2-20 characters (the brief's range). */
  spokespersonNameMin: 2,
  spokespersonNameMax: 20,
  /** Ours: a user search (whom to give keys to) takes a keyword of at most 30 characters and answers 20 people. */
  userSearchKeywordMax: 30,
  userSearchResults: 20,
  /** Ours: the wallet's jobs (release frozen income, follow payouts) handle at most this many rows a pass, every minute. */
  walletJobBatch: 100,
  walletJobEveryMs: 60_000,
  /** Ours: a WeChat Pay notification older than this (by its Wechatpay-Timestamp) is refused as a replay. */
  notificationMaxAgeMinutes: 5,
  // --- editions, orders, refunds (vip area) ---
  /** Ours: a temporary VIP trial granted by the first registration info submit lasts this many days. */
  tempVipTrialDays: 3,
  /** Ours: a paid VIP with this many days or fewer left shows as "expiring" (the renew prompt). */
  vipExpiringDays: 30,
  /** Ours: printed cards are ordered in sets of `printedCardSheets`, at most this many sets per order. */
  printedCardSetsMax: 10,
  /** Ours: delivery address of printed cards. */
  receiverMax: 20,
  regionNameMax: 20,
  addressMax: 100,
  /** A refund reason: 1-200 characters. */
  refundReasonMax: 200,
  /** Ours: the job recovering lost WeChat Pay notifications asks about unpaid orders created this recently. */
  payRecoverHours: 24,
} as const;
