import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { launch, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';
import { openPremium } from './support/wechat-pay';

/**
 * The material block of micro video at 375x667: from the management centre the owner taps tile 54 (微视频), opens
 * 更多 → 高级版 and buys a year with the wallet (transaction password sheet), goes on to 海报做视频, uploads two
 * pictures into the picture library from the picker, picks the built-in epilogue, starts: the progress shows, then
 * the finished video plays in a preview, is saved with a title and appears in the owner's videos.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function pngBytes(rgb: [number, number, number], w = 300, h = 200): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) png.data.set(x > y ? [...rgb, 255] : [255, 255, 255, 255], (y * w + x) * 4);
  return PNG.sync.write(png);
}
const text = (page: Page, sel: string) => page.textContent(sel).then((s) => s ?? '');

it('buys premium on its screen, makes a video from two pictures with an epilogue, watches the progress and saves it', async () => {
  const shot = shooter('video-material');
  const { page, user } = await signedInPhone(browser, { prefix: '139' });
  await prepareUser(user.mobile, { vip: true, fundFen: 50_000, txPwd: '123456' });

  // Management centre → tile 54 → the owner's video home → 更多 → 高级版.
  await openPremium(page);
  expect(await text(page, '[data-testid=vm-premium]')).toContain('¥99.00');
  await shot(page, 'premium');

  // A wrong transaction password is refused in the sheet; the right one pays and premium shows its end date.
  await page.click('[data-testid=vm-buy]');
  await page.waitForSelector('[data-testid=txpwd-input]');
  await page.fill('[data-testid=txpwd-input]', '654321');
  await page.waitForSelector('[role=alert]:has-text("交易密码")');
  await page.fill('[data-testid=txpwd-input]', '123456');
  await page.waitForSelector('[data-testid=vm-premium-until]');
  expect(await text(page, '[data-testid=vm-premium-until]')).toContain(String(new Date().getFullYear() + 1));
  await shot(page, 'bought');

  // On to making a video: two pictures uploaded through the picker, two seconds each, the first built-in epilogue.
  await page.click('[data-testid=vm-to-make]');
  await page.waitForURL('**/microvideo/editMaterial');
  await page.waitForSelector('[data-testid=vm-epilogues]');
  await page.click('[data-testid=vm-start]');
  await page.waitForSelector('[data-testid=vm-refusal]:has-text("请选择一张海报或至少一张图片")');
  for (const rgb of [
    [31, 111, 235],
    [235, 111, 31],
  ] as [number, number, number][]) {
    await page.click('[data-testid=vm-add-pictures]');
    await page.waitForSelector('[data-testid=picture-picker]');
    await page.setInputFiles('[data-testid=picker-input]', { name: 'p.png', mimeType: 'image/png', buffer: pngBytes(rgb) });
    await page.waitForFunction(() => !document.querySelector('[data-testid=picker-done]')?.hasAttribute('disabled'));
    await page.click('[data-testid=picker-done]');
  }
  await expect.poll(() => page.$$eval('[data-testid=vm-picture]', (els) => els.length)).toBe(2);
  await pick(page, 'vm-seconds', { value: '2' });
  await page.click('[data-testid=vm-epi] .vm-epi-pick');
  await page.click('[data-testid=vm-epi] .vm-epi-set');
  await page.waitForSelector('[data-testid=vm-epi] [data-testid=vm-epi-default]');
  await shot(page, 'form');
  await page.click('[data-testid=vm-start]');
  await page.waitForSelector('[data-testid=vm-progress], [data-testid=vm-done]');
  if (await page.$('[data-testid=vm-progress]')) await shot(page, 'progress');
  await page.waitForSelector('[data-testid=vm-done] video', { timeout: 90_000 });
  const duration = await page.$eval(
    '[data-testid=vm-video]',
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (v.readyState >= 1) resolve(v.duration);
        else v.addEventListener('loadedmetadata', () => resolve(v.duration));
      }),
  );
  expect(duration).toBeGreaterThan(6);
  expect(duration).toBeLessThan(8);
  await shot(page, 'done');

  await page.fill('[data-testid=vm-title]', '新品合成视频');
  await page.click('[data-testid=vm-import]');
  await page.waitForURL('**/microvideo/index');
  // The owner's home (the library part's screen, checked by its own journey) lists the saved video.
  await page.waitForSelector('text=新品合成视频');
}, 240_000);
