/** The network (issue 13): every value ours unless marked; each part adds its own below its marker. */
import { SCAN_LIMITS } from './network-scan.limits';

export const NETWORK_LIMITS = {
  ...SCAN_LIMITS,
  // --- exchange and address book ---
  /** Ours: an address book holds at most 5,000 cards (the export answers them all in one file). */
  contactsMax: 5_000,
  /** Ours: a user's contact labels: at most 30, each 1-10 characters; a contact carries at most 10. */
  contactLabelsMax: 30,
  contactLabelLength: 10,
  labelsPerContact: 10,
  /** Ours: the optional note of an exchange request. */
  exchangeNoteLength: 30,
  /**
   * Ours: after someone declines your exchange request you may ask them again only after this many days (a refusal
   * re-requested at once is spam to them; issue 31). Withdrawing your own request starts no wait.
   */
  exchangeRetryAfterDeclineDays: 7,
  /** Ours: card-user search (VIP) answers at most 20 people; its keyword at most 30 characters. */
  cardUserSearchResults: 20,
  cardUserKeywordMax: 30,
  /** Ours: QR decodes from uploaded pictures, per user per minute (each one decodes an image). */
  qrDecodesPerMinute: 20,
  // --- companies ---
  /** Ours: a department name is 1-20 characters (the brief), at most 50 departments per company (a phone list stays short). */
  departmentNameLength: 20,
  departmentsMax: 50,
  /** Ours: the company search keyword (1-30 characters, the company name field's room). */
  companyKeywordLength: 30,
  /**
   * Ours: a created company's name is 2-50 characters, trimmed (50: the card's company field, LIMITS.card.companyMax,
   * where members show it; 2: no company is called by one character, and one is usually a typing slip).
   */
  companyNameMin: 2,
  companyNameMax: 50,
  // --- mirror ---
  /** Ours: a master or sub card search keyword (card names are at most 30 characters too). */
  mirrorKeywordMax: 30,
  /**
   * Ours: after a master refuses a sub's binding request, the same sub may ask that master again only after this
   * many hours (a refusal re-requested at once is spam to the master; issue 31). A day, not the exchange's week: a
   * colleague refused by mistake should not wait long. Another master may be asked at once; a withdrawal starts no wait.
   */
  mirrorRetryAfterRefuseHours: 24,
  /** Ours: undoing a master card refuses its waiting requests in the same step, at most this many (a bound on the step). */
  mirrorPendingCloseMax: 500,
  /**
   * Ours: new binding requests a card may make per day (asking again while one waits is free). Withdrawal starts no
   * wait, so without this a withdraw-and-ask loop would fill a master's message centre; 10 covers honest retries.
   */
  mirrorRequestsPerDay: 10,
  // --- radar ---
  /** Ours: one beacon carries at most 20 actions (a page batches what a visitor did until it is hidden). */
  beaconActionsMax: 20,
  /** Ours: beacons per address per minute, and advisories per address per hour (a visitor's own pace). */
  beaconsPerAddressPerMinute: 30,
  advisoriesPerAddressPerHour: 5,
  /**
   * Ours: beacons per visitor (cookie, else address) per minute: a page sends one when it is hidden or its queue of
   * 20 is full, so 10 is far above a person's pace and keeps one browser from filling a radar (issue 31).
   */
  beaconsPerVisitorPerMinute: 10,
  /** Ours: a served card page's beacon pass holds this long (a card left open in a tab reports when it is hidden). */
  beaconTokenMinutes: 120,
  /** Ours: the first-party visitor cookie lives 400 days (the longest browsers keep a cookie). */
  visitorCookieDays: 400,
  /**
   * Ours: new visitors (a browser's first view, before it holds a visitor cookie) one address may add to one card in
   * the visit window (LIMITS.card.visitDedupMinutes): an office of a few browsers counts each of them, a script that
   * drops its cookies adds at most this many (issue 31).
   */
  freshVisitorsPerAddressPerCard: 5,
  /** Ours: demand consultation: the visitor's name 1-20 and request 1-200 characters (the brief). */
  advisoryNameLength: 20,
  advisoryContentLength: 200,
  /** Ours: the radar-leads export holds at most 5,000 visitors (newest first), like the address book. */
  radarLeadsExportMax: 5_000,
} as const;
