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
  // --- catalog: visitors' reads and shares ---
  // --- orders: cart, orders, fulfilment ---
  // --- catering: packages, info, comments ---
} as const;
