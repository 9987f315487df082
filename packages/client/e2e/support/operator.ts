import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the page is on the operator console's `tab` (issue 32, item 2): where the review links of the areas,
 * and the old review screens' addresses, now lead. A predicate, not a glob: the tab is in the query.
 */
export const atConsoleTab = (page: Page, tab: string) => page.waitForURL((u) => u.pathname.endsWith('/acc/operatorConsole') && u.searchParams.get('tab') === tab);

/**
 * One row of a console queue (ReviewQueue's `[data-testid=<queue>-row]`), by its id or by a text it contains. Taps
 * 加载更多 while the row is not on the pages shown: queues are oldest first, and other journeys' items may wait ahead
 * of this one.
 */
export async function queueRow(page: Page, queue: string, match: { id: string } | { text: string }): Promise<Locator> {
  const rowSel = `[data-testid=${queue}-row]`;
  const row = 'id' in match ? page.locator(`${rowSel}[data-id="${match.id}"]`) : page.locator(rowSel, { hasText: match.text });
  const more = page.locator(`[data-testid=${queue}-more]`);
  // The first page read (rows, or the empty queue).
  await page.locator(`${rowSel}, [data-testid=${queue}-empty]`).first().waitFor();
  while ((await row.count()) === 0 && (await more.count()) > 0) {
    const shown = await page.locator(rowSel).count();
    await more.click();
    await page.waitForFunction(({ sel, n }) => document.querySelectorAll(sel).length > n, { sel: rowSel, n: shown });
  }
  await row.first().waitFor();
  return row.first();
}
