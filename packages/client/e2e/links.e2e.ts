import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, phone, shooter, signedInPhone } from './support/browser';

/**
 * Micro links at 375x667: from the card editing menu the owner creates a set (after a client-side refusal), adds
 * two links (a `javascript:` address is refused under its field), edits one, reorders them, and the public call a
 * visitor's page reads returns the set with its links in the new order. A set that is not the owner's shows a
 * clear message instead of a broken screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const post = apiPost;

const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const titles = (page: Page) => page.$$eval('[data-testid=link-row] [data-testid=link-title]', (els) => els.map((e) => e.textContent));

it('creates a set, adds and reorders two links, and visitors get them in that order', async () => {
  const rawShot = shooter('links');
  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(page, name);
  };
  const {
    page,
    user: { phoneIdEcr },
  } = await signedInPhone(browser, { prefix: '138' });

  // The card editing menu leads to the micro links.
  await page.goto('/multipage/acc/editMpBaseInformation');
  await page.waitForSelector('[data-testid=edit-links]:has-text("微链接")');
  await shot(page, 'menu');
  await page.click('[data-testid=edit-links]');
  await page.waitForURL('**/themes/linkSets');
  await page.waitForSelector('[data-testid=set-count]:has-text("已建0/10个分组")');
  expect(await page.title()).toContain('微链接');
  await shot(page, 'sets-empty');

  // A set: an 11-character name is refused under the field before anything is sent, then a good one is saved.
  await page.fill('#f-set-name', '一二三四五六七八九十一');
  await page.click('[data-testid=set-submit]');
  await page.waitForSelector('.field-msg:has-text("链接分组名称须为1-10个字符")');
  await shot(page, 'set-name-refused');
  await page.fill('#f-set-name', '公司网站');
  await page.click('[data-testid=set-submit]');
  await toastSays(page, '已保存');
  await page.waitForSelector('[data-testid=set-row]:has-text("公司网站"):has-text("0个链接")');

  // Its links: a script address is refused under the address field; two real ones are added.
  await page.click('[data-testid=set-open]');
  await page.waitForSelector('[data-testid=link-count]:has-text("已添加0/20个链接")');
  expect(await page.textContent('.topbar-title')).toBe('公司网站');
  await page.fill('#f-link-title', '官网');
  await page.fill('#f-link-url', 'javascript:alert(document.cookie)');
  await page.click('[data-testid=link-submit]');
  await page.waitForSelector('.field-msg:has-text("链接地址须为有效链接")');
  await shot(page, 'link-url-refused');
  await page.fill('#f-link-url', 'https://www.example.com');
  await page.click('[data-testid=link-submit]');
  await page.waitForSelector('[data-testid=link-row]:has-text("官网")');
  // The form empties itself when the add has finished, which can be a moment after the row shows.
  await page.waitForFunction(() => (document.querySelector('#f-link-title') as HTMLInputElement | null)?.value === '');
  await page.fill('#f-link-title', '网店');
  await page.fill('#f-link-url', 'https://shop.example.com/home');
  await page.click('[data-testid=link-submit]');
  await page.waitForSelector('[data-testid=link-count]:has-text("已添加2/20个链接")');
  expect(await titles(page)).toEqual(['官网', '网店']);
  await shot(page, 'two-links');

  // Edit the second link's title, then move it up.
  await page.click('[data-testid=link-row]:nth-child(2) [data-testid=link-edit]');
  await page.fill('#f-link-title-edit', '在线商城');
  await page.click('.links-item:nth-child(2) [data-testid=link-submit]');
  await page.waitForSelector('[data-testid=link-row]:has-text("在线商城")');
  await page.click('[data-testid=link-row]:nth-child(2) [data-testid=link-up]');
  await page.waitForFunction(() => document.querySelector('[data-testid=link-row] [data-testid=link-title]')?.textContent === '在线商城');
  expect(await titles(page)).toEqual(['在线商城', '官网']);
  expect(await page.isDisabled('[data-testid=link-row]:nth-child(1) [data-testid=link-up]')).toBe(true);
  await shot(page, 'reordered');

  // What a visitor's page reads, without a session: the set with its links in the new order.
  const visitor = await post(`/fun/${phoneIdEcr}/findMpMyselfLinkSet.xhtml`);
  expect(visitor.status).toBe(200);
  expect(visitor.resultSets).toEqual([
    {
      id: expect.any(String),
      name: '公司网站',
      links: [
        { id: expect.any(String), title: '在线商城', url: 'https://shop.example.com/home' },
        { id: expect.any(String), title: '官网', url: 'https://www.example.com' },
      ],
    },
  ]);

  // And on the public card page itself, as a logged-out visitor sees it.
  const other = await phone(browser);
  await other.page.goto(`/multipage/card/${phoneIdEcr}`);
  await other.page.waitForSelector('[data-testid=card-links]:has-text("公司网站")');
  expect(await other.page.locator('[data-testid=mini-link]').allTextContents()).toEqual(['在线商城', '官网']);
  // Through the counting redirect (issue 14: the owner's click chart), which sends the visitor on to the address.
  expect(await other.page.getAttribute('[data-testid=mini-link] >> nth=0', 'href')).toBe(`/fun/link/${visitor.resultSets[0].links[0].id}`);
  await other.context.close();

  // Back on the list the set shows its count; a second set moves above it, then is deleted after a second tap.
  await page.goto('/multipage/themes/linkSets');
  await page.waitForSelector('[data-testid=set-row]:has-text("2个链接")');
  await page.fill('#f-set-name', '朋友');
  await page.click('[data-testid=set-submit]');
  await page.waitForSelector('[data-testid=set-row]:nth-child(2):has-text("朋友")');
  await page.click('[data-testid=set-row]:nth-child(2) [data-testid=set-up]');
  await page.waitForSelector('[data-testid=set-row]:nth-child(1):has-text("朋友")');
  await shot(page, 'sets-two');
  await page.click('[data-testid=set-row]:nth-child(1) [data-testid=set-delete]');
  await page.waitForSelector('[data-testid=set-row]:nth-child(1) [data-testid=set-delete]:has-text("再点一次确认删除")');
  await page.click('[data-testid=set-row]:nth-child(1) [data-testid=set-delete]');
  await toastSays(page, '已删除');
  await page.waitForSelector('[data-testid=set-count]:has-text("已建1/10个分组")');
  expect(await page.$$eval('[data-testid=set-row]', (els) => els.length)).toBe(1);

  // A set that is not the owner's (or no longer exists) is a clear message, not a broken screen.
  await page.goto('/multipage/themes/linkSets/AAAAAAAAAAAAAAAAAAAAAA');
  await page.waitForSelector('[data-testid=set-missing]:has-text("分组不存在或已删除")');
  await shot(page, 'set-missing');
});
