/** Commerce (issue 16): every value ours unless marked; each part adds its own below its marker. */
export const SHOP_LIMITS = {
  // --- shared client lists (spec section 9) ---
  /** Spec section 9: the waterfall list has 2 columns with a 10 px gutter. */
  waterfallColumns: 2,
  waterfallGutterPx: 10,
  /** Spec section 9: the next page loads when the list's end is within 300 px of the viewport. */
  waterfallLoadDistancePx: 300,
  /** Spec section 9: the columns are laid out again 300 ms after the last resize. */
  waterfallResizeDebounceMs: 300,
  /** Spec section 9: an image starts loading when it is within 1.3 viewport heights (preload ratio). */
  lazyImagePreloadRatio: 1.3,
  /** Spec section 9: a failed image is tried again up to 5 times. */
  lazyImageRetries: 5,
  // --- goods: the shop, types and products ---
  /** Ours: a shop's name, 1-20 characters (fits the shop header on a 375 px screen). */
  shopNameMax: 20,
  /** Ours: a shop's introduction. */
  shopIntroMax: 500,
  /** Ours (brief): a product type's name, 1-10 characters (a filter tab). */
  typeNameMax: 10,
  /** Ours: types per shop (the filter tabs stay browsable). */
  typesPerShopMax: 30,
  /** Ours: a product's name, 1-30 characters (two lines of a waterfall card). */
  productNameMax: 30,
  /** Ours: a product's description. */
  productIntroMax: 2000,
  /** Ours: pictures per product (a 3x3 picker grid; the first is the cover). */
  productImagesMax: 9,
  /** Ours: the highest price of one product, 100,000 yuan in fen. */
  productPriceMaxFen: 10_000_000,
  /** Ours: the highest stock the owner may set. */
  productStockMax: 99_999,
  /** Ours: live products (goods and packages) per shop. */
  productsPerShopMax: 500,
  /** Ours: other shops' products listed in one shop. */
  sharesPerShopMax: 100,
  /** Ours: a product list's search keyword. */
  productKeywordMax: 30,
  /** Ours: the length of a stored picture's address. */
  imageUrlMax: 500,
  // --- catalog: visitors' reads and shares ---
  /** Ours: getProductByIds answers at most 50 ids (a cart page or a circle's merchandise row, never a bulk export). */
  catalogIdsMax: 50,
  /** Ours: a search keyword of a shop's product list (names are at most this long anyway). */
  catalogKeywordMax: 30,
  /** Ours: a product's view (hit) counts once per viewer and product in 10 minutes (reloads do not inflate it). */
  catalogHitWindowMs: 10 * 60_000,
  /** Ours: views are written behind in batches of up to 200, at most 2 s after the first (a crash loses < 2 s). */
  catalogHitBatchMax: 200,
  catalogHitBatchIntervalMs: 2_000,
  /** Ours: at most 5,000 views wait in memory; past that a view is not counted rather than grow the process. */
  catalogHitPendingMax: 5_000,
  // --- orders: cart, orders, fulfilment ---
  /** Ours: different products one buyer keeps in the shop cart (a phone screen of lines; order or remove first). */
  cartLinesMax: 50,
  /** Ours: units of one product in a cart line or a "buy now" order. */
  cartQuantityMax: 99,
  /** Ours: different products in one order (cart lines chosen at checkout). */
  orderItemsMax: 20,
  /** Ours (the brief's): the buyer's remark to the seller, at most 100 characters. */
  remarkMax: 100,
  /** Ours: the platform's fee on shop orders, in percent (the video goods fee's size; rounded half up to the fen). */
  feePercent: 5,
  /** Ours: a carrier's name, 1-20 characters (顺丰速运, 中通快递...). */
  carrierMax: 20,
  /** Ours: a tracking number, 4-40 letters, digits or dashes (every carrier's numbers fit). */
  trackingNoMin: 4,
  trackingNoMax: 40,
  /** Ours: a shipped order counts as received this many days after shipping (the usual 10 days of Chinese shops). */
  autoReceiveDays: 10,
  /** Ours: the seller's reason for refusing a refund, 1-100 characters. */
  refuseReasonMax: 100,
  // --- catering: packages, info, comments ---
  /** Ours: a catering shop's street address, enough for a mainland address with building and room. */
  cateringAddressMax: 100,
  /** Ours: opening hours as free text ("10:00-22:00，周一休息"). */
  cateringOpenHoursMax: 50,
  /** Ours: the longest phone typed (landline with area code and extension). */
  cateringPhoneMax: 20,
  /** Ours: per-capita spend cap, 10,000 yuan in fen: above it is a typing slip, not a restaurant. */
  cateringPerCapitaMaxFen: 1_000_000,
  /** Ours: a package's name, one line on a phone's list. */
  packageNameMax: 40,
  /** Ours: a package's contents, the set meal's items one per line. */
  packageContentsMax: 500,
  /** Ours: pictures of one package (a 3x3 grid). */
  packageImagesMax: 9,
  /** Ours: a package's price cap, 100,000 yuan in fen. */
  packagePriceMaxFen: 10_000_000,
  /** Ours: a package's stock cap. */
  packageStockMax: 99_999,
  /** Ours: a comment's score is a whole number of stars 1..5 (spec: commented score). */
  commentScoreMin: 1,
  commentScoreMax: 5,
  /** Ours: a buyer's comment text and the owner's reply. */
  commentContentMax: 200,
  commentReplyMax: 200,
  /** Ours: comments one person may write per hour, against scripted score flooding across many orders. */
  commentsPerHour: 20,
} as const;
