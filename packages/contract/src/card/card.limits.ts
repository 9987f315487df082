// The card area's limits: part of `LIMITS` (added by the area's manifest, card.area.ts), read as `LIMITS.card.<name>`.
/** Card texts and lists: name and column name from spec section 9, the rest ours. */
export const CARD_LIMITS = {
  nameMin: 1,
  nameMax: 30,
  columnNameMin: 1,
  columnNameMax: 8,
  companyMax: 50,
  departmentMax: 30,
  positionMax: 30,
  taxNumberMax: 20,
  landlineMax: 20,
  faxMax: 20,
  emailMax: 60,
  /** QQ numbers are 5 to 12 digits (our reading of the legacy field; the spec only names it). */
  qqMin: 5,
  qqMax: 12,
  weiboMax: 60,
  signatureMax: 100,
  productServiceMax: 1000,
  titleMax: 30,
  columnContentMax: 500,
  honourTitleMax: 30,
  honourContentMax: 200,
  mobilesMax: 5,
  columnsMax: 20,
  honoursMax: 30,
  mapPointNameMax: 30,
  mapAddressMax: 100,
  mapPointsMax: 20,
  provinceMax: 20,
  cityMax: 30,
  backgroundUrlMax: 300,
  musicCategoryMax: 30,
  musicKeywordMax: 30,
  /** Ours: an address search keyword, and address lookups (search and reverse) per user per minute. */
  mapKeywordMax: 40,
  mapLookupsPerMinute: 30,
  /** Ours: places one address search answers (a phone screen shows about this many). */
  mapResultsMax: 10,
  /** Ours: the static map image behind the draggable pin (web-mercator zoom level, CSS pixels). */
  mapImage: { zoom: 16, width: 340, height: 200 },
  /** Ours: one visit per visitor per card in this window (a reload or a revisit soon after is the same visit). */
  visitDedupMinutes: 30,
  /** Ours: visits written for one anonymous address per hour, over all cards; beyond it the card is still served, unrecorded. */
  anonymousVisitWritesPerHour: 60,
  /**
   * Ours: visits are written behind the page (server card-visits.ts), one transaction per batch: at most this long
   * after the first waiting visit, or at once when `visitBatchMax` wait. A batch that fails is tried again until
   * written; `visitPendingMax` bounds the backlog (waiting and being written) far above the card's peak (issue 30:
   * the bench's whole card run is ~44,000 new visitors, and 10,000 refused a fifth of them), about 30 MB at worst;
   * past it a visit is dropped, counted and shown by /ready. A crash loses the waiting ones. `visitRecentMax`
   * visitors are remembered for the deduplication window in memory (older ones are checked in the database when
   * written).
   */
  visitBatchIntervalMs: 1000,
  visitBatchMax: 100,
  visitPendingMax: 100_000,
  visitRecentMax: 50_000,
} as const;
