import { LIMITS } from '@card/contract';

/**
 * Pure rules of the waterfall list and the lazy image (spec section 9), kept apart from the components so each
 * edge is unit-tested without a browser.
 */
const L = LIMITS.shop;

/**
 * Which column each item goes to. Items already placed keep their column (a new page never moves what the reader
 * sees); a new item goes to the shortest column, the leftmost on a tie. Heights not measured yet count as the
 * average of the measured ones (1 when none is), so a first page without measurements alternates columns instead
 * of piling into the first.
 */
export function placeItems(
  keys: readonly string[],
  placed: ReadonlyMap<string, number>,
  heights: ReadonlyMap<string, number>,
  columns: number = L.waterfallColumns,
  gutter: number = L.waterfallGutterPx,
): Map<string, number> {
  const measured = [...heights.values()];
  const estimate = measured.length ? measured.reduce((a, b) => a + b, 0) / measured.length : 1;
  const colHeights = new Array<number>(columns).fill(0);
  const out = new Map<string, number>();
  for (const key of keys) {
    let col = placed.get(key);
    if (col === undefined || col >= columns) {
      col = 0;
      for (let c = 1; c < columns; c++) if (colHeights[c]! < colHeights[col]!) col = c;
    }
    out.set(key, col);
    colHeights[col]! += (heights.get(key) ?? estimate) + gutter;
  }
  return out;
}

/** Whether the next page is due: more exists, none is loading, and the list's end is within the load distance. */
export const nextPageDue = (endTop: number, viewportHeight: number, hasMore: boolean, loading: boolean, distance: number = L.waterfallLoadDistancePx) =>
  hasMore && !loading && endTop - viewportHeight <= distance;

/** The observer margin that starts an image loading within `ratio` viewport heights (1.3 → 30% beyond each edge). */
export const preloadMargin = (ratio: number = L.lazyImagePreloadRatio) => {
  const pct = Math.max(0, Math.round((ratio - 1) * 100));
  return `${pct}% 0px ${pct}% 0px`;
};

/** The address of retry `n` (1-based) of a failed image: the same image, past any cache of the failure. */
export function retrySrc(src: string, n: number): string {
  if (n <= 0 || src.startsWith('data:')) return src;
  const [path, hash] = src.split('#', 2) as [string, string | undefined];
  return `${path}${path.includes('?') ? '&' : '?'}retry=${n}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The wait before retry `n` (1-based): 0.5 s doubling, at most 8 s; null once the retries are spent. */
export const retryDelayMs = (n: number, retries: number = L.lazyImageRetries): number | null => (n > retries ? null : Math.min(8000, 500 * 2 ** (n - 1)));
