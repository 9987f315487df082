/** Content (issue 14): every value ours unless marked; each part adds its own below its marker. */
export const CONTENT_LIMITS = {
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
  /**
   * Ours: pictures picked for one library upload (issue 32), a phone's usual nine-picture selection; each is sent as
   * its own uploadPicture call under that route's type, size and quota limits, so one bad file refuses only itself.
   */
  pictureUploadFilesMax: 9,
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
} as const;
