import { MONEY_LIMITS } from './limits-money';
import { CIRCLE_LIMITS } from './limits-circle';
import { NETWORK_LIMITS } from './limits-network';
import { CONTENT_LIMITS } from './limits-content';
import { VIDEO_LIMITS } from './limits-video';
import { SHOP_LIMITS } from './limits-shop';
import { ACTIVITY_LIMITS } from './limits-activity';
import { SERVICE_LIMITS } from './limits-service';
import { PROGRAMME_DEALER_LIMITS } from './limits-programme-dealer';
import { PROGRAMME_PROMOTION_LIMITS } from './limits-programme-promotion';
import { PROGRAMME_SMS_LIMITS } from './limits-programme-sms';
import { PROGRAMME_CHECKIN_LIMITS } from './limits-programme-checkin';
import { PROGRAMME_INSIGHT_LIMITS } from './limits-programme-insight';
import { PROGRAMME_SHAKE_LIMITS } from './limits-programme-shake';
import { PROGRAMME_PERSONA_LIMITS } from './limits-programme-persona';
import { REFERRAL_LIMITS } from './limits-referral';
export type { ReferralRole, ReferralLine, ReferralTier } from './limits-referral';
// The money limits on their own too: the management centre's first screen needs two of them, and importing LIMITS
// there carries every area's limits (4 kB gzip) into that screen.
export { MONEY_LIMITS };

/**
 * Every limit of the product in one place, grouped by the area that enforces it: spec section 9's numbers and our
 * own where the spec is silent (marked "ours"). Schemas, rules, services and screens read `LIMITS.<area>.<name>`;
 * nothing declares a limit of its own. A later area adds its group here; a large area's group lives in a file of its own
 * (`limits-<area>.ts`) and is named here.
 */
export const LIMITS = {
  /** Sign-in, codes and sessions (spec sections 5 and 9). */
  auth: {
    loginPasswordMin: 6,
    loginPasswordMax: 20,
    verificationCodeLength: 4,
    /** A voice code is offered once this many SMS code requests have not led to a successful check. */
    voiceCodeAfterFailedSms: 2,
    sessionDays: 30,
    codeTtlMinutes: 5,
    codeMaxAttempts: 5,
    codeResendSeconds: 60,
    /** Wrong code checks across all codes of a phone and purpose in this window lock further checks. */
    codeLockWindowMinutes: 30,
    codeLockAfterFailures: 10,
    /** Wrong login passwords in a row that lock password login (SMS-code login stays open), and for how long (ours). */
    loginMaxFailures: 5,
    loginLockMinutes: 15,
    /** Wire bounds of our own: a secret being checked or confirmed, a typed code or image code, a phone typed as text. */
    secretMax: 64,
    codeTextMax: 8,
    captchaMax: 8,
    phoneTextMax: 20,
    /**
     * Ours: SMS and voice codes (each one costs the operator money) per client address, per device (the signed-in
     * user, else the device cookie) and for the whole platform, per hour. The address budget leaves room for a busy
     * shared address (an office, a carrier's NAT); the global one caps the operator's bill (SMS_GLOBAL_PER_HOUR may
     * set another for one deployment).
     */
    smsPerAddressPerHour: 60,
    smsPerDevicePerHour: 10,
    smsGlobalPerHour: 1000,
    /** Ours: "is this phone registered?" checks per client address, so registered phones cannot be listed. */
    mobileCheckPerAddressPerMinute: 10,
    mobileCheckPerAddressPerHour: 100,
    /** Ours: graphic captchas (each one drawn and stored) per client address per minute; a person refreshes a few. */
    captchaPerAddressPerMinute: 20,
  },
  /** Transaction password (spec section 9: 6 digits); the lock after wrong entries is ours. */
  security: {
    txPasswordLength: 6,
    txPwdMaxFailures: 5,
    txPwdLockHours: 24,
    idNumberMax: 30,
    redirectUriMax: 500,
    wxCodeMax: 200,
    wxStateMax: 100,
  },
  /**
   * Ours: entries the server's read caches keep (core/read-cache, decision 0013; least recently used go first).
   * `perUser`: small values keyed by user or session (sessions, home data, unread counts); `cardPages`: card views and
   * rendered card pages, a few kB each.
   */
  cache: { perUser: 20_000, cardPages: 2000 },
  /** Card texts and lists: name and column name from spec section 9, the rest ours. */
  card: {
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
  },
  /** Albums (module 46), ours: like the circle limits, so a card's album strip stays short enough to browse. */
  album: {
    albumsPerUser: 20,
    photosPerAlbum: 60,
    nameMin: 1,
    nameMax: 15,
  },
  /** Micro links (module 4), ours. */
  links: {
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
  },
  usercentre: {
    /** The spec leaves the daily one-key cleanup limit unstated; three a day is ours. */
    cleanupPerDay: 3,
    /** The error-code lookup takes a status or an error name; the longest name is under 40 characters. */
    errorCodeQueryMax: 40,
  },
  /** Lists (spec sections 5 and 9: page index from 1, ten a page); the maximum page size and cursor length are ours. */
  paging: {
    pageIndexDefault: 1,
    /** A deeper page is refused rather than asking the database to skip that many rows. */
    pageIndexMax: 10_000,
    pageSizeDefault: 10,
    pageSizeMax: 50,
    cursorMax: 200,
    /** Lists shown whole without paging, bounded by a cap of ours (bind requests, unread wallet tips). */
    smallListMax: 20,
  },
  share: {
    /** The page address a WeChat share signature is asked for. */
    pageUrlMax: 1024,
    /** Ours (issue 31): the newest items each content section of the public card shows (articles, videos, ...). */
    cardSectionItems: 3,
    /** Pixel sizes of the QR images (download centre, QR screen, link previews); any other size is refused. */
    qrSizes: [258, 430, 860, 1280] as const,
    /** Ours: rendered QR images kept in memory, least recently used dropped first past this many bytes. */
    qrCacheBytes: 32 * 1024 * 1024,
    /** Ours: QR renders (cache misses) one client address may cause per window; cached images are never limited. */
    qrRendersPerWindow: 40,
    qrRenderWindowMinutes: 10,
  },
  upload: {
    imageMaxBytes: 2 * 1024 * 1024,
    imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
    /** Ours: the most files any route may declare (a 9-image announcement or complaint); multipart is registered with it. */
    filesMax: 9,
    /** Ours: the largest file any route may declare (room for a short micro video); a route declares its own, smaller. */
    fileMaxBytes: 50 * 1024 * 1024,
    /** Ours: what one user may keep in file storage, summed over every stored file (after re-encoding). */
    quotaBytes: 200 * 1024 * 1024,
    /** Ours: how long a signed upload token stays valid. */
    tokenMinutes: 10,
  },
  // --- later areas (issues 11-18), from spec section 9 ---
  money: MONEY_LIMITS,
  circle: CIRCLE_LIMITS,
  complaint: {
    evidenceMin: 1,
    evidenceMax: 4,
    pictures: 9,
    length: 200,
  },
  network: NETWORK_LIMITS,
  content: CONTENT_LIMITS,
  video: VIDEO_LIMITS,
  shop: SHOP_LIMITS,
  activity: ACTIVITY_LIMITS,
  service: SERVICE_LIMITS,
  /** Growth programmes and small modules (issue 18), one group per part. */
  programmeDealer: PROGRAMME_DEALER_LIMITS,
  programmePromotion: PROGRAMME_PROMOTION_LIMITS,
  /** Who earns what on a referred user's paid order, for every programme (issue 32). */
  referral: REFERRAL_LIMITS,
  programmeSms: PROGRAMME_SMS_LIMITS,
  programmeCheckin: PROGRAMME_CHECKIN_LIMITS,
  programmeInsight: PROGRAMME_INSIGHT_LIMITS,
  programmeShake: PROGRAMME_SHAKE_LIMITS,
  programmePersona: PROGRAMME_PERSONA_LIMITS,
  microVideo: { temporaryRetentionDays: 1 },
} as const;

export type Limits = typeof LIMITS;
