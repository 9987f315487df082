/** Programmes and small modules, sms part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_SMS_LIMITS = {
  /** Ours: an SMS sign (签名, sent as 【sign】), 2-12 Chinese, Latin or digit characters: what carriers register. */
  signMin: 2,
  signMax: 12,
  /** Ours: signs a user keeps (any state), and signs waiting for review at once (an operator reviews each by hand). */
  signsMax: 10,
  signsPendingMax: 3,
  /** Ours: an operator's reason for a rejection (one line under the sign). */
  reasonMax: 60,
  /** Ours: one SMS's whole text, sign included: five segments. */
  textMax: 350,
  /** Ours: characters per segment; each segment costs one credit per recipient (carriers bill 70-character units). */
  segmentChars: 70,
  /** Ours: recipients of one send (a phone's screen of numbers; bigger campaigns are several sends). */
  recipientsMax: 50,
  /** Ours: recipients a user reaches in a day whatever their own cap (the carriers' anti-spam line for one sender). */
  platformDailyMax: 500,
  /** Ours: sends a user may start per minute (core/rate), against scripted floods. */
  sendsPerMinute: 5,
  /** Ours: the auto-send template after a card exchange (sign not included). */
  templateMax: 200,
  /** Ours: colleagues one owner lets use their credits, and the largest daily allowance of one. */
  grantsMax: 20,
  grantPerDayMax: 500,
  /** Ours: the packs on sale (credits for fen); a pack's price is read from here, never from the client. */
  packs: [
    { code: 'p100', credits: 100, priceFen: 1_000 },
    { code: 'p500', credits: 500, priceFen: 4_500 },
    { code: 'p2000', credits: 2_000, priceFen: 16_000 },
  ],
} as const;
