import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { baseURL, launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';
import { runServerScript } from './support/server-script';
import { toastSays } from './support/video';

/**
 * Micro video visitors at 375x667: a signed-out visitor opens a shared video link (a real H.264/AAC MP4 the test makes
 * with ffmpeg, stored through the API), it plays in Chromium, and when it ends the owner's default ad shows (ad switch
 * on); then a signed-in visitor collects it and complains with a picture, and a second complaint is refused with the
 * catalogue message.
 */
let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-vv-'));
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
    'testsrc=size=360x640:rate=25:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  return fs.readFileSync(out);
}

function pngBytes(rgb: [number, number, number], size = 120): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) png.data.set([...rgb, 255], (y * size + x) * 4);
  return PNG.sync.write(png);
}

/** One multipart upload through the real API; answers the envelope's result. */
async function upload(route: string, token: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseURL()}${route}`, { method: 'POST', body: form, headers: { authorization: token } });
  const body = (await res.json()) as { status: number; resultSets: Record<string, string> };
  if (body.status !== 200) throw new Error(`${route}: ${JSON.stringify(body)}`);
  return body.resultSets;
}

/** The owner's shared video on the stored MP4 and a default ad with the switch on, written by the server's factories. */
async function makeSharedVideo(mobile: string, videoUrl: string, adImage: string): Promise<string> {
  const { id } = await runServerScript('the video', 'visitorsVideo', mobile, { videoUrl, adImage });
  return id;
}

it('a signed-out visitor plays a shared video and sees the ad at the end; a signed-in visitor collects and complains', async () => {
  const shot = shooter('video-visitors');
  const owner = await registerUser('138');
  await prepareUser(owner.mobile, { vip: true });
  const mp4 = await upload('/microPage/uploadPageVideo.xhtml', owner.token, 'clip.mp4', 'video/mp4', clip());
  const avatar = await upload('/acc/uploadAvatar.xhtml', owner.token, 'ad.png', 'image/png', pngBytes([230, 80, 40]));
  const id = await makeSharedVideo(owner.mobile, mp4.url!, avatar.avatarUrl!);

  // Signed out, from a shared link (the messaging app's browser): the video plays inline.
  const { page } = await phone(browser);
  await page.goto(`/multipage/microvideo/shortVideo/${id}`);
  await page.waitForSelector('[data-testid=vv-video]');
  expect(await page.textContent('[data-testid=vv-title]')).toBe('海边日落');
  expect(await page.isVisible('[data-testid=vv-watermark]')).toBe(true);
  await page.evaluate(() => {
    const v = document.querySelector('video')!;
    v.muted = true;
    return v.play();
  });
  await page.waitForFunction(() => document.querySelector('video')!.readyState >= 2);
  const t0 = await page.evaluate(() => document.querySelector('video')!.currentTime);
  await page.waitForFunction((start) => document.querySelector('video')!.currentTime > start + 0.3, t0);
  await shot(page, 'playing');

  // At the end: the owner's default ad (picture, title, link in the same tab), then a replay.
  await page.waitForSelector('[data-testid=vv-ad]', { timeout: 15_000 });
  expect(await page.textContent('[data-testid=vv-ad]')).toContain('新店开业八折');
  expect(await page.getAttribute('[data-testid=vv-ad] a', 'href')).toBe('https://example.com/shop');
  await shot(page, 'ad');
  await page.click('[data-testid=vv-ad-skip]');
  await page.waitForSelector('[data-testid=vv-replay]');

  // Collecting asks a signed-out visitor to log in, and the login comes back to this video afterwards (issue 32).
  const videoPath = new URL(page.url()).pathname;
  await page.click('[data-testid=vv-collect]');
  await page.waitForURL((u) => u.pathname.endsWith('/acc/login'));
  expect(new URL(page.url()).searchParams.get('redirect')).toContain(videoPath.replace(/^\/multipage/, ''));

  // A signed-in visitor collects it and complains with a picture.
  const { page: p2 } = await signedInPhone(browser, { prefix: '137' });
  await p2.goto(`/multipage/microvideo/shortVideo/${id}`);
  await p2.waitForSelector('[data-testid=vv-collect]');
  await p2.click('[data-testid=vv-collect]');
  await toastSays(p2, '已收藏');
  await p2.waitForSelector('[data-testid=vv-collect][aria-pressed=true]:has-text("已收藏 1")');
  await shot(p2, 'collected');
  await p2.goto('/multipage/microvideo/popVideoCollect');
  await p2.waitForSelector('[data-testid=vv-collections] [data-testid=vv-cell]:has-text("海边日落")');
  await p2.goBack();
  await p2.click('[data-testid=vv-complain]');
  await p2.waitForSelector('[data-testid=vv-complaint-form]');
  await pick(p2, 'vv-reason', { value: 'fraud' });
  await p2.fill('[data-testid=vv-text]', '视频内容与实际不符');
  await p2.setInputFiles('[data-testid=vv-picture]', { name: 'proof.png', mimeType: 'image/png', buffer: pngBytes([40, 120, 220]) });
  await p2.waitForSelector('[data-testid=vv-pictures] img');
  await shot(p2, 'complaint');
  await p2.click('[data-testid=vv-complaint-submit]');
  await toastSays(p2, '投诉已提交');
  // Once per reporter: the second try shows the catalogue message.
  await p2.goto(`/multipage/microvideo/complaint/${id}`);
  await pick(p2, 'vv-reason', { value: 'ad' });
  await p2.click('[data-testid=vv-complaint-submit]');
  await toastSays(p2, '您已投诉过该视频');
  await shot(p2, 'complained-twice');
}, 120_000);
