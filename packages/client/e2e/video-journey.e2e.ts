import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';
import { pngBytes, toastSays, openVideoMore } from './support/video';

/**
 * Issue 15's journey across the micro video parts, every step by tapping at 375x667: the owner taps 微视频 in the
 * management centre, uploads a clip the test makes with ffmpeg and watches it transcode, gives it a platform label,
 * pins it, sets a default ad with the switch on and shares the video; a signed-out visitor opens the shared link,
 * the transcoded file plays in Chromium and the ad shows at the end; a signed-in visitor complains about it.
 */
let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-video-journey-'));
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function clip(): Buffer {
  const out = path.join(tmp, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    out,
  ]);
  return fs.readFileSync(out);
}

it('upload, progress, label, pin, share; a visitor watches with the ad at the end and complains', async () => {
  const shot = shooter('video-journey');
  const owner = await registerUser('139');
  await prepareUser(owner.mobile, { vip: true });
  const { context, page } = await signedInPhone(browser, { user: owner });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Upload from the management centre; the transcoding progress shows until the form does.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="54"] button');
  await page.waitForURL('**/microvideo/index');
  await page.click('[data-testid=vl-upload]');
  await page.waitForURL('**/microvideo/newVideo');
  await page.setInputFiles('[data-testid=vu-file]', { name: 'clip.mp4', mimeType: 'video/mp4', buffer: clip() });
  await page.waitForURL(/newVideo\?upload=/);
  await page.waitForSelector('[data-testid=vu-form]', { timeout: 60_000 });
  // Label: a platform topic from the select.
  await pick(page, 'vu-label', { label: '美食' });
  await page.fill('[data-testid=vu-title]', '招牌红烧肉');
  await page.click('[data-testid=vu-save]');
  await page.waitForURL('**/microvideo/index');
  const tile = page.locator('[data-testid=vl-video]:has-text("招牌红烧肉")');
  await tile.waitFor();
  const videoId = (await tile.getAttribute('data-video-id'))!;

  // Pin it from its action sheet.
  await tile.locator('a').first().click();
  await page.waitForURL(`**/microvideo/moreOperate/${videoId}`);
  await page.click('[data-testid=vl-op-top]');
  await toastSays(page, '已置顶');
  await page.goto('/multipage/microvideo/index');
  await page.waitForSelector('[data-testid=vl-video]:has-text("招牌红烧肉") [data-testid=vl-mark-top]');
  await shot(page, 'pinned');

  // A default ad with the switch on.
  await openVideoMore(page, 'setAd');
  await page.waitForURL('**/microvideo/setAd');
  await page.fill('[data-testid=vs-ad-title]', '到店立减20元');
  await page.click('[data-testid=vs-ad-pick]');
  await page.setInputFiles('[data-testid=picker-input]', { name: 'ad.png', mimeType: 'image/png', buffer: pngBytes([200, 60, 40]) });
  await page.waitForSelector('[data-testid=vs-ad-image]');
  await page.fill('[data-testid=vs-ad-link]', 'https://shop.example.com/spring');
  await page.click('[data-testid=vs-ad-save]');
  await toastSays(page, '广告已添加');
  await page.locator('[data-testid=vs-ad]:has-text("到店立减20元") [data-testid=vs-ad-set-default]').click();
  await page.waitForSelector('[data-testid=vs-ad-default]:has-text("默认广告：到店立减20元")');
  await page.click('[data-testid=vs-ad-switch]');
  await expect.poll(() => page.isChecked('[data-testid=vs-ad-switch]')).toBe(true);

  // Share it and take the link.
  await openVideoMore(page, 'shareList');
  await page.waitForURL('**/microvideo/share/list');
  await page.locator('[data-testid=vs-mine-item]:has-text("招牌红烧肉") [data-testid=vs-share]').click();
  const shared = page.locator('[data-testid=vs-shared-item]:has-text("招牌红烧肉")');
  await shared.waitFor();
  const link = await shared.locator('[data-testid=vs-link]').inputValue();
  expect(link).toMatch(new RegExp(`/multipage/microvideo/shortVideo/${videoId}$`));
  await shot(page, 'shared');

  // A signed-out visitor opens the link: the transcoded file plays, and the ad shows when it ends.
  const { page: visitor } = await phone(browser);
  await visitor.goto(link);
  await visitor.waitForSelector('[data-testid=vv-video]');
  expect(await visitor.textContent('[data-testid=vv-title]')).toBe('招牌红烧肉');
  await visitor.evaluate(() => {
    const v = document.querySelector('video')!;
    v.muted = true;
    return v.play();
  });
  await visitor.waitForFunction(() => document.querySelector('video')!.readyState >= 2);
  const t0 = await visitor.evaluate(() => document.querySelector('video')!.currentTime);
  await visitor.waitForFunction((start) => document.querySelector('video')!.currentTime > start + 0.3, t0);
  await visitor.waitForSelector('[data-testid=vv-ad]', { timeout: 15_000 });
  expect(await visitor.textContent('[data-testid=vv-ad]')).toContain('到店立减20元');
  await shot(visitor, 'ad-at-end');

  // A signed-in visitor complains.
  const { page: other } = await signedInPhone(browser, { prefix: '137' });
  await other.goto(link);
  await other.click('[data-testid=vv-complain]');
  await other.waitForSelector('[data-testid=vv-complaint-form]');
  await pick(other, 'vv-reason', { value: 'fraud' });
  await other.fill('[data-testid=vv-text]', '视频与实物不符');
  await other.click('[data-testid=vv-complaint-submit]');
  await toastSays(other, '投诉已提交');
  await shot(other, 'complained');
}, 240_000);
