import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { launch, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';

/**
 * The library part at 375x667, all by tapping from the management centre: 图片库 → upload a picture, then three in one
 * pick (issue 32), add a label,
 * move the picture there and filter by it; 素材库 → filter by two labels at once, then search by keyword; tile 49
 * (朋友圈素材) → copy a ready-to-post text (the clipboard holds it and the use is counted).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function pngBytes(rgb: [number, number, number], size = 600): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) png.data.set(x > y ? [...rgb, 255] : [255, 255, 255, 255], (y * size + x) * 4);
  return PNG.sync.write(png);
}
const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const count = (page: Page, sel: string) => page.locator(sel).count();

it('picture library, material library and moments material by tapping', async () => {
  const shot = shooter('content-library');
  const { page, user } = await signedInPhone(browser, { prefix: '139' });
  await prepareUser(user.mobile, { vip: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Management centre → 图片库.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-pictures]');
  await page.waitForURL('**/picture/library');
  await page.waitForSelector('[data-testid=pictures-empty]');
  await shot(page, 'pictures-empty');

  // Upload: the tile shows the middle thumbnail, not the full picture.
  await page.setInputFiles('[data-testid=picture-input]', { name: 'logo.png', mimeType: 'image/png', buffer: pngBytes([31, 111, 235]) });
  await toastSays(page, '已上传');
  await page.waitForSelector('[data-testid=picture-tile] img');
  expect(await page.getAttribute('[data-testid=picture-tile] img', 'src')).toMatch(/_m\.webp$/);
  // The stored thumbnail is 480 wide; the tile may show a smaller sized variant of it (srcset), so its own address is read.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((done) => {
            const i = new Image();
            i.onload = () => done(i.naturalWidth);
            i.onerror = () => done(0);
            i.src = (document.querySelector('[data-testid=picture-tile] img') as HTMLImageElement).getAttribute('src')!;
          }),
      ),
    )
    .toBe(480);

  // Several pictures in one pick (issue 32, item 6): all stored, one message counting them.
  const colours: [number, number, number][] = [
    [220, 60, 60],
    [60, 170, 90],
    [240, 180, 30],
  ];
  await page.setInputFiles(
    '[data-testid=picture-input]',
    colours.map((c, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: pngBytes(c, 240) })),
  );
  await toastSays(page, '已上传 3 张');
  await expect.poll(() => count(page, '[data-testid=picture-tile]')).toBe(4);
  await shot(page, 'pictures-several');

  // A label, refused once as a duplicate (the catalogue message), then the picture moved into it.
  await page.fill('[data-testid=label-name]', '公司标志');
  await page.click('[data-testid=label-add]');
  await toastSays(page, '标签已添加');
  await page.fill('[data-testid=label-name]', '公司标志');
  await page.click('[data-testid=label-add]');
  await toastSays(page, '已有同名标签');
  await page.click('[data-testid=picture-tile]');
  await page.waitForSelector('[data-testid=selection-bar]:has-text("已选 1 张")');
  await pick(page, 'move-target', { label: '公司标志' });
  await shot(page, 'move');
  await page.click('[data-testid=move-apply]');
  await toastSays(page, '已移动');
  await page.click('[data-testid=label-chip]:has-text("公司标志")');
  await page.waitForSelector('[data-testid=label-chip][aria-pressed=true]:has-text("公司标志 1")');
  await expect.poll(() => count(page, '[data-testid=picture-tile]')).toBe(1);
  await shot(page, 'label-filtered');

  // Back to the centre → 素材库: the seeded material, narrowed by two labels at once (items in ANY of them).
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-materials]');
  await page.waitForURL('**/material/MaterialHead');
  await page.waitForSelector('[data-testid=material-item]');
  const all = await count(page, '[data-testid=material-item]');
  await page.click('[data-testid=material-label]:has-text("美食")');
  await expect.poll(() => page.locator('[data-testid=material-title]').allTextContents()).toEqual(['拿铁咖啡', '下午茶', '新鲜水果']);
  await page.click('[data-testid=material-label]:has-text("商务")');
  await expect.poll(() => count(page, '[data-testid=material-item]')).toBe(6);
  expect(all).toBeGreaterThan(6);
  await shot(page, 'materials-two-labels');
  await page.click('[data-testid=material-item]:has-text("下午茶") [data-testid=material-use]');
  await toastSays(page, '已存入图片库');

  // Search by keyword, case-insensitive.
  await page.click('[data-testid=material-search-link]');
  await page.waitForURL('**/material/MaterialSearch');
  await page.fill('[data-testid=material-keyword]', 'LATTE');
  await page.click('[data-testid=material-search]');
  await page.waitForSelector('[data-testid=material-results]:has-text("共 1 个结果")');
  expect(await page.textContent('[data-testid=material-title]')).toBe('拿铁咖啡'); // found by its English name, titled in Chinese in Chinese mode
  await shot(page, 'material-search');

  // Tile 49 → moments material: copy a festival text.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="49"] button');
  await page.waitForURL('**/moments/material');
  await page.click('[data-testid=moment-category]:has-text("节日")');
  await page.waitForSelector('[data-testid=moment-item]:has-text("中秋快乐")');
  const item = page.locator('[data-testid=moment-item]:has-text("中秋快乐")');
  await item.locator('[data-testid=moment-copy]').click();
  await toastSays(page, '文案已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('中秋快乐！月圆人团圆');
  await expect.poll(() => item.locator('[data-testid=moment-uses]').textContent()).toBe('1 次使用');
  await shot(page, 'moments-copied');
});
