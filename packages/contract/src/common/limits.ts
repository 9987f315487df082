/**
 * Every limit of the product in one place, grouped by the area that enforces it: spec section 9's numbers and our
 * own where the spec is silent (marked "ours"). Schemas, rules, services and screens read `LIMITS.<area>.<name>`;
 * nothing declares a limit of its own. A later area adds its group here.
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
     * after the first waiting visit, or at once when `visitBatchMax` wait. A crash loses the waiting ones: at most one
     * interval's worth, never more than `visitPendingMax`. `visitRecentMax` visitors are remembered for the
     * deduplication window in memory (older ones are checked in the database when written).
     */
    visitBatchIntervalMs: 1000,
    visitBatchMax: 100,
    visitPendingMax: 10_000,
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
  money: {
    decimals: 2,
    paidPriceMinYuan: 1,
    paidPriceMaxYuan: 200,
    platformFeePercent: 10,
    // --- issue 11 (money). Spec section 9 gives the VIP terms, printed cards and regions; "Ours" marks our values.
    /** VIP terms sold, in years. */
    vipYears: [1, 2, 3],
    /** First-time 2-year VIP: half a year extra. */
    firstTwoYearBonusMonths: 6,
    /** 3-year VIP: one extra year plus one shake device, mainland China (+86) only. */
    threeYearBonusYears: 1,
    threeYearShakeDevices: 1,
    offerRegion: '+86',
    /** Printed cards: 500 sheets for 50 yuan, free shipping. */
    printedCardSheets: 500,
    printedCardPriceFen: 5000,
    /** Ours: an unpaid order is closed after this long (WeChat Pay's own default window is 2 hours; ours is shorter). */
    orderPayMinutes: 30,
    /** Ours: a paid order may be asked to be refunded within this many days of payment (shown on the pay and refund screens). */
    refundWindowDays: 3,
    /** Ours: income (commissions, circle and shop income) stays frozen this many days before it can be withdrawn. */
    incomeHoldDays: 7,
    /** Ours: a spokesperson earns this percent of what the users they referred pay for VIP (frozen income). */
    spokespersonPercent: 20,
    /** Ours: withdrawals: at least 1 yuan each, at most 20,000 yuan and 10 withdrawals a day (WeChat Pay transfer limits are similar). */
    withdrawMinFen: 100,
    withdrawDailyMaxFen: 2_000_000,
    withdrawDailyCount: 10,
    /** Ours: golden keys. Unlocking one advanced module costs this many keys; keys exchange for VIP days at this rate. */
    unlockModuleKeys: 5,
    exchangeKeys: 10,
    exchangeVipDays: 30,
    /** Ours: at most this many keys in one transfer. */
    transferKeysMax: 999,
    /** Ours: golden keys a new user gets when registering (never for sharing a link: WeChat's external-link rules). */
    registerWelcomeKeys: 5,
    /** Ours: keys exchange for VIP time in 1-12 portions at a time (a year of 30-day portions at most). */
    exchangeTimesMax: 12,
    /** Spokesperson binding: the real name WeChat Pay's transfer checks, 2-20 characters (the brief's range). */
    spokespersonNameMin: 2,
    spokespersonNameMax: 20,
    /** Ours: a user search (whom to give keys to) takes a keyword of at most 30 characters and answers 20 people. */
    userSearchKeywordMax: 30,
    userSearchResults: 20,
    /** Ours: the wallet's jobs (release frozen income, follow payouts) handle at most this many rows a pass, every minute. */
    walletJobBatch: 100,
    walletJobEveryMs: 60_000,
    /** Ours: a WeChat Pay notification older than this (by its Wechatpay-Timestamp) is refused as a replay. */
    notificationMaxAgeMinutes: 5,
    // --- editions, orders, refunds (vip area) ---
    /** Ours: a temporary VIP trial granted by the first registration info submit lasts this many days. */
    tempVipTrialDays: 3,
    /** Ours: a paid VIP with this many days or fewer left shows as "expiring" (the renew prompt). */
    vipExpiringDays: 30,
    /** Ours: printed cards are ordered in sets of `printedCardSheets`, at most this many sets per order. */
    printedCardSetsMax: 10,
    /** Ours: delivery address of printed cards. */
    receiverMax: 20,
    regionNameMax: 20,
    addressMax: 100,
    /** A refund reason: 1-200 characters. */
    refundReasonMax: 200,
    /** Ours: the job recovering lost WeChat Pay notifications asks about unpaid orders created this recently. */
    payRecoverHours: 24,
  },
  circle: {
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
  },
  complaint: {
    evidenceMin: 1,
    evidenceMax: 4,
    pictures: 9,
    length: 200,
  },
  /** The network (issue 13): every value ours unless marked; each part adds its own below its marker. */
  network: {
    // --- exchange and address book ---
    /** Ours: an address book holds at most 5,000 cards (the export answers them all in one file). */
    contactsMax: 5_000,
    /** Ours: a user's contact labels: at most 30, each 1-10 characters; a contact carries at most 10. */
    contactLabelsMax: 30,
    contactLabelLength: 10,
    labelsPerContact: 10,
    /** Ours: the optional note of an exchange request. */
    exchangeNoteLength: 30,
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
    // --- mirror ---
    /** Ours: a master or sub card search keyword (card names are at most 30 characters too). */
    mirrorKeywordMax: 30,
    // --- radar ---
    /** Ours: one beacon carries at most 20 actions (a page batches what a visitor did until it is hidden). */
    beaconActionsMax: 20,
    /** Ours: beacons per address per minute, and advisories per address per hour (a visitor's own pace). */
    beaconsPerAddressPerMinute: 30,
    advisoriesPerAddressPerHour: 5,
    /** Ours: demand consultation: the visitor's name 1-20 and request 1-200 characters (the brief). */
    advisoryNameLength: 20,
    advisoryContentLength: 200,
    /** Ours: the radar-leads export holds at most 5,000 visitors (newest first), like the address book. */
    radarLeadsExportMax: 5_000,
  },
  /** Content (issue 14): every value ours unless marked; each part adds its own below its marker. */
  content: {
    // --- pages (micro pages, V-Leaflets, leads) ---
    /** Ours: micro pages and V-Leaflets one user keeps (a phone list stays short; plenty for campaigns). */
    pagesPerUser: 50,
    /** Ours: a page's title (a share card's title line and a list row on a 375px screen). */
    pageTitleMax: 30,
    /** Ours: blocks on one page (or one leaflet page): a long landing page, still one quick render. */
    blocksPerPageMax: 40,
    /** Ours: pages in a V-Leaflet (a swipe flyer is read in under a minute). */
    leafletPagesMax: 12,
    /** Ours: a heading and a paragraph block's text. */
    headingMax: 60,
    paragraphMax: 2_000,
    /** Ours: a button's label (one line on a phone), a link's length, a phone to call. */
    buttonLabelMax: 16,
    urlMax: 500,
    /** Ours: a form's fields, each label, the consent text and the submit label. */
    formFieldsMax: 8,
    formLabelMax: 20,
    consentMax: 300,
    submitLabelMax: 10,
    /** Ours: what a visitor may type into one field (name, phone, free text). */
    leadNameMax: 30,
    leadTextMax: 500,
    /** Ours: a map point's name and address (the card's map points keep the same room). */
    mapNameMax: 40,
    mapAddressMax: 100,
    /** Ours: a product card: name, description, price up to ¥1,000,000.00 (commerce is issue 16: a static card). */
    productNameMax: 40,
    productDescMax: 200,
    productPriceMaxFen: 100_000_000,
    /** Ours: an image's alternative text (what a screen reader says). */
    imageAltMax: 60,
    /** Ours: a page video: mp4 up to 20 MB (a 30-second phone clip; it is streamed to visitors on 3G). */
    videoMaxBytes: 20 * 1024 * 1024,
    /** Ours: leads one address may send per hour (a visitor fills one or two forms; more is a flood). */
    leadsPerAddressPerHour: 5,
    // --- articles (folds, articles, company article centre) ---
    /** Ours: folds per owner (a user's own, or a company's article centre): a short menu on a phone. */
    articleFoldsMax: 30,
    /** Ours: a fold's name, short enough for a tab (the card page shows folds as tabs). */
    articleFoldNameMax: 12,
    /** Ours: articles per owner (a user's own, or a company's centre). */
    articlesMax: 500,
    /** Ours: an article's title and summary (a list row shows both on a 375px screen). */
    articleTitleMax: 40,
    articleSummaryMax: 120,
    /** Ours: an article's body: paragraphs of text or one image each, text up to 2,000 characters per paragraph. */
    articleParagraphsMax: 60,
    articleParagraphTextMax: 2_000,
    /** Ours: keywords per article (the keyword filters) and each one's length. */
    articleKeywordsMax: 5,
    articleKeywordMax: 12,
    /** Ours: a keyword filter typed by a visitor. */
    articleSearchMax: 20,
    /** Ours: an image reference (cover, image paragraph): a stored file's URL, checked as the caller's own by the server. */
    articleImageUrlMax: 512,
    // --- library (picture library, material library, moments material) ---
    /** Ours: thumbnails of library pictures, material and album photos: longest side in px (s lists, m screens, l detail), webp. */
    thumbSizes: { s: 160, m: 480, l: 1080 },
    /** Ours: picture-library labels per user and label name length (short enough for a filter chip). */
    pictureLabelsPerUser: 30,
    labelNameMin: 1,
    labelNameMax: 12,
    /** Ours: a user's own material labels (the platform's are seeded and do not count). */
    materialLabelsPerUser: 30,
    /** Ours: labels one material item or one filter names at once (labelIdArray). */
    materialLabelIdsMax: 20,
    /** Ours: own material title and keyword search lengths. */
    materialTitleMax: 30,
    materialKeywordMax: 20,
    /** Ours: pictures moved or deleted in one call. */
    pictureBatchMax: 50,
    /** Ours: a moments text (the messaging app's moments hold about this much before folding) and its images (a 3x3 grid). */
    momentTextMax: 1000,
    momentImagesMax: 9,
    momentsPerUser: 200,
    // --- posters (posters centre) ---
    /** Ours: generating or redrawing a poster costs the server about a CPU-tenth of a second: 10 per user per minute is plenty for a person. */
    posterGeneratePerMinute: { max: 10, windowMs: 60_000 },
    /** Ours: posters a user keeps in all (each is a stored file counted in the quota too). */
    posterRecordsMax: 200,
    /** Ours: record ids asked about in one isGenerateRecordPoster call (one page of records). */
    posterRecordIdsMax: 50,
    /** Ours: a template search keyword. */
    posterKeywordMax: 20,
    /** Ours: a template's canvas (px): 750 wide is the phone poster size the messaging app shows sharply; bounds for the layout rule. */
    posterCanvasMin: 300,
    posterCanvasMax: 1600,
    /** Ours: text sizes a template may set (px on the canvas): smaller is unreadable on a phone, larger never fits a line. */
    posterFontMin: 12,
    posterFontMax: 96,
    /** Ours: the QR code's side (px): below 120 a phone camera struggles to scan it from a screen. */
    posterQrMin: 120,
    // --- cases (design cases) ---
    /** Ours: a case's title fits one line of the case card (the spec gives no length). */
    caseTitleMax: 30,
    /** Ours: a case's description, a few paragraphs. */
    caseDescriptionMax: 1000,
    /** Ours: images of one case beside its cover, a phone's usual nine-picture grid. */
    caseImagesMax: 9,
    /** Ours: cases one user keeps (bounds the sort and batch-delete lists). */
    casesMax: 100,
    /** Ours: related cases shown under a case. */
    caseRelatedMax: 6,
    /** Ours: a case search keyword. */
    caseKeywordMax: 20,
    /** Ours: a complaint's or an appeal's text. */
    caseComplaintTextMax: 200,
    caseAppealTextMax: 200,
    /** Ours: an operator's reason for refusing an audit, upholding a complaint or refusing an appeal. */
    caseReasonMax: 100,
  },
  activity: { pageSize: 10 },
  microVideo: { temporaryRetentionDays: 1 },
} as const;

export type Limits = typeof LIMITS;
