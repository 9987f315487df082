/** Programmes and small modules, checkin part (issue 18): every value ours unless marked (spec section 9 where it says). */
export const PROGRAMME_CHECKIN_LIMITS = {
  // --- morning check-in ---
  /** Ours: the morning window, minutes after 00:00 Beijing time (Asia/Shanghai): 05:00 is inside, 10:00 is not
   *  (the window is [start, end)). Early risers, not night owls: a check-in at 01:00 is a late night, not a morning. */
  windowStart: 5 * 60,
  windowEnd: 10 * 60,
  /** Ours: the optional mood or slogan of a check-in, one short line on a ranking row (0-30 characters). */
  moodMax: 30,
  /** Ours: the personal data screen's line chart: the check-in time per day over this many days (today included). */
  dataDays: 30,
  /** Ours: its bar chart: check-ins per ISO week over this many weeks (this week included). */
  dataWeeks: 8,
  // --- seven-day study guide ---
  /** Ours: the guide's lessons, one a day (the "seven days"). */
  studyLessons: 7,
} as const;
