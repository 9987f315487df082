/** Programmes and small modules, promotion part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_PROMOTION_LIMITS = {
  // The distributor's and the ambassador's commissions are LIMITS.referral's (one policy for every programme, issue 32).
  /** Ours: paying referrals (users the ambassador brought who have paid at least one order) an ambassador needs
   *  before they may become a super distributor. */
  distributorMinPaidReferrals: 3,
  /** Ours: the claimant's real name on an invite reward claim (a Chinese name or a Latin one fits). */
  claimNameMax: 20,
  /** Ours: a way to reach the claimant (a phone number or a WeChat id). */
  claimContactMax: 40,
  /** Ours: an optional note to the reviewer. */
  claimNoteMax: 200,
  /** Ours: document pictures on one claim, 1-6 (an ID card's two sides and a few screenshots). */
  claimImagesMax: 6,
  /** Ours: an operator's reason for rejecting a claim (what the user must fix). */
  rejectReasonMax: 200,
} as const;
