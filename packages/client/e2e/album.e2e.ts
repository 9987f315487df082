import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { errorText } from '@card/contract';
import { baseURL, launch, phone, shooter, signedInPhone } from './support/browser';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * Albums at 375x667: from the card editing menu the owner creates an open album and uploads a photo (picking is
 * uploading), creates a closed album with several photos picked at once, tries and cancels a delete; then the public call
 * `getAlbumsByOpen` gives visitors the open album only.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A real PNG with a diagonal split in two colours, so the preview and the tile visibly show it. */
function pngBytes(rgb: [number, number, number], size = 240): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) png.data.set(x > y ? [...rgb, 255] : [255, 255, 255, 255], (y * size + x) * 4);
  }
  return PNG.sync.write(png);
}

const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const imageShown = (page: Page, selector: string) =>
  expect.poll(() => page.evaluate((s) => (document.querySelector(s) as HTMLImageElement | null)?.naturalWidth ?? 0, selector)).toBeGreaterThan(0);

/** One step: picking uploads at once, the tile under the picker says so, and the album shows the photo. */
async function uploadPhoto(page: Page, shot: (name: string) => Promise<unknown>, name: string, rgb: [number, number, number]) {
  await page.setInputFiles('[data-testid=photo-input]', { name: `${name}.png`, mimeType: 'image/png', buffer: pngBytes(rgb) });
  await toastSays(page, '已上传1张照片');
  await page.waitForSelector(`[data-testid=upload-item][data-state=done]:has-text("已上传") img[alt="${name}.png"]`);
  await imageShown(page, '[data-testid=photo-tile] img');
  await shot(`${name}-uploaded`);
}

it('creates an open and a closed album with photos; visitors get the open one only', async () => {
  const rawShot = shooter('album');
  const {
    page,
    user: { phoneIdEcr },
  } = await signedInPhone(browser, { prefix: '139' });
  // Full-page shots from the top, so the sticky top bar is drawn where it belongs.
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(page, name);
  };

  // From the card editing menu to the albums screen.
  await page.goto('/multipage/acc/editMpBaseInformation');
  await page.waitForSelector('[data-testid=edit-albums]:has-text("相册")');
  await shot('edit-menu');
  await page.click('[data-testid=edit-albums]');
  await page.waitForURL('**/photo/albums');
  await page.waitForSelector('[data-testid=album-empty]');
  expect(await page.title()).toContain('我的相册');
  await shot('albums-empty');
  // The empty list's first action takes the user to the name field of the form below it.
  await page.click('[data-testid=album-empty-action]:has-text("新建第一个相册")');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('album-form-name');

  // The name rule is shown under the field before anything is sent.
  await page.fill('[data-testid=album-form-name]', '一二三四五六七八九十一二三四五六');
  await page.click('[data-testid=album-form-submit]');
  await page.waitForSelector('.field-msg:has-text("相册名称须为1-15个字符")');
  await shot('name-refused');

  // An open album with a photo.
  await page.fill('[data-testid=album-form-name]', '公司风采');
  expect(await page.isChecked('[data-testid=album-form-open]')).toBe(true);
  await page.click('[data-testid=album-form-submit]');
  await toastSays(page, '相册已创建');
  await page.click('[data-testid=album-row]:has-text("公司风采") [data-testid=album-open]');
  await page.waitForSelector('[data-testid=photos-empty]');
  expect(await page.textContent('[data-testid=album-status]')).toBe('公开');
  await page.setInputFiles('[data-testid=photo-input]', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  // Refused before sending, under its own tile, with no broken-image icon.
  await page.waitForSelector('[data-testid=upload-item][data-state=failed]:has-text("未上传")');
  expect(await page.textContent('[data-testid=upload-item][data-state=failed]')).toContain(errorText('UPLOAD_TYPE_ERROR', 'zh-CN'));
  expect(await page.locator('[data-testid=upload-item][data-state=failed] img').count()).toBe(0);
  await shot('type-refused');
  await uploadPhoto(page, shot, 'open-photo', [31, 111, 235]);
  // The tile's picture holds its box before it loads (width/height), loads lazily, and offers the server's sized
  // variants; the browser picks one for its screen and the server answers it (never upscaled: the 240 px original).
  const tile = page.locator('[data-testid=photo-tile] img').first();
  expect([await tile.getAttribute('width'), await tile.getAttribute('height'), await tile.getAttribute('loading')]).toEqual(['170', '170', 'lazy']);
  expect(await tile.getAttribute('srcset')).toMatch(/^\/files\/\S+\?w=320 1x, \/files\/\S+\?w=480 2x, \/files\/\S+\?w=640 3x$/);
  expect(await tile.evaluate((i) => (i as HTMLImageElement).currentSrc)).toMatch(/\?w=(320|480|640)$/);
  const variant = await page.evaluate(
    async (u) => {
      const r = await fetch(u, { headers: { accept: 'image/webp,*/*' } });
      return { status: r.status, vary: r.headers.get('vary') };
    },
    await tile.evaluate((i) => (i as HTMLImageElement).currentSrc),
  );
  expect(variant).toEqual({ status: 200, vary: 'Accept' });
  expect(await page.evaluate(async (u) => (await fetch(`${u}?w=300`)).status, await tile.getAttribute('src'))).toBe(400);
  expect(await page.textContent('[data-testid=photo-count]')).toBe('1/60张照片');

  // A second photo: moved in front of the first, then deleted (the tile asks once more first).
  await uploadPhoto(page, shot, 'second-photo', [26, 127, 55]);
  const srcs = () => page.locator('[data-testid=photo-tile] img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
  await expect.poll(async () => (await srcs()).length).toBe(2);
  const [first, second] = await srcs();
  await page.locator('[data-testid=photo-later]').first().click();
  await expect.poll(srcs).toEqual([second, first]);
  await shot('open-album-two-photos');
  await page.locator('[data-testid=photo-delete]').first().click();
  await page.waitForSelector('[data-testid=photo-delete]:has-text("确认?")');
  await page.locator('[data-testid=photo-delete]').first().click();
  await toastSays(page, '已删除');
  await expect.poll(srcs).toEqual([first]);
  expect(await page.textContent('[data-testid=photo-count]')).toBe('1/60张照片');
  await shot('open-album-photos');

  // A closed album with a photo.
  await page.goto('/multipage/photo/albums');
  await page.fill('[data-testid=album-form-name]', '内部资料');
  await page.click('[data-testid=album-form-open]');
  await page.click('[data-testid=album-form-submit]');
  await toastSays(page, '相册已创建');
  await page.click('[data-testid=album-row]:has-text("内部资料") [data-testid=album-open]');
  await page.waitForSelector('[data-testid=album-status]:has-text("不公开")');
  // Several photos picked at once: each gets its own tile and state, one request each (slowed down here so the
  // progress can be seen), and all of them end up in the album.
  await page.route('**/photo/uploadAlbumPhoto.xhtml', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const colours: [number, number, number][] = [
    [209, 36, 47],
    [245, 166, 35],
    [126, 87, 194],
  ];
  await page.setInputFiles(
    '[data-testid=photo-input]',
    colours.map((rgb, i) => ({ name: `closed-${i + 1}.png`, mimeType: 'image/png', buffer: pngBytes(rgb) })),
  );
  await page.waitForSelector('[data-testid=upload-item][data-state=uploading]:has-text("上传中")');
  expect(await page.locator('[data-testid=upload-item]').count()).toBe(3);
  expect(await page.getAttribute('[data-testid=upload-progress]', 'max')).toBe('3');
  await shot('several-uploading');
  await page.waitForSelector('[data-testid=upload-summary]:has-text("已完成 3/3")');
  await toastSays(page, '已上传3张照片');
  expect(await page.locator('[data-testid=upload-item][data-state=done]').count()).toBe(3);
  await expect.poll(() => page.locator('[data-testid=photo-tile] img').count()).toBe(3);
  await page.waitForSelector('[data-testid=photo-count]:has-text("3/60张照片")');
  await page.unroute('**/photo/uploadAlbumPhoto.xhtml');
  await shot('several-uploaded');

  // Back on the list: covers and counts; the closed album moves to the top; a delete asks first and is let go.
  await page.goto('/multipage/photo/albums');
  await page.waitForSelector('[data-testid=album-row]:has-text("内部资料") img.album-cover');
  await page.click('[data-testid=album-row]:has-text("内部资料") [data-testid=album-up]');
  await expect.poll(() => page.locator('[data-testid=album-name]').allTextContents()).toEqual(['内部资料', '公司风采']);
  await page.click('[data-testid=album-row]:has-text("内部资料") [data-testid=album-delete]');
  await page.waitForSelector('[role=alert]:has-text("将删除该相册及其中的3张照片")');
  await shot('albums-delete-asks');
  await page.waitForSelector('[data-testid=album-delete]:has-text("再点一次确认删除")', { state: 'detached', timeout: 6000 });
  expect(await page.locator('[data-testid=album-row]').count()).toBe(2);

  // Rename (the rule shows under the field) and the open switch of a row.
  const closedRow = '[data-testid=album-row]:has-text("内部资料")';
  await page.click(`${closedRow} [data-testid=album-rename]`);
  await page.fill('[data-testid=rename-form-name]', '内'.repeat(16));
  await page.click('[data-testid=rename-form-submit]');
  await page.waitForSelector('[data-testid=rename-form] .field-msg:has-text("相册名称须为1-15个字符")');
  await shot('rename-refused');
  await page.fill('[data-testid=rename-form-name]', '内部资料库');
  await page.click('[data-testid=rename-form-submit]');
  await toastSays(page, '已保存');
  const renamedRow = '[data-testid=album-row]:has-text("内部资料库")';
  await page.click(`${renamedRow} [data-testid=album-switch]`);
  await toastSays(page, '相册已公开');
  expect((await (await fetch(`${baseURL()}/photo/getAlbumsByOpen.xhtml?phoneIdEcr=${phoneIdEcr}`)).json()).resultSets).toHaveLength(2);
  await page.click(`${renamedRow} [data-testid=album-switch]`);
  await toastSays(page, '相册已设为不公开');
  expect(await page.isChecked(`${renamedRow} [data-testid=album-switch]`)).toBe(false);
  await shot('albums-list');

  // What visitors get: the open album with its photo, never the closed one.
  const open = await (await fetch(`${baseURL()}/photo/getAlbumsByOpen.xhtml?phoneIdEcr=${phoneIdEcr}`)).json();
  expect(open.status).toBe(200);
  expect(open.resultSets).toEqual([
    {
      id: expect.any(String),
      name: '公司风采',
      photos: [
        {
          id: expect.any(String),
          url: expect.stringMatching(/^\/files\/albums\//),
          // Thumbnails in three sizes (issue 14), stored beside the photo.
          thumbs: { s: expect.stringMatching(/_s\.webp$/), m: expect.stringMatching(/_m\.webp$/), l: expect.stringMatching(/_l\.webp$/) },
        },
      ],
    },
  ]);
  expect(JSON.stringify(open)).not.toContain('内部资料');
  expect(open.resultSets[0].photos).toHaveLength(1);
  const photo = await fetch(`${baseURL()}${open.resultSets[0].photos[0].url}`);
  expect(photo.headers.get('content-type')).toBe('image/webp');
  await page.goto(`/photo/getAlbumsByOpen.xhtml?phoneIdEcr=${phoneIdEcr}`);
  await shot('public-call');

  // The public card page shows the open album's photo, and nothing of the closed one.
  const visitor = await phone(browser);
  await visitor.page.goto(`/multipage/card/${phoneIdEcr}`);
  await visitor.page.waitForSelector('[data-testid=card-albums]:has-text("公司风采")');
  expect(await visitor.page.locator('[data-testid=album-photo]').count()).toBe(1);
  expect(await visitor.page.textContent('[data-testid=card-view]')).not.toContain('内部资料');
  await visitor.context.close();
});

it("a camera photo of 8 MB and more picked in WeChat's browser is compressed on the phone and uploaded, not refused", async () => {
  const rawShot = shooter('album-big-photo');
  const { page } = await signedInPhone(browser, { prefix: '139', userAgent: WECHAT_UA });
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(page, name);
  };
  // Management centre → 编辑名片 → 相册, a new album, then the photo.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-edit-card]');
  await page.click('[data-testid=edit-albums]');
  await page.waitForSelector('[data-testid=album-empty]');
  await page.fill('[data-testid=album-form-name]', '现场照片');
  await page.click('[data-testid=album-form-submit]');
  await toastSays(page, '相册已创建');
  await page.click('[data-testid=album-row]:has-text("现场照片") [data-testid=album-open]');
  await page.waitForSelector('[data-testid=photos-empty]');
  // What the app hands to the network: each file of each multipart request (the driver cannot see file-backed bodies).
  await page.evaluate(() => {
    const sent: { name: string; type: string; size: number }[] = [];
    (window as unknown as { __sent: typeof sent }).__sent = sent;
    const real = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) for (const v of init.body.values()) if (v instanceof File) sent.push({ name: v.name, type: v.type, size: v.size });
      return real(input, init);
    };
  });
  // The photo is picked inside the page (a camera-sized JPEG, 4032x3024, drawn there: smooth light on the left, sensor
  // noise on the right), as the phone's picker hands it over; sending 9 MB into the page through the driver is slow.
  const pickedBytes = await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = 4032;
    c.height = 3024;
    const g = c.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 4032, 3024);
    grad.addColorStop(0, '#1f6feb');
    grad.addColorStop(1, '#fb8f44');
    g.fillStyle = grad;
    g.fillRect(0, 0, 4032, 3024);
    const noise = g.getImageData(2016, 0, 2016, 3024);
    for (let i = 0; i < noise.data.length; i += 4) {
      noise.data[i] = Math.random() * 255;
      noise.data[i + 1] = Math.random() * 255;
      noise.data[i + 2] = Math.random() * 255;
    }
    g.putImageData(noise, 2016, 0);
    const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/jpeg', 1));
    const input = document.querySelector('[data-testid=photo-input]') as HTMLInputElement;
    const dt = new DataTransfer();
    dt.items.add(new File([blob], 'IMG_2048.jpg', { type: 'image/jpeg' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });
  expect(pickedBytes).toBeGreaterThan(8 * 1024 * 1024);
  // Compressing takes a moment on a phone (and longer on a loaded test machine): the tile says when it is done.
  const tile = await page.waitForSelector('[data-testid=upload-item][data-state=done], [data-testid=upload-item][data-state=failed]', { timeout: 90_000 });
  expect(await tile.getAttribute('data-state'), (await tile.textContent()) ?? '').toBe('done');
  await toastSays(page, '已上传1张照片');
  await imageShown(page, '[data-testid=photo-tile] img');
  expect(await page.textContent('[data-testid=photo-count]')).toBe('1/60张照片');
  // What went over the network was the photo made to fit: a JPEG within the 2 MB limit.
  const sent = await page.evaluate(() => (window as unknown as { __sent: { name: string; type: string; size: number }[] }).__sent);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: 'IMG_2048.jpg', type: 'image/jpeg' });
  expect(sent[0]!.size).toBeLessThanOrEqual(2 * 1024 * 1024);
  console.log(`[album] a ${(pickedBytes / 1048576).toFixed(1)} MB photo went out as ${(sent[0]!.size / 1048576).toFixed(2)} MB`);
  await shot('uploaded');
});
