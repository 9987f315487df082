import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '@card/contract';
import { nextPageDue, placeItems } from './lists.rules';
import './lists.css';

export interface WaterfallProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Another page exists: it is asked for when the list's end comes within the load distance. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  testId?: string;
}

const L = LIMITS.shop;

/**
 * The waterfall list of spec section 9: 2 columns with a 10 px gutter, each new item in the shorter column, the next
 * page asked for when the end is within 300 px of the viewport, laid out again 300 ms after the last resize. Items
 * already shown keep their column when a page is appended; heights are measured as tiles render and grow (pictures
 * arriving), so later items go where there is room.
 */
export function Waterfall<T>({ items, getKey, renderItem, hasMore, loading, onLoadMore, testId = 'waterfall' }: WaterfallProps<T>) {
  const heights = useRef(new Map<string, number>());
  const placed = useRef(new Map<string, number>());
  const [layoutRound, setLayoutRound] = useState(0);
  const end = useRef<HTMLDivElement>(null);
  const keys = items.map(getKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` is derived from items; `layoutRound` asks for a fresh layout after a resize
  const columns = useMemo(() => {
    const placement = placeItems(keys, placed.current, heights.current, L.waterfallColumns, L.waterfallGutterPx);
    placed.current = placement;
    const cols: T[][] = Array.from({ length: L.waterfallColumns }, () => []);
    items.forEach((it, i) => cols[placement.get(keys[i]!)!]!.push(it));
    return cols;
    // keys is derived from items; layoutRound asks for a fresh layout after a resize.
  }, [items, layoutRound]);

  // Each tile's height, kept current as its pictures load; only later placements read it (nothing jumps).
  const observer = useRef<ResizeObserver | null>(null);
  if (!observer.current && typeof ResizeObserver !== 'undefined') {
    observer.current = new ResizeObserver((entries) => {
      for (const e of entries) {
        const key = (e.target as HTMLElement).dataset.wfKey;
        if (key) heights.current.set(key, e.contentRect.height);
      }
    });
  }
  useEffect(() => () => observer.current?.disconnect(), []);
  const measure = useCallback((el: HTMLDivElement | null) => {
    if (!el || !observer.current) return;
    heights.current.set(el.dataset.wfKey!, el.getBoundingClientRect().height);
    observer.current.observe(el);
  }, []);

  // A resize changes every tile's height: lay everything out again once the resizing has settled.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        placed.current = new Map();
        setLayoutRound((n) => n + 1);
      }, L.waterfallResizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  // The next page: when the end marker comes within the load distance, and again after a page that left it there.
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };
  const check = useCallback(() => {
    const el = end.current;
    const s = latest.current;
    if (el && nextPageDue(el.getBoundingClientRect().top, window.innerHeight, s.hasMore, s.loading)) s.onLoadMore();
  }, []);
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(check, { rootMargin: `0px 0px ${L.waterfallLoadDistancePx}px 0px` });
    io.observe(el);
    return () => io.disconnect();
  }, [check]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again when the list, its end or its loading state change
  useLayoutEffect(check, [check, items.length, hasMore, loading]);

  return (
    <div className="waterfall" data-testid={testId} data-count={items.length}>
      <div className="wf-columns" style={{ gap: L.waterfallGutterPx }}>
        {columns.map((col, i) => (
          <div key={i} className="wf-column" data-testid={`${testId}-col-${i}`} style={{ gap: L.waterfallGutterPx }}>
            {col.map((it) => {
              const k = getKey(it);
              return (
                <div key={k} ref={measure} data-wf-key={k} className="wf-item">
                  {renderItem(it)}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div ref={end} className="wf-end" aria-hidden />
      {loading && <div className="wf-loading" role="status" aria-busy="true" data-testid={`${testId}-loading`} />}
    </div>
  );
}
