import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { toastSays } from './support/video';

/**
 * Micro video labels and types at 375x667: from the management centre the owner taps tile 54 → 更多 → 标签管理 and
 * adds, renames, pins, reorders and deletes labels (a duplicate shows the catalogue message); in 分类管理 adds a class
 * and sets it on a video through setClassify; a visitor opens a platform topic's feed from the navigator, follows it
 * and finds it among the followed labels.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FOOD = 'videoLabelFood000001'; // seeded platform topic 美食 (server/src/domains/video/video-labels.seed.ts)
const labelNames = (page: Page) => page.$$eval('[data-testid=vlb-own-label] [data-testid=vlb-label-name]', (els) => els.map((e) => e.textContent));

async function addLabel(page: Page, name: string) {
  await page.fill('[data-testid=vlb-add-input]', name);
  await page.click('[data-testid=vlb-add]');
  await page.waitForSelector(`[data-testid=vlb-own-label]:has-text("${name}")`);
  // The field empties once the add is done (after the list refreshed): only then type the next name.
  await expect.poll(() => page.inputValue('[data-testid=vlb-add-input]')).toBe('');
}

it('manages labels and classes from the management centre; a visitor follows a topic', async () => {
  const shot = shooter('video-labels');
  const user = await registerUser('139');
  const { videoIds } = await prepareUser(user.mobile, { vip: true, videos: [{ title: '招牌红烧肉', labelId: FOOD, shared: true }] });
  const { page } = await signedInPhone(browser, { user });

  // Management centre → tile 54 (微视频) → 更多 → 标签管理.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="54"] button');
  await page.waitForURL('**/microvideo/index');
  await page.click('[data-testid=vl-more]');
  await page.click('[data-testid=vl-go-manageLabels]');
  await page.waitForURL('**/microvideo/manageLabel');
  await page.waitForSelector('[data-testid=vlb-empty]');

  // Add three; a duplicate is refused with the catalogue message.
  await addLabel(page, '探店');
  await addLabel(page, '家常菜');
  await addLabel(page, '烘焙');
  await page.fill('[data-testid=vlb-add-input]', '探店');
  await page.click('[data-testid=vlb-add]');
  await toastSays(page, '已有同名标签');
  expect(await labelNames(page)).toEqual(['探店', '家常菜', '烘焙']);
  await shot(page, 'added');

  // Rename the second, pin it, move it up, delete the last (confirm by a second tap).
  const second = page.locator('[data-testid=vlb-own-label]').nth(1);
  await second.locator('[data-testid=vlb-rename]').click();
  await page.fill('[data-testid=vlb-rename-input]', '家常小炒');
  await page.click('[data-testid=vlb-rename-save]');
  await toastSays(page, '已改名');
  await page.waitForSelector('[data-testid=vlb-own-label]:has-text("家常小炒")');
  await page.locator('[data-testid=vlb-own-label]:has-text("家常小炒") [data-testid=vlb-pin]').click();
  await page.waitForSelector('[data-testid=vlb-own-label]:has-text("家常小炒") [data-testid=vlb-pinned]');
  await page.locator('[data-testid=vlb-own-label]:has-text("家常小炒") [data-testid=vlb-up]').click();
  await expect.poll(() => labelNames(page)).toEqual(['家常小炒', '探店', '烘焙']);
  const last = page.locator('[data-testid=vlb-own-label]:has-text("烘焙") [data-testid=vlb-delete]');
  await last.click();
  await page.waitForSelector('[data-testid=vlb-own-label]:has-text("烘焙") [data-testid=vlb-delete]:has-text("确认删除")');
  await last.click();
  await toastSays(page, '已删除');
  await expect.poll(() => labelNames(page)).toEqual(['家常小炒', '探店']);
  await shot(page, 'managed');

  // Classes: back to the home → 更多 → 分类管理, add one, then set it on the video (its 更多 sheet → 设置分类).
  await page.click('[data-testid=back]');
  await page.waitForURL('**/microvideo/index');
  if (!(await page.isVisible('[data-testid=vl-more-list]'))) await page.click('[data-testid=vl-more]');
  await page.click('[data-testid=vl-go-manageClassify]');
  await page.waitForURL('**/microvideo/manageClassify');
  await page.fill('[data-testid=vlb-type-add-input]', '菜谱教程');
  await page.click('[data-testid=vlb-type-add]');
  await page.waitForSelector('[data-testid=vlb-type]:has-text("菜谱教程")');
  await shot(page, 'classes');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/microvideo/index');
  await page.click(`[data-testid=vl-grid] a[href*="${videoIds![0]}"]`);
  await page.click('[data-testid=vl-op-type]');
  await page.waitForURL(`**/microvideo/setClassify/${videoIds![0]}`);
  await page.locator('[data-testid=vlb-type-option]:has-text("菜谱教程") input').check();
  await shot(page, 'set-class');
  await page.click('[data-testid=vlb-type-save]');
  await toastSays(page, '分类已设置');
  await page.goto('/multipage/microvideo/manageClassify');
  await page.waitForSelector('[data-testid=vlb-type]:has-text("菜谱教程"):has-text("1 个视频")');

  // A visitor: the navigator lists the topics; 美食 opens its feed with the owner's shared video; follow it.
  const visitorUser = await registerUser('138');
  await prepareUser(visitorUser.mobile, { vip: true });
  const visitor = (await signedInPhone(browser, { user: visitorUser })).page;
  await visitor.goto('/multipage/microvideo/moreNavigator');
  await visitor.click('[data-testid=vlb-topic]:has-text("美食")');
  await visitor.waitForURL(`**/microvideo/labelVideo/${FOOD}`);
  await visitor.waitForSelector('[data-testid=vlb-feed] :text("招牌红烧肉")');
  expect(await visitor.textContent('[data-testid=vlb-follow]')).toBe('关注');
  await visitor.click('[data-testid=vlb-follow]');
  await toastSays(visitor, '已关注');
  await visitor.waitForSelector('[data-testid=vlb-follow][aria-pressed=true]');
  expect(await visitor.textContent('[data-testid=vlb-followers]')).toBe('1 人关注');
  await shot(visitor, 'feed-followed');
  // The video opens the player's path.
  expect(await visitor.getAttribute('[data-testid=vlb-feed] a', 'href')).toBe(`/multipage/microvideo/shortVideo/${videoIds![0]}`);
  await visitor.goto('/multipage/microvideo/followlabel');
  await visitor.waitForSelector('[data-testid=vlb-followed-labels] :text("美食")');
  await visitor.waitForSelector('[data-testid=vlb-followed-feed] :text("招牌红烧肉")');
  await shot(visitor, 'followed');

  // An anonymous phone sees the feed too (no follow state).
  const anon = await phone(browser);
  await anon.page.goto(`/multipage/microvideo/labelVideo/${FOOD}`);
  await anon.page.waitForSelector('[data-testid=vlb-feed] :text("招牌红烧肉")');
}, 240_000);
