import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { chartDrawn, fromHub } from './support/programme';
import { runServerScript } from './support/server-script';

/**
 * The insight part at 375x667 (issue 18), tapped from the management centre (home → 成长与工具 → ...):
 * - 年度报告: this year's figures of a card with visits written through the server's factory (no screen can write
 *   visits of past days), both charts drawn; 生成分享链接 → the link opened in a fresh context without login shows the
 *   public page: the owner's name and the same figures, never the first visitor's name.
 * - 数据分析 (module 45): locked for the new non-VIP user (the catalogue's message and the ways to unlock); once the
 *   user is VIP, the day, hour and action charts are drawn.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const VISITOR_NAME = '年报访客甲';
/** `count` visits of the card of the user with this mobile, over the last days of this Beijing year; the first by a named visitor. */
async function visitsFor(mobile: string, count: number) {
  await runServerScript('visits', 'cardVisits', mobile, { count, visitorName: VISITOR_NAME });
}

it('annual report: figures and drawn charts, a share link opened without login shows the public page', async () => {
  const rawShot = shooter('programme-insight');
  const { page, user } = await signedInPhone(browser, { prefix: '136' });
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  await visitsFor(user.mobile, 9);

  await fromHub(page, 'annualReport', '/statistics/year');
  await page.waitForSelector('[data-testid=annual-figures]');
  expect((await page.textContent('[data-testid=annual-visits-total]'))!.trim()).toBe('9');
  expect(await page.textContent('[data-testid=annual-tile-uniqueVisitors]')).toContain('5');
  expect(await page.textContent('[data-testid=annual-first-visitor]')).toContain(VISITOR_NAME);
  await chartDrawn(page, 'annual-chart-months');
  await chartDrawn(page, 'annual-chart-mix');
  const box = await page.locator('[data-testid=annual-chart-months] canvas').boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  expect(box!.height).toBeGreaterThan(150);
  await shot(page, 'annual-report');

  await page.click('[data-testid=annual-share-make]');
  const link = await (await page.waitForSelector('[data-testid=annual-share-link]')).inputValue();
  expect(link).toMatch(/\/multipage\/statistics\/year\/s\/[A-Za-z0-9_-]{32}$/);
  await page.locator('[data-testid=annual-share]').scrollIntoViewIfNeeded();
  await rawShot(page, 'annual-shared-link');

  // A stranger: a fresh context, never signed in.
  const { context: strangerContext, page: stranger } = await phone(browser);
  await stranger.goto(link);
  await stranger.waitForSelector('[data-testid=shared-owner]');
  expect((await stranger.textContent('[data-testid=annual-visits-total]'))!.trim()).toBe('9');
  await chartDrawn(stranger, 'annual-chart-months');
  const text = await stranger.textContent('body');
  expect(text).not.toContain(VISITOR_NAME);
  expect(text).not.toContain(user.mobile);
  expect(await stranger.locator('[data-testid=annual-first-visitor]').count()).toBe(0);
  await shot(stranger, 'shared-public-page');

  // Revoked: the stranger's next open says so.
  await page.click('[data-testid=annual-share-revoke]');
  await page.click('[data-testid=annual-share-revoke]');
  await page.waitForSelector('[data-testid=toast]:has-text("分享链接已撤销")');
  await stranger.reload();
  expect(await (await stranger.waitForSelector('[data-testid=shared-error]')).textContent()).toContain('分享链接不存在或已被撤销');
  await strangerContext.close();

  // Data analysis: locked for this new user without VIP, with the ways to unlock; VIP sees the charts.
  await fromHub(page, 'dataAnalysis', '/statistics/analysis');
  expect(await (await page.waitForSelector('[data-testid=analysis-locked-message]')).textContent()).toContain('该功能需要开通VIP或解锁');
  // The module's own unlock panel, as its tile's sheet: golden keys right here, or the VIP centre (issue 31).
  await page.waitForSelector('[data-testid=module-panel] [data-testid=unlock-with-keys]');
  expect(await page.getAttribute('[data-testid=module-panel] [data-testid=unlock-vip]', 'href')).toBe('/multipage/vip/vipCentre');
  await shot(page, 'analysis-locked');
  // A VIP (made VIP before signing in: the direct write bypasses the server's cache of the caller's VIP state).
  const vipUser = await registerUser('137');
  await visitsFor(vipUser.mobile, 9);
  await prepareUser(vipUser.mobile, { vip: true });
  const { page: vip } = await signedInPhone(browser, { user: vipUser });
  await fromHub(vip, 'dataAnalysis', '/statistics/analysis');
  await vip.waitForSelector('[data-testid=analysis-figures]');
  await chartDrawn(vip, 'analysis-chart-days');
  await chartDrawn(vip, 'analysis-chart-hours');
  await chartDrawn(vip, 'analysis-chart-actions');
  await shot(vip, 'analysis-7-days');
  await vip.click('[data-testid=analysis-range-30]');
  await vip.waitForSelector('[data-testid=analysis-figures]:has-text("近30天"), [data-testid=analysis-range-30][aria-pressed=true]');
  await chartDrawn(vip, 'analysis-chart-days');
  expect(await vip.textContent('[data-testid=analysis-tile-totalVisits]')).toContain('9');
  await shot(vip, 'analysis-30-days');
}, 120_000);
