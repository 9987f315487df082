import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** Helpers the micro video journeys share. */

/** A solid-colour PNG to upload (an ad picture, a library picture). */
export function pngBytes(rgb: [number, number, number], w = 300, h = 200): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) png.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(png);
}

/** Waits for the app's toast saying `text`. */
export const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);

/** From the management centre: tile 54, then one entry of the micro video home's 更多 list (`vl-go-<screen>`). */
export async function openVideoMore(page: Page, screen: string) {
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="54"] button');
  await page.waitForURL('**/microvideo/index');
  if (!(await page.isVisible('[data-testid=vl-more-list]'))) await page.click('[data-testid=vl-more]');
  await page.click(`[data-testid=vl-go-${screen}]`);
}
