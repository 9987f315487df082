import type { ReactNode } from 'react';

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

/**
 * The waterfall list of spec section 9 (lead builds it: 2 columns, gutter 10, lazy load at 300 px, resize debounce
 * 300 ms). This first version lays items out in two columns in order.
 */
export function Waterfall<T>({ items, getKey, renderItem, testId = 'waterfall' }: WaterfallProps<T>) {
  const cols: T[][] = [[], []];
  items.forEach((it, i) => cols[i % 2]!.push(it));
  return (
    <div className="waterfall" data-testid={testId} style={{ display: 'flex', gap: 10 }}>
      {cols.map((c, i) => <div key={i} style={{ flex: 1, minWidth: 0 }}>{c.map((it) => <div key={getKey(it)} style={{ marginBottom: 10 }}>{renderItem(it)}</div>)}</div>)}
    </div>
  );
}
