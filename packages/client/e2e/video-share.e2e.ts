import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { pngBytes, toastSays, openVideoMore } from './support/video';

/**
 * Micro video share part at 375x667: from the management centre the owner taps tile 54 → 更多 → 分享视频, shares a
 * video and copies its link (the clipboard holds the visitor's page); in 广告设置 adds an ad with a picture uploaded
 * through the picture picker, makes it the default and turns the switch on; a master card pushes a video in 同步管理
 * and its bound sub card shows it on its card (the copy appears in its library).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('shares a video and copies its link; sets a default ad with the switch on', async () => {
  const shot = shooter('video-share');
  const user = await registerUser('139');
  const { videoIds } = await prepareUser(user.mobile, { vip: true, videos: [{ title: '春季新品发布' }] });
  const { context, page } = await signedInPhone(browser, { user });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await openVideoMore(page, 'shareList');
  await page.waitForURL('**/microvideo/share/list');
  await page.waitForSelector('[data-testid=vs-shared-empty]');
  await page.locator('[data-testid=vs-mine-item]:has-text("春季新品发布") [data-testid=vs-share]').click();
  await toastSays(page, '已分享');
  const item = page.locator('[data-testid=vs-shared-item]');
  await item.waitFor();
  const link = await item.locator('[data-testid=vs-link]').inputValue();
  expect(link).toMatch(new RegExp(`/multipage/microvideo/shortVideo/${videoIds![0]}$`));
  expect(await item.locator('[data-testid=vs-qr]').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await item.locator('[data-testid=vs-copy]').click();
  await toastSays(page, '链接已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.locator('[data-testid=vs-mine-item]:has-text("春季新品发布") [data-testid=vs-choiceness]').click();
  await expect.poll(() => page.locator('[data-testid=vs-mine-item] [data-testid=vs-choiceness]').isChecked()).toBe(true);
  await shot(page, 'shared');

  // 广告设置: a bad link shows the catalogue message; then add with a picture, make it default, switch on.
  await openVideoMore(page, 'setAd');
  await page.waitForURL('**/microvideo/setAd');
  await page.waitForSelector('[data-testid=vs-ad-default]:has-text("还没有默认广告")');
  await page.fill('[data-testid=vs-ad-title]', '到店立减20元');
  await page.click('[data-testid=vs-ad-pick]');
  await page.setInputFiles('[data-testid=picker-input]', { name: 'ad.png', mimeType: 'image/png', buffer: pngBytes([200, 60, 40]) });
  await page.waitForSelector('[data-testid=vs-ad-image]');
  await page.fill('[data-testid=vs-ad-link]', 'javascript:alert(1)');
  await page.click('[data-testid=vs-ad-save]');
  await toastSays(page, '广告链接须为有效链接');
  await page.fill('[data-testid=vs-ad-link]', 'https://shop.example.com/spring');
  await page.click('[data-testid=vs-ad-save]');
  await toastSays(page, '广告已添加');
  await page.locator('[data-testid=vs-ad]:has-text("到店立减20元") [data-testid=vs-ad-set-default]').click();
  await page.waitForSelector('[data-testid=vs-ad-default]:has-text("默认广告：到店立减20元")');
  await page.click('[data-testid=vs-ad-switch]');
  // The switch shows the server's answer once its setting is read again (no optimistic flip): up to a few seconds on a
  // busy machine, longer than expect.poll's default second.
  await expect.poll(() => page.isChecked('[data-testid=vs-ad-switch]'), { timeout: 15_000 }).toBe(true);
  await page.reload();
  await page.waitForSelector('[data-testid=vs-ad-default]:has-text("默认广告：到店立减20元")');
  expect(await page.isChecked('[data-testid=vs-ad-switch]')).toBe(true);
  await shot(page, 'ad');
});

it('a master pushes a video and its bound sub card shows it', async () => {
  const shot = shooter('video-share');
  const master = await registerUser('138');
  const sub = await registerUser('137');
  await prepareUser(master.mobile, { vip: true, videos: [{ title: '品牌宣传片' }] });
  await prepareUser(sub.mobile, { vip: true, mirrorMaster: master.mobile });

  const m = await signedInPhone(browser, { user: master });
  await openVideoMore(m.page, 'manageSynchro');
  await m.page.waitForURL('**/microvideo/manageSynchro');
  await m.page.locator('[data-testid=vs-push] li:has-text("品牌宣传片") [data-testid=vs-push-video]').check();
  await m.page.click('[data-testid=vs-push-go]');
  await toastSays(m.page, '已推送1条');
  await shot(m.page, 'pushed');

  const s = await signedInPhone(browser, { user: sub });
  await openVideoMore(s.page, 'manageSynchro');
  await s.page.waitForURL('**/microvideo/manageSynchro');
  await s.page.waitForSelector('[data-testid=vs-not-master]');
  const row = s.page.locator('[data-testid=vs-sync]:has-text("品牌宣传片")');
  await row.locator('[data-testid=vs-sync-pick]').check();
  await s.page.click('[data-testid=vs-sync-show]');
  await toastSays(s.page, '已展示1条');
  await s.page.waitForSelector('[data-testid=vs-waiting-empty]');
  // The copy is now one of the sub card's own videos (the share screen lists them).
  await s.page.goto('/multipage/microvideo/share/list');
  await s.page.waitForSelector('[data-testid=vs-mine-item]:has-text("品牌宣传片")');
  await shot(s.page, 'shown');
});
