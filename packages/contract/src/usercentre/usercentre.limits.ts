// The usercentre area's limits: part of `LIMITS` (added by the area's manifest, usercentre.area.ts), read as `LIMITS.usercentre.<name>`.
export const USERCENTRE_LIMITS = {
  /** The spec leaves the daily one-key cleanup limit unstated; three a day is ours. */
  cleanupPerDay: 3,
  /** The error-code lookup takes a status or an error name; the longest name is under 40 characters. */
  errorCodeQueryMax: 40,
} as const;
