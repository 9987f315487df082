import type { Page } from 'playwright-core';

/** Helpers the programme journeys (issue 18) share. */

/** From the management centre: 成长与工具 (the programme hub), then the hub's `entry` (`hub-<entry>`), landing on `url`. */
export async function fromHub(page: Page, entry: string, url: string) {
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-programmes]');
  await page.waitForURL('**/programme/index');
  await page.click(`[data-testid=hub-${entry}]`);
  await page.waitForURL(`**${url}`);
}

/** Waits (10 s at most) until a chart's canvas has a size and has been drawn on (chart.js loaded lazily and painted something). */
export const chartDrawn = (page: Page, testId: string) =>
  page.waitForFunction(
    (id) => {
      const c = document.querySelector<HTMLCanvasElement>(`[data-testid=${id}] canvas`);
      if (!c?.width || !c.height) return false;
      const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < px.length; i += 4) if (px[i] !== 0) return true;
      return false;
    },
    testId,
    { timeout: 10_000 },
  );
