import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { nextPageDue, placeItems, preloadMargin, retryDelayMs, retrySrc } from './lists.rules';

const cols = (m: Map<string, number>) => [...m.values()];

describe('placeItems (waterfall, 2 columns, gutter 10)', () => {
  it('alternates columns for a first page with no measurements', () => {
    expect(cols(placeItems(['a', 'b', 'c', 'd'], new Map(), new Map()))).toEqual([0, 1, 0, 1]);
  });
  it('puts a new item in the shortest column, counting the gutter', () => {
    const heights = new Map([
      ['a', 300],
      ['b', 100],
      ['c', 100],
    ]);
    // a -> 0 (310), b -> 1 (110), c -> 1 (220), d -> 1 (220 < 310)
    expect(cols(placeItems(['a', 'b', 'c', 'd'], new Map(), heights))).toEqual([0, 1, 1, 1]);
  });
  it('takes the leftmost column on a tie', () => {
    const heights = new Map([
      ['a', 100],
      ['b', 100],
    ]);
    expect(cols(placeItems(['a', 'b', 'c'], new Map(), heights))).toEqual([0, 1, 0]);
  });
  it('never moves an item already placed when a page is appended', () => {
    const placed = new Map([
      ['a', 1],
      ['b', 1],
    ]);
    const out = placeItems(
      ['a', 'b', 'c'],
      placed,
      new Map([
        ['a', 50],
        ['b', 50],
      ]),
    );
    expect(cols(out)).toEqual([1, 1, 0]);
  });
  it('re-places items whose column no longer exists', () => {
    expect(placeItems(['a'], new Map([['a', 3]]), new Map()).get('a')).toBe(0);
  });
  it('uses the spec values by default', () => {
    expect(LIMITS.shop.waterfallColumns).toBe(2);
    expect(LIMITS.shop.waterfallGutterPx).toBe(10);
  });
});

describe('nextPageDue (load distance 300)', () => {
  it('is due at exactly 300 px below the viewport and not at 301', () => {
    expect(nextPageDue(667 + 300, 667, true, false)).toBe(true);
    expect(nextPageDue(667 + 301, 667, true, false)).toBe(false);
  });
  it('is not due without more pages or while one loads', () => {
    expect(nextPageDue(0, 667, false, false)).toBe(false);
    expect(nextPageDue(0, 667, true, true)).toBe(false);
  });
});

describe('lazy image (preload 1.3, 5 retries)', () => {
  it('preloads 30% of a viewport beyond each edge', () => {
    expect(preloadMargin()).toBe('30% 0px 30% 0px');
    expect(preloadMargin(1)).toBe('0% 0px 0% 0px');
  });
  it('retries 5 times and then gives up', () => {
    expect(retryDelayMs(1)).toBe(500);
    expect(retryDelayMs(5)).toBe(8000);
    expect(retryDelayMs(6)).toBeNull();
  });
  it('gives each retry its own address, keeping the query and fragment', () => {
    expect(retrySrc('/files/a.jpg', 0)).toBe('/files/a.jpg');
    expect(retrySrc('/files/a.jpg', 2)).toBe('/files/a.jpg?retry=2');
    expect(retrySrc('/files/a.jpg?w=200#x', 1)).toBe('/files/a.jpg?w=200&retry=1#x');
    expect(retrySrc('data:image/png;base64,AAA', 3)).toBe('data:image/png;base64,AAA');
  });
});
