import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { apiPost, launch, phone, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';

/**
 * Articles at 375x667: from the management centre the owner taps 文章, creates a fold, writes an article with a cover
 * and an image paragraph (both uploaded into the picture library), files it in the fold and pins it; then a visitor
 * (another browser context, not signed in) opens the fold's rewritten url and reads the article.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function pngBytes(rgb: [number, number, number], size = 200): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) png.data.set(x > y ? [...rgb, 255] : [255, 255, 255, 255], (y * size + x) * 4);
  return PNG.sync.write(png);
}
const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const loaded = (page: Page, selector: string) =>
  expect
    .poll(() => page.evaluate((s) => [...document.querySelectorAll(s)].every((i) => (i as HTMLImageElement).naturalWidth > 0) && document.querySelectorAll(s).length > 0, selector))
    .toBe(true);

it('writes, files and pins an article; a visitor reads it through the fold url', async () => {
  const rawShot = shooter('content-articles');
  const { page, user } = await signedInPhone(browser, { prefix: '137' });
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(page, name);
  };

  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-articles]');
  await page.waitForURL('**/mini/articles');
  await page.waitForSelector('[data-testid=my-articles]:has-text("还没有文章")');
  await shot('empty');

  await page.fill('[data-testid=fold-name]', '公司动态');
  await page.click('[data-testid=fold-save]');
  await toastSays(page, '文件夹已建好');
  await page.waitForSelector('[data-testid=fold-chip]:has-text("公司动态")');

  await page.click('[data-testid=article-new]');
  await page.waitForURL('**/mini/articles/edit**');
  await page.fill('[data-testid=article-title]', '春季新品发布');
  await page.setInputFiles('[data-testid=cover-upload] input', { name: 'cover.png', mimeType: 'image/png', buffer: pngBytes([31, 111, 235]) });
  await loaded(page, '.art-cover');
  await pick(page, 'article-fold', { label: '公司动态' });
  await page.fill('[data-testid=paragraph-text]', '欢迎了解我们的新品。\n第二行<b>不是标签</b>');
  await page.setInputFiles('[data-testid=add-image] input', { name: 'body.png', mimeType: 'image/png', buffer: pngBytes([26, 127, 55]) });
  await loaded(page, '[data-testid=paragraph-image]');
  await shot('editor');
  await page.click('[data-testid=article-save]');
  await page.waitForURL('**/mini/articles');
  await page.waitForSelector('[data-testid=article-row]:has-text("春季新品发布")');
  await page.click('[data-testid=article-top]');
  await toastSays(page, '已置顶');
  await page.waitForSelector('[data-testid=article-row]:has-text("置顶")');
  await shot('pinned');

  // A visitor: the card's folds carry the spec's rewritten url.
  const folds = await apiPost('/x/article/mini/show/getFolds.xhtml', { phoneIdEcr: user.phoneIdEcr });
  expect(folds.status).toBe(200);
  const url: string = folds.resultSets.folds[0].url;
  expect(url).toMatch(/^\/multipleWdy\/micro\/show\/fold\?foldId=.+&phoneIdEcr=/);
  const visitor = await phone(browser);
  const v = visitor.page;
  await v.goto(`/multipage${url}`);
  await v.waitForSelector('[data-testid=fold-top] [data-testid=article-row]:has-text("春季新品发布")');
  expect(await v.textContent('[data-testid=fold-top]')).toContain('置顶');
  expect(await v.textContent('.topbar-title')).toBe('公司动态');
  await rawShot(v, 'visitor-fold');
  await v.click('[data-testid=article-row]:has-text("春季新品发布")');
  await v.waitForSelector('[data-testid=article-body]');
  expect(await v.textContent('[data-testid=article-title]')).toBe('春季新品发布');
  // Text stays text: the angle brackets are shown, no element is made of them.
  expect(await v.textContent('[data-testid=article-body] p')).toContain('<b>不是标签</b>');
  expect(await v.locator('[data-testid=article-body] b').count()).toBe(0);
  await loaded(v, '[data-testid=article-body] img');
  await v.waitForSelector('text=1 次阅读');
  await rawShot(v, 'visitor-article');
  await visitor.context.close();
});
