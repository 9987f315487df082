import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { DomainError } from './domain-error';
import { afterKeyOf, decodeCursor, encodeCursor, feedArgs, feedResult, isAfterKey, pageArgs, pageResult, rowsAndTotal, totalFromPage, uncountedArgs, uncountedPageResult } from './paging';

const MAX = LIMITS.paging.pageSizeMax;

describe('page lists', () => {
  it('page 1 starts at the first row', () => {
    expect(pageArgs({ pageIndex: 1, pageSize: 10 })).toEqual({ skip: 0, take: 10 });
  });
  it('page n skips the n-1 pages before it, also at the largest page size', () => {
    expect(pageArgs({ pageIndex: 3, pageSize: 10 })).toEqual({ skip: 20, take: 10 });
    expect(pageArgs({ pageIndex: 2, pageSize: MAX })).toEqual({ skip: MAX, take: MAX });
  });
  it('hasMore until the last page, which may be full or partial', () => {
    expect(pageResult([1], 25, { pageIndex: 2, pageSize: 10 })).toMatchObject({ total: 25, hasMore: true, nextCursor: null });
    expect(pageResult([1], 25, { pageIndex: 3, pageSize: 10 }).hasMore).toBe(false);
    expect(pageResult([1], 20, { pageIndex: 2, pageSize: 10 }).hasMore).toBe(false);
    expect(pageResult([1], 21, { pageIndex: 2, pageSize: 10 }).hasMore).toBe(true);
  });
  it('an empty list and a page past the end are empty pages', () => {
    expect(pageResult([], 0, { pageIndex: 1, pageSize: 10 })).toEqual({ items: [], total: 0, hasMore: false, nextCursor: null });
    expect(pageResult([], 5, { pageIndex: 9, pageSize: 10 }).hasMore).toBe(false);
  });
});

const key = { at: new Date('2026-11-20T10:00:00.000Z'), id: 'msg_00000001' };
const invalid = (list: string, cursor: string) => {
  try {
    decodeCursor(list, cursor);
    return null;
  } catch (e) {
    return e instanceof DomainError ? [e.code, e.details?.field] : e;
  }
};

describe('cursors', () => {
  it('round-trip the key of their own list', () => {
    expect(decodeCursor('messages', encodeCursor('messages', key))).toEqual(key);
  });
  it("refuse junk, another list's cursor and a tampered key as CURSOR_INVALID on the cursor field", () => {
    const other = encodeCursor('subscriptions', key);
    const tampered = Buffer.from(JSON.stringify({ v: 1, l: 'messages', t: 'soon', i: key.id })).toString('base64url');
    const badId = Buffer.from(JSON.stringify({ v: 1, l: 'messages', t: 1, i: 'x y' })).toString('base64url');
    for (const c of ['junk', '', 'eyJ2IjoxfQ', other, tampered, badId]) expect(invalid('messages', c)).toEqual(['CURSOR_INVALID', 'cursor']);
  });
});

describe('feeds', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `row_${String(i).padStart(8, '0')}`, at: new Date(1_000_000 - i) }));
  const keyOf = (r: { id: string; at: Date }) => ({ at: r.at, id: r.id });
  it('read one more row than the page to know whether another follows', () => {
    expect(feedArgs('m', { pageSize: 10 })).toEqual({ after: null, take: 11 });
    expect(feedArgs('m', { pageSize: MAX, cursor: encodeCursor('m', key) })).toEqual({ after: key, take: MAX + 1 });
  });
  it('a full page with one extra row has more, and its cursor is the last shown row', () => {
    const page = feedResult('m', rows(11), { pageSize: 10 }, keyOf, (r) => r.id);
    expect(page.items).toHaveLength(10);
    expect(page).toMatchObject({ total: null, hasMore: true });
    expect(decodeCursor('m', page.nextCursor!)).toEqual(keyOf(rows(10)[9]!));
  });
  it('the last page (exactly full or partial) and an empty feed have no next cursor', () => {
    expect(feedResult('m', rows(10), { pageSize: 10 }, keyOf, (r) => r.id)).toMatchObject({ hasMore: false, nextCursor: null });
    expect(feedResult('m', rows(3), { pageSize: 10 }, keyOf, (r) => r.id).items).toHaveLength(3);
    expect(feedResult('m', [], { pageSize: 10 }, keyOf, (r) => r.id)).toEqual({ items: [], total: null, hasMore: false, nextCursor: null });
  });
});

describe('the keyset rule', () => {
  const at = new Date('2026-11-20T10:00:00.000Z');
  const k = { at, id: 'b' };
  const row = (ms: number, id: string) => ({ at: new Date(at.getTime() + ms), id });
  it('an earlier time comes after the key and a later one never, whatever the ids', () => {
    for (const ties of ['asc', 'desc'] as const) {
      expect([isAfterKey(row(-1, 'a'), afterKeyOf(k, ties)), isAfterKey(row(-1, 'c'), afterKeyOf(k, ties))]).toEqual([true, true]);
      expect([isAfterKey(row(1, 'a'), afterKeyOf(k, ties)), isAfterKey(row(1, 'c'), afterKeyOf(k, ties))]).toEqual([false, false]);
    }
  });
  it("at the key's own time an id past the key's in tie order comes after; the key's own row never does", () => {
    expect([row(0, 'a'), row(0, 'b'), row(0, 'c')].map((r) => isAfterKey(r, afterKeyOf(k, 'asc')))).toEqual([false, false, true]);
    expect([row(0, 'a'), row(0, 'b'), row(0, 'c')].map((r) => isAfterKey(r, afterKeyOf(k, 'desc')))).toEqual([true, false, false]);
  });
  it('every row is after no key (the first page)', () => {
    expect(isAfterKey(row(1, 'z'), null)).toBe(true);
  });

  /** A feed in its order (newest first, ties by id in `ties`) with runs of equal times, read page by page by cursor. */
  function walk(ties: 'asc' | 'desc', pageSize: number) {
    const times = [5, 5, 5, 4, 3, 3, 2, 2, 2, 2, 1];
    const feed = times
      .map((t, i) => ({ at: new Date(t * 1000), id: `r${String(i).padStart(2, '0')}` }))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id === (ties === 'asc') ? -1 : 1));
    const seen: string[] = [];
    let cursor: string | undefined;
    let lastNext: string | null = 'start';
    for (let guard = 0; guard < 50 && lastNext !== null; guard++) {
      const { after, take } = feedArgs('w', { pageSize, ...(cursor ? { cursor } : {}) });
      const key = after && afterKeyOf(after, ties);
      const page = feedResult(
        'w',
        feed.filter((r) => isAfterKey(r, key)).slice(0, take),
        { pageSize },
        (r) => r,
        (r) => r.id,
      );
      seen.push(...page.items);
      lastNext = page.nextCursor;
      cursor = page.nextCursor ?? undefined;
    }
    return { seen, feed: feed.map((r) => r.id) };
  }
  it('a walk by cursor shows every row once, in order, page boundaries inside runs of ties included; the last page (full or not) ends it', () => {
    for (const ties of ['asc', 'desc'] as const) {
      for (const pageSize of [1, 2, 3, 4, 10, 11, 12]) {
        const { seen, feed } = walk(ties, pageSize);
        expect(seen, `${ties} ${pageSize}`).toEqual(feed);
      }
    }
  });
});

describe('uncounted page lists', () => {
  it('read one row past the page and tell hasMore from it, with no total', () => {
    expect(uncountedArgs({ pageIndex: 3, pageSize: 10 })).toEqual({ skip: 20, take: 11 });
    expect(uncountedPageResult([1, 2, 3], { pageIndex: 1, pageSize: 2 })).toEqual({ items: [1, 2], total: null, hasMore: true, nextCursor: null });
    expect(uncountedPageResult([1, 2], { pageIndex: 1, pageSize: 2 })).toEqual({ items: [1, 2], total: null, hasMore: false, nextCursor: null });
    expect(uncountedPageResult([], { pageIndex: 9, pageSize: 2 })).toMatchObject({ items: [], hasMore: false });
  });
});

describe('a total told by its page', () => {
  const page = { skip: 20, take: 10 };
  it('is the rows before and on a page that is not full', () => {
    expect(totalFromPage(page, 9)).toBe(29);
    expect(totalFromPage(page, 1)).toBe(21);
    expect(totalFromPage({ skip: 0, take: 10 }, 0)).toBe(0);
  });
  it('is counted when the page is full (one more row may follow) or empty past the start', () => {
    expect(totalFromPage(page, 10)).toBeNull();
    expect(totalFromPage(page, 0)).toBeNull();
  });
  it('counts only when the page cannot tell', async () => {
    let counted = 0;
    const count = async () => {
      counted++;
      return 57;
    };
    expect(await rowsAndTotal({ skip: 0, take: 3 }, async () => ['a', 'b'], count)).toEqual([['a', 'b'], 2]);
    expect(counted).toBe(0);
    expect(await rowsAndTotal({ skip: 0, take: 2 }, async () => ['a', 'b'], count)).toEqual([['a', 'b'], 57]);
    expect(counted).toBe(1);
  });
});
