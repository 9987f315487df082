import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phone } from './support/browser';

/**
 * Issue 10 (OpenAPI) in a real browser: the server's /docs page, swagger-ui under the server's own CSP (no bypass),
 * shows the operations of the contract, opens one with who may call it, and runs a public call through "Try it out".
 * swagger-ui is a developer's tool, not a product screen: the journeys' accessibility check (44 px targets) is not
 * applied to it; the page must cause no CSP violation and no script error.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
const SHOTS = path.resolve(import.meta.dirname, '../.screenshots/docs');
const VIEW_HEIGHT = 900;
const SCROLL_STEP = VIEW_HEIGHT - 100;

beforeAll(async () => {
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  // V8's optimising compilers on for this page alone: swagger-ui's drawing and opening of operations runs for tens of
  // seconds, where they pay (the other journeys' pages do not, support/browser.ts).
  browser = await launch({ v8: 'optimising' });
  ({ context, page } = await phone(browser, { locale: 'en-US' }));
  await page.setViewportSize({ width: 1024, height: VIEW_HEIGHT });
  page.on('pageerror', (e) => errors.push(e.message));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
const cspViolations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/**
 * Every operation shown while scrolling from the top to the bottom of the page, a screen at a time (less 100 px, so
 * every operation is wholly in view at some step): path -> operation id. swagger-ui keeps only the operations near
 * the view in the DOM, so each screen is read before the next scroll.
 */
async function operationsSeenScrolling() {
  const seen = new Map<string, string>();
  for (let i = 0; i < 600; i++) {
    const shown = await page.$$eval('.opblock', (els) =>
      els.map((e) => [e.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '', e.querySelector('.opblock-summary-operation-id')?.textContent ?? ''] as const),
    );
    for (const [path, id] of shown) seen.set(path, id);
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
    await page.mouse.wheel(0, SCROLL_STEP);
    await page.waitForTimeout(30);
  }
  return seen;
}

/**
 * swagger-ui takes 15 s of a quiet 2-core machine to draw this contract's operations (a 1.8 MB openapi.json), and
 * over a minute of a busy one: the page is drawn once, by the first test, and the second goes on on it.
 */
const DRAWN_WITHIN = 150_000;

describe('/docs', () => {
  it(
    "renders the contract's operations from /docs/openapi.json",
    async () => {
      await page.goto('/docs');
      await page.locator('.opblock').first().waitFor({ timeout: DRAWN_WITHIN });
      // swagger-ui draws operations as they scroll into view (782 of them: only the first screenful is in the DOM at
      // first), so the test reads the page the way a developer does, a screen at a time, and counts what it saw.
      const seen = await operationsSeenScrolling();
      expect(seen.size).toBeGreaterThan(100);
      expect(seen.get('/acc/{phoneIdEcr}/findMpBasicById.xhtml')).toBe('card.findMpBasicById');
      expect(seen.get('/vip/mpWalletOpenVIP.xhtml')).toBe('vip.mpWalletOpenVIP');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.locator('.info .title').textContent()).toContain('Card platform API');
      await shot('01-operations');
      await page.locator('.info details summary').click();
      await expect.poll(() => page.locator('.info details table tr').count()).toBeGreaterThan(100);
      await shot('01b-catalogue');
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
    },
    DRAWN_WITHIN + 60_000,
  );

  it(
    'opens an operation with who may call it and runs a public call through Try it out',
    async () => {
      // The account calls are on the page's first screen (operations further down are drawn when scrolled to): the
      // page the first test drew, its catalogue closed again and scrolled to the top; loaded anew only when that test
      // never got it drawn.
      if (await page.locator('.opblock').count()) {
        if (await page.locator('.info details[open]').count()) await page.locator('.info details summary').click();
        await page.evaluate(() => window.scrollTo(0, 0));
      } else {
        await page.goto('/docs');
      }
      const op = page.locator('.opblock', { has: page.locator('[data-path="/acc/judgeUserIsLogin.xhtml"]') });
      await op.waitFor({ timeout: DRAWN_WITHIN });
      // Opening an operation has swagger-ui resolve its schemas in the large document: 20 s and more of a busy machine
      // (the click waits for the address's #fragment to change with it).
      await op.locator('.opblock-summary-control').click({ timeout: DRAWN_WITHIN });
      const description = op.locator('.opblock-description-wrapper').filter({ hasText: 'Who may call:' });
      await description.waitFor({ timeout: DRAWN_WITHIN });
      expect(await description.textContent()).toContain('anyone; a session, when sent, personalises the answer');
      await op.locator('button.try-out__btn').click();
      await op.locator('button.execute').click();
      const response = op.locator('.live-responses-table tr.response .response-col_status').first();
      await response.waitFor({ timeout: 15_000 });
      expect((await response.textContent())?.trim()).toBe('200');
      expect(await op.locator('.live-responses-table .highlight-code').first().textContent()).toContain('"code": "OK"');
      await op.scrollIntoViewIfNeeded();
      await shot('02-try-it-out');
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
    },
    DRAWN_WITHIN + 60_000,
  );
});
