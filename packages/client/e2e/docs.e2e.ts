import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, phone } from './support/browser';

/**
 * Issue 10 (OpenAPI) in a real browser: the server's /docs page, swagger-ui under the server's own CSP (no bypass),
 * shows the contract's operations area by area, opens one with who may call it, and runs a public call through
 * "Try it out".
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
  // The journeys' shared browser, without V8's optimising compilers: with one area's document drawn at a time they no
  // longer pay here (renderer 10.5 CPU s without, 16.3 with, docs/bench.md session 18).
  browser = await launch();
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
 * One area's document draws in about a second of a quiet machine; a busy one takes many times that. The limit is
 * generous so a slow machine is not a failure.
 */
const DRAWN_WITHIN = 60_000;

/** The row of areas above swagger-ui: each link's area and the operation count it shows. */
const areaLinks = () =>
  page.$$eval('nav.areas a', (links) =>
    links.map((a) => ({ area: a.getAttribute('data-area'), count: Number(a.querySelector('span')?.textContent), current: a.getAttribute('aria-current') })),
  );

/** Taps an area in the row and waits for its document's operations to be drawn. */
async function openArea(area: string) {
  await page.locator(`nav.areas a[data-area="${area}"]`).click();
  await page.waitForURL(`**/docs?area=${area}`);
  await page.locator('.opblock').first().waitFor({ timeout: DRAWN_WITHIN });
}

describe('/docs', () => {
  it(
    "shows the contract's areas and draws each one's operations from its document",
    async () => {
      await page.goto('/docs');
      await page.locator('.opblock').first().waitFor({ timeout: DRAWN_WITHIN });
      // The row lists the areas with their operation counts, the first drawn by default, the whole document last.
      const links = await areaLinks();
      expect(links.length).toBeGreaterThan(10);
      expect(links[0]).toMatchObject({ area: 'account', current: 'page' });
      expect(links.at(-1)).toMatchObject({ area: 'all', current: null });
      expect(links.slice(0, -1).reduce((n, l) => n + l.count, 0)).toBe(links.at(-1)!.count);
      await expect.poll(() => page.locator('.info .title').textContent()).toContain('Card platform API');
      await shot('01-account');
      await page.locator('.info details summary').click();
      await expect.poll(() => page.locator('.info details table tr').count()).toBeGreaterThan(100);
      await shot('01b-catalogue');

      // A developer taps another area: every operation the row counted for it is drawn, and only its own.
      for (const [area, path, id] of [
        ['card', '/acc/{phoneIdEcr}/findMpBasicById.xhtml', 'card.findMpBasicById'],
        ['vip', '/vip/mpWalletOpenVIP.xhtml', 'vip.mpWalletOpenVIP'],
      ] as const) {
        await openArea(area);
        expect((await areaLinks()).find((l) => l.current === 'page')?.area).toBe(area);
        const seen = await operationsSeenScrolling();
        expect(seen.get(path)).toBe(id);
        expect(seen.size).toBe(links.find((l) => l.area === area)!.count);
        expect([...seen.values()].every((operationId) => operationId.startsWith(`${area}.`))).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(`02-${area}`);
      }
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
    },
    DRAWN_WITHIN * 3 + 60_000,
  );

  it(
    'opens an operation with who may call it and runs a public call through Try it out',
    async () => {
      // The account calls, by a tap on their area in the row of the page the first test left (loaded anew only when
      // that test never got it drawn).
      if (!(await page.locator('nav.areas').count())) await page.goto('/docs');
      await openArea('account');
      const op = page.locator('.opblock', { has: page.locator('[data-path="/acc/judgeUserIsLogin.xhtml"]') });
      await op.waitFor({ timeout: DRAWN_WITHIN });
      // Opening an operation has swagger-ui resolve its schemas (the click waits for the address's #fragment to change
      // with it).
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
