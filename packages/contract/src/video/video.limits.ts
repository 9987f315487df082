/** Micro video (issue 15): every value ours unless marked; each part adds its own below its marker. */
export const VIDEO_LIMITS = {
  // --- upload and transcoding ---
  /** Ours: one uploaded video file (a phone's minute-long clip in 1080p fits; the platform's largest upload). */
  uploadMaxBytes: 50 * 1024 * 1024,
  /** Ours: the container types taken from a phone (sniffed from the bytes; anything else is UPLOAD_TYPE_ERROR). */
  uploadTypes: ['video/mp4', 'video/quicktime', 'video/webm'] as const,
  /** Ours: a micro video plays at most 5 minutes; a longer file ("hours long") is refused before any transcoding. */
  maxDurationSeconds: 300,
  /** Ours: the largest frame side accepted (4K phones); a larger one is refused before decoding a frame. */
  maxSourceSide: 4096,
  /** Ours: the transcoded video's longer side (720p: sharp on a phone, small to stream). */
  outputLongSide: 1280,
  /** Spec section 9: temporary video storage keeps an upload one day unless it becomes a video. */
  tempRetentionHours: 24,
  /** Ours: transcodes running at once in one server process (the machine's two cores stay usable for requests). */
  transcodeConcurrency: 1,
  /** Ours: a transcoding try is aborted after this (a 5-minute video takes well under it on two cores). */
  transcodeTimeoutSeconds: 600,
  /** Ours: tries of a transcoding task before it fails for good. */
  transcodeAttempts: 3,
  /** Ours: the phone's file name kept with an upload log (shown in the upload list). */
  fileNameMax: 100,
  /** Ours: a micro video's title (one line on the phone's list) and introduction. */
  titleMax: 50,
  introMax: 500,
  /** Ours: micro videos one user may keep without premium, and with premium (bought or VIP). */
  videoQuotaFree: 20,
  videoQuotaPremium: 200,
  // --- material host, premium, quota and import (upload part) ---
  /** Ours: micro video premium costs ¥99 for a year (integer fen; the order line `videoPremium`). */
  premiumPriceFen: 9_900,
  /** Ours: one purchase extends premium by this many years (from its current end when still running). */
  premiumYears: 1,
  /** Ours: pictures one synthetic video is made of (a slideshow a visitor watches to the end stays short). */
  synthImagesMax: 9,
  /** Ours: seconds each picture of a synthetic video shows (1 is a flash, 10 already long on a phone). */
  synthSecondsMin: 1,
  synthSecondsMax: 10,
  synthSecondsDefault: 3,
  /** Ours: a synthesis try is aborted after this (nine pictures and an epilogue take seconds on two cores). */
  synthTimeoutSeconds: 300,
  /** Ours: syntheses one user may start per hour (each costs a core for seconds; a loop must not starve others). */
  synthPerHour: 20,
  /** Ours: an epilogue's name (a chip on the phone), its line of text (drawn under the picture) and how long it shows. */
  epilogueNameMax: 20,
  epilogueTextMax: 40,
  epilogueSecondsMin: 1,
  epilogueSecondsMax: 10,
  /** Ours: epilogues a user keeps besides the built-in ones. */
  ownEpiloguesMax: 10,
  /** Ours: the material host's login token (getMaterialLoginToken) lives two hours, a working session on the host. */
  materialTokenHours: 2,
  // --- library ---
  /** Ours: ids in one batch delete or one new order (above the premium quota, so a lapsed premium's videos still fit). */
  libraryIdsMax: 500,
  /** Ours: videos per row in the owner's list (getMicroVideoNumberOfRows): one large, two or three small on a phone. */
  rowsPerLineMin: 1,
  rowsPerLineMax: 3,
  // --- labels and types ---
  /** Ours, after the spec's circle labels ("custom label up to 8 characters"): a label fits the label bar. */
  labelNameMax: 8,
  /** Ours: the caller's own labels (the label bar and the picker stay one short list on a phone). */
  ownLabelsMax: 20,
  /** Ours: a company's labels, kept by its admins and offered to every colleague. */
  companyLabelsMax: 30,
  /** Ours: a type (class) name, short enough for a chip. */
  typeNameMax: 10,
  /** Ours: the caller's types. */
  typesMax: 20,
  /** Ours: labels one user follows (the followed feed merges them in one query). */
  labelFollowsMax: 50,
  /** Ours: a label search keyword (longer than any label name is pointless, but a pasted phrase is not refused). */
  labelKeywordMax: 20,
  // --- share, sync, company, ads ---
  /** Ours: videos in an owner's choiceness set (精选), shown first on their card: one screen of a phone at two per row. */
  choicenessMax: 6,
  /** Ours: videos a master pushes to its sub cards in one call (one picking screen). */
  syncPushVideosMax: 20,
  /** Ours: syncs shown or deleted in one batch by a sub card (a page of the sync list at the largest page size). */
  syncBatchMax: 50,
  /** Ours: sub cards named in one push (a master's sub cards fit; leaving the list blank pushes to all bound ones). */
  syncPushSubsMax: 200,
  /** Ours: videos in a company's videos (every colleague's card shows them; a list a visitor can still scroll). */
  companyVideosMax: 100,
  /** Ours: ads kept in an owner's ad history (removed ones do not count). */
  adHistoryMax: 50,
  /** Ours: an ad's line of text (one line under the picture at the end of a video). */
  adTitleMax: 30,
  /** Ours: an ad's link (the platform's link length, links area). */
  adLinkMax: 500,
  /** Ours: a search keyword in the sync list. */
  syncKeywordMax: 30,
  // --- visitors ---
  /** Spec section 4 "Complaint: text up to 200 characters" (the circle complaint's cap, kept for videos). */
  complaintTextMax: 200,
  /** Ours (issue 15 brief): evidence pictures of one video complaint, each the reporter's own upload. */
  complaintPicturesMax: 3,
  /** Ours: a search keyword's length (a title is short; a longer keyword finds nothing anyway). */
  searchKeywordMax: 30,
  /** Ours: a visitor's complaints per hour (a reporter filing against many videos at once is a flood, not evidence). */
  complaintsPerHour: 20,
  // --- cart and violations ---
  /** Ours: products one video carries (the sheet under a video stays one short list on a phone). */
  productsPerVideoMax: 20,
  /** Ours: a product's name (two lines on the product card). */
  productNameMax: 30,
  /** Ours: a product's price in integer fen, at most ¥50,000 (micro video goods are small retail items). */
  productPriceMaxFen: 5_000_000,
  /** Ours: a product's stock (anything above is a warehouse, not a video shop). */
  productStockMax: 99_999,
  /** Ours: different products in one cart (also the most one order takes). */
  cartItemsMax: 50,
  /** Ours: one product's quantity in the cart and in an order. */
  cartQuantityMax: 99,
  /** Ours: a buyer's delivery addresses (home, office, family: a short list). */
  addressesMax: 10,
  /** Ours: the receiver's name, the region (province city district in one line) and the street address. */
  addressNameMax: 20,
  addressRegionMax: 50,
  addressDetailMax: 100,
  /** Ours: the platform's fee on video goods, in percent of the order (the circle fee's size, rounded half up). */
  goodsFeePercent: 5,
  /** Ours: an operator's take-down reason (one line the owner reads in illegalVideo). */
  takedownReasonMax: 100,
} as const;

/** Temporary storage of a micro video upload, read as `LIMITS.microVideo.<name>`. */
export const MICRO_VIDEO_LIMITS = { temporaryRetentionDays: 1 } as const;
