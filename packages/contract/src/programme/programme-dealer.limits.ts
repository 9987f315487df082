/** Programmes and small modules, dealer part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_DEALER_LIMITS = {
  // The dealer's referral commission is LIMITS.referral's (one policy for every programme, issue 32).
  /** Most cards one custodian looks after at once (open custodies: requested or active). */
  custodianCardsMax: 200,
  /** A custody request's note from the owner to the custodian. */
  custodyNoteMax: 60,
  /** Customer service's reason for disconnecting a custody (shown to both sides). */
  endReasonMax: 100,
  /** The custody poster's title and text. */
  posterTitleMax: 20,
  posterTextMax: 200,
  /** The custody search box. */
  searchKeywordMax: 20,
} as const;
