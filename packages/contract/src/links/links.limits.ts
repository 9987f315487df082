// The links area's limits: part of `LIMITS` (added by the area's manifest, links.area.ts), read as `LIMITS.links.<name>`.
/** Micro links (module 4), ours. */
export const LINKS_LIMITS = {
  setsMax: 10,
  linksPerSetMax: 20,
  setNameMax: 10,
  linkTitleMax: 20,
  urlMax: 500,
  /** Ours: a scheduled on/off time lies at most this many days ahead (a typo of a year is refused, not kept). */
  scheduleAheadDaysMax: 730,
  /** Ours: the click chart's ranges (the top requests of link-in-bio users: last week, last month). */
  statsDays: [7, 30] as const,
  /** Ours: a visitor's repeat click on the same link within this many seconds counts once (reloads, double taps). */
  clickRepeatSeconds: 30,
  /** Ours: counting redirects one address may follow a minute; past it the click is still redirected, not counted. */
  clicksPerAddressPerMinute: 60,
  /** Ours: clicks are written in batches (one transaction) at most this often, or when this many wait. */
  clickBatchIntervalMs: 2_000,
  clickBatchMax: 200,
  /** Ours: waiting clicks past this are dropped (an overloaded database must not grow the process). */
  clickPendingMax: 20_000,
  /** Ours: recent (visitor, link) pairs kept in memory for the repeat rule. */
  clickRecentMax: 50_000,
} as const;
