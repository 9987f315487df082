import { afterAll, beforeAll, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * The posters centre at 375x667: from the management centre a VIP taps 海报中心 (tile 55), picks a category and a
 * template, generates a poster drawn on the server, opens it and saves the PNG; then sees it in 我的海报 and makes it
 * the default cover. A user without VIP gets the lock sheet instead.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('tile 55 → template → generate → open and save the poster → my posters with the default cover', async () => {
  const shot = shooter('content-posters');
  const user = await registerUser('136');
  await prepareUser(user.mobile, { vip: true });
  const name = `海报${Date.now() % 10000}`;
  const set = await apiPost('/acc/updateMpBasicInfo.xhtml', { name, company: '星辰科技', position: '市场总监' }, user.token);
  expect(set.status).toBe(200);

  const { page } = await signedInPhone(browser, { user });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="55"] button');
  await page.waitForURL(/\/poster\/centre/);
  await page.waitForSelector('[data-testid=poster-template]');
  expect(await page.locator('[data-testid=poster-label]').count()).toBeGreaterThanOrEqual(3);
  await shot(page, 'centre');

  // A category tab, then a search that ignores case.
  await page.click('[data-testid=poster-label]:has-text("节日祝福")');
  await page.waitForSelector('[data-testid=poster-template][aria-label="新春大吉"]');
  await page.fill('[data-testid=poster-search]', 'BUSINESS');
  await page.press('[data-testid=poster-search]', 'Enter');
  await page.waitForSelector('[data-testid=poster-template][aria-label="蔚蓝商务"]');
  expect(await page.locator('[data-testid=poster-template][aria-label="新春大吉"]').count()).toBe(0);
  await shot(page, 'search');

  await page.click('[data-testid=poster-template][aria-label="蔚蓝商务"]');
  await page.waitForSelector('[data-testid=poster-preview-image]');
  await shot(page, 'preview');
  await page.click('[data-testid=poster-generate]');
  await page.waitForURL(/\/sqwll\/openPoster\?recordId=/);
  const img = page.locator('[data-testid=poster-image]');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(750);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(1200);
  expect(await img.getAttribute('alt')).toContain(name);
  await shot(page, 'open');

  // Save: the browser downloads the PNG.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=poster-save]')]);
  const file = await download.path();
  const bytes = fs.readFileSync(file!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(750);
  fs.copyFileSync(file!, `${process.cwd()}/.screenshots/content-posters/saved-poster.png`);

  // My posters: the poster is listed; it becomes the card's default cover.
  await page.click('[data-testid=back]');
  await page.goto('/multipage/poster/records');
  await page.waitForSelector('[data-testid=poster-record]');
  await page.click('[data-testid=poster-cover]');
  await page.waitForSelector('[data-testid=poster-record]:has-text("默认封面")');
  await shot(page, 'records');
});

it('without VIP the tile says how to unlock it', async () => {
  const { page } = await signedInPhone(browser, { prefix: '135' });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="55"] button');
  await page.waitForSelector('[role=dialog]');
  expect(page.url()).toContain('/acc/acc_home');
});
