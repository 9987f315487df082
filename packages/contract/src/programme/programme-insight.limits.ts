/** Programmes and small modules, insight part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_INSIGHT_LIMITS = {
  /** Beijing time (UTC+8, no daylight saving): the annual report's months and days and the analysis' days and hours. */
  utcOffsetHours: 8,
  /** The data analysis' ranges in days (ours): the last 7, 30 or 90 Beijing days, today included. */
  analysisRanges: [7, 30, 90] as readonly number[],
  /** Random bytes of a share link's token (base64url, 32 characters). */
  shareTokenBytes: 24,
  /** Longest token accepted by the public read (longer is a junk token: refused by the schema). */
  shareTokenMax: 64,
  /** Oldest year the annual report accepts at all (the schema's bound; the service bounds it by registration). */
  firstYear: 2000,
  /** Latest year the schema accepts (the service bounds it by the current Beijing year). */
  lastYear: 2100,
} as const;
