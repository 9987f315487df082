import { expect } from 'vitest';

type Page = { total: number | null; hasMore: boolean; items: unknown[] };

/**
 * Reads a counted list page by page (`read(pageIndex)`, pages of `pageSize`) up to one page past the end, and checks
 * that every page tells the same `total` (and `extra`, e.g. an unread count over the whole list), says whether more
 * follow, and holds the rows it should: full pages, the last, an empty one past the end. Answers every page's items.
 */
export async function expectCountedPages<P extends Page>(read: (pageIndex: number) => Promise<P>, total: number, pageSize: number, extra: Record<string, unknown> = {}): Promise<P['items']> {
  const items: P['items'] = [];
  const last = Math.ceil(total / pageSize);
  for (let i = 1; i <= last + 1; i++) {
    const page = await read(i);
    expect(page).toMatchObject({ ...extra, total, hasMore: i < last });
    expect(page.items).toHaveLength(i <= last ? Math.min(pageSize, total - (i - 1) * pageSize) : 0);
    items.push(...page.items);
  }
  return items;
}
