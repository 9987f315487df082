/**
 * Circles (issue 12). Part of `LIMITS` (added by the area's manifest), read as `LIMITS.circle.<name>`.
 */
export const CIRCLE_LIMITS = {
  perUser: 20,
  labels: 4,
  customLabelLength: 8,
  nameLength: 15,
  descriptionLength: 200,
  admins: 5,
  titles: 5,
  titleLength: 15,
  announcementLength: 200,
  announcementLinks: 4,
  announcementImages: 9,
  warningsToDissolve: 3,
  banDeletionRetryDays: 15,
  // --- issue 12 (circles); spec section 9 gives the values above, "Ours" marks the rest.
  /** Ours: members of one circle (owner included); "circle full, cannot join" past it. */
  memberCap: 2000,
  /** Ours: a paid membership (and paid viewing) lasts this many days, then it is expired and can be renewed. */
  paidTermDays: 365,
  /** Ours: a payer may ask for a circle payment back within this many hours of paying (shown on the pay screen). */
  refundWindowHours: 24,
  /** Ours: the platform keeps this percent of a circle payment (half up to the fen); the owner gets the rest frozen. */
  feePercent: 10,
  /** Ours: the paid-term expiry job moves at most this many lapsed memberships a pass, every minute. */
  paidExpiryBatch: 100,
  paidExpiryEveryMs: 60_000,
  /** Ours: bulletins per circle publisher per window ("announcement too frequent"). */
  announcementsPerWindow: 5,
  announcementWindowMinutes: 10,
  /** Ours: a comment or reply, 1-200 characters. */
  commentLength: 200,
  /** Ours: an application note and a sanction reason. */
  applyNoteLength: 50,
  reasonLength: 200,
  /** Ours: a circle's honour text (CircleHonour). */
  honourLength: 200,
  /** Ours: a scan-login QR code is good for this many seconds. */
  loginCodeSeconds: 120,
  /** Ours: the preset labels offered when creating a circle (custom ones may be added). */
  presetLabels: ['行业交流', '创业', '投资', '科技', '营销', '教育', '健康', '读书', '旅行', '美食', '摄影', '运动'],
  industries: ['互联网', '金融', '教育', '医疗', '制造', '零售', '房地产', '文化传媒', '餐饮', '其他'],
  // --- bulletin part (ours)
  /** Ours: a list field (links, images, evidences, pictures) may carry this many entries on the wire; the rules then
   * count what matters (distinct links, images) so 5 links with one repeat pass and the 10th image gets its own message. */
  bulletinListEntriesMax: 20,
  /** Ours: one bulletin video (mp4 or quicktime), at most this many bytes. */
  bulletinVideoMaxBytes: 20 * 1024 * 1024,
  /** Ours: a merchandise or micro-fold attachment's title; a merchandise price of at most 1,000,000 yuan. */
  attachmentTitleLength: 30,
  attachmentPriceMaxFen: 100_000_000,
} as const;

/** Complaints about a circle or its bulletins (spec section 9), read as `LIMITS.complaint.<name>`. */
export const COMPLAINT_LIMITS = {
  evidenceMin: 1,
  evidenceMax: 4,
  pictures: 9,
  length: 200,
} as const;
