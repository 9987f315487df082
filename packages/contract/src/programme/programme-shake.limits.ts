/** Programmes and small modules, shake part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_SHAKE_LIMITS = {
  // --- shake devices: applications ---
  /** Ours: devices one application may ask for, 1-10 (a shop needs a few; more is a dealer's bulk order). */
  applyQuantityMax: 10,
  /** Ours: applications one user may have waiting for review at once (a fourth would only repeat the first three). */
  pendingApplicationsMax: 3,
  /** Ours: the receiver's name, mobile, region and street address of the shipping address; the reason. */
  contactNameMax: 20,
  contactMobileMax: 20,
  regionMax: 40,
  addressMax: 100,
  reasonMax: 200,
  /** Spec section 9 "review within three working days": Saturdays and Sundays skipped (public holidays are not known
   *  to the platform yet, so a holiday counts as a working day and the date is the earliest the review may come). */
  reviewWorkingDays: 3,
  /** Ours: an operator's rejection reason the applicant or owner reads. */
  rejectReasonMax: 100,
  // --- shake devices: configuration (spec section 5 and 9) ---
  /** Spec: the device name is 1 to 12 Chinese characters or 30 other characters. */
  nameZhMax: 12,
  nameLatinMax: 30,
  /** Spec: the main title up to 6 Chinese characters or 12 other characters (required: the shake page's headline). */
  titleZhMax: 6,
  titleLatinMax: 12,
  /** Spec: the sub title up to 7 Chinese characters or 14 other characters (optional). */
  subTitleZhMax: 7,
  subTitleLatinMax: 14,
  /** Ours: the page's link (http/https only) and the image's stored-file address. */
  linkMax: 500,
  imageUrlMax: 500,
  /** Ours: days of daily shake counts the details page charts (a week). */
  statsDays: 7,
  // --- role tags ---
  /** Ours: role tags one user may show on the card: three fit one line under the name on a phone. */
  roleTagsMax: 3,
} as const;
