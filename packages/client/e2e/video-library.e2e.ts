import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { toastSays } from './support/video';

/**
 * The owner's micro video library at 375x667: from the management centre the owner taps tile 54 (微视频) and sees
 * their videos (made by factories); pins one (it moves first), hides one (marked), reorders the rest on the sort
 * screen, edits a title, and deletes a video after confirming.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const titles = (page: Page) => page.$$eval('[data-testid=vl-grid] .vl-tile-title', (els) => els.map((e) => e.textContent));
const tile = (page: Page, title: string) => page.click(`[data-testid=vl-video]:has(.vl-tile-title:text-is("${title}")) a`);
async function home(page: Page, expected: string[]) {
  await page.goto('/multipage/microvideo/index');
  await page.waitForSelector('[data-testid=vl-grid] [data-testid=vl-video]');
  await expect.poll(() => titles(page)).toEqual(expected);
}

it('lists my videos, pins one first, hides one, sorts, edits a title and deletes with a confirm', async () => {
  const shot = shooter('video-library');
  const { page, user } = await signedInPhone(browser, { prefix: '139' });
  await prepareUser(user.mobile, { vip: true, videos: [{ title: '红烧肉' }, { title: '糖醋鱼' }, { title: '小炒肉' }] });

  // Management centre → tile 54 (微视频) → my videos in my order.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="54"] button');
  await page.waitForURL('**/microvideo/index');
  await page.waitForSelector('[data-testid=vl-grid] [data-testid=vl-video]');
  // The three made in parallel by the factories: their order among themselves is whatever the library keeps.
  await expect.poll(async () => (await titles(page)).sort()).toEqual(['小炒肉', '糖醋鱼', '红烧肉'].sort());
  const [a, b, c] = (await titles(page)) as [string, string, string];
  await page.click('[data-testid=vl-more]');
  await page.waitForSelector('[data-testid=vl-go-sortVideo]');
  await shot(page, 'home');

  // Pin the last one: it comes first, marked 置顶.
  await tile(page, c);
  await page.waitForURL('**/microvideo/moreOperate/*');
  await shot(page, 'more-operate');
  await page.click('[data-testid=vl-op-top]');
  await toastSays(page, '已置顶');
  await home(page, [c, a, b]);
  expect(await page.textContent('[data-testid=vl-video]:first-child [data-testid=vl-mark-top]')).toBe('置顶');

  // Hide one: it stays in my list, marked 已隐藏.
  await tile(page, a);
  await page.click('[data-testid=vl-op-hide]');
  await toastSays(page, '已隐藏');
  await home(page, [c, a, b]);
  await page.waitForSelector(`[data-testid=vl-video]:has(.vl-tile-title:text-is("${a}")) [data-testid=vl-mark-hidden]`);
  await shot(page, 'pinned-hidden');

  // Sort: move the last above the hidden one and save; the pinned one stays first.
  await page.click('[data-testid=vl-more]');
  await page.click('[data-testid=vl-go-sortVideo]');
  await page.waitForURL('**/microvideo/sortVideo');
  await page.waitForSelector('[data-testid=vl-sort-item]');
  await page.click(`button[aria-label="上移 ${b}"]`);
  await shot(page, 'sort');
  await page.click('[data-testid=vl-sort-save]');
  await toastSays(page, '排序已保存');
  await home(page, [c, b, a]);

  // Edit a title.
  await tile(page, b);
  await page.click('[data-testid=vl-op-edit]');
  await page.waitForURL('**/microvideo/editVideo/*');
  await page.fill('[data-testid=vl-edit-title]', '松鼠桂鱼');
  await shot(page, 'edit');
  await page.click('[data-testid=vl-edit-save]');
  await toastSays(page, '已保存');
  await page.waitForSelector('[data-testid=vl-op-title]:has-text("松鼠桂鱼")');

  // Delete it: the first tap only arms the button; the second deletes.
  await page.click('[data-testid=vl-op-delete]');
  await shot(page, 'delete-armed');
  await page.click('[data-testid=vl-op-delete]');
  await toastSays(page, '已删除 1 个视频');
  await page.waitForURL('**/microvideo/index');
  await expect.poll(() => titles(page)).toEqual([c, a]);
  await shot(page, 'after-delete');
}, 180_000);
