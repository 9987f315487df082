import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { agentAtCustomerHome, launch, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';

/**
 * The help centre at 375x667 (issue 17): from the management centre a user taps 客服中心, reads an e-book, plays a
 * video tutorial's clip, searches a word that only an article's body holds and opens it with the word marked, and
 * meets the empty-search message and the no-results state. The seeded agent (13800138001) opens 帮助中心管理 from the same customer home, is refused a
 * title-less article with the catalogue's words, adds one; the user finds it by search; the agent hides it and the
 * user's search no longer finds it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
const rowTitles = (page: Page, list: string) => page.locator(`[data-testid=${list}] [data-testid=help-row-title]`).allTextContents();

/** '水印' is in the body of 'VIP会员权益手册' only (domains/service/service-help.seed.ts), in no title or summary. */
const BODY_WORD = '水印';
/** A word no seeded article holds: the agent's new article is the only hit. */
const NEW_WORD = '发票';

it('reads, searches and marks help; an agent adds an article the search finds and hides it again', async () => {
  const rawShot = shooter('service-help');
  const { page } = await signedInPhone(browser, { prefix: '136' });
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };

  // The management centre's 客服中心 opens the customer home.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-service]');
  await page.waitForURL('**/customer/client/home');
  await page.waitForSelector('[data-testid=help-newest-ebook] [data-testid=help-row]');
  expect(await page.locator('[data-testid=help-go-manage]').count()).toBe(0); // not an agent
  for (const name of ['online', 'feedback', 'advise', 'tickets', 'complaint']) await page.waitForSelector(`[data-testid=help-go-${name}]`);
  await shot(page, 'customer-home');

  // 电子书 -> an e-book -> back.
  await page.click('[data-testid=help-tile-ebook]');
  await page.waitForURL('**/customer/client/helpEbook');
  await page.waitForSelector('[data-testid=help-list] [data-testid=help-row]');
  expect(await rowTitles(page, 'help-list')).toContain('数字名片使用手册');
  await shot(page, 'ebooks');
  await page.click('[data-testid=help-row]:has-text("数字名片使用手册")');
  await page.waitForSelector('[data-testid=help-article-body] p');
  expect(await page.textContent('[data-testid=help-article-title]')).toBe('数字名片使用手册');
  expect(await page.locator('[data-testid=help-article-body] p').count()).toBe(6);
  await shot(page, 'ebook-detail');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/customer/client/helpEbook');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/customer/client/home');

  // 视频教程 -> a tutorial: the seed's clip plays in the page's own player (under the server's CSP).
  await page.click('[data-testid=help-tile-video]');
  await page.waitForURL('**/customer/client/helpVideo');
  await page.click('[data-testid=help-row]:has-text("三分钟学会编辑名片")');
  await page.waitForSelector('[data-testid=help-video]');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const v = document.querySelector<HTMLVideoElement>('[data-testid=help-video]')!;
          return v.readyState >= 1 && v.duration > 5 && v.videoWidth === 960;
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.evaluate(async () => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid=help-video]')!;
    v.muted = true;
    await v.play();
  });
  // It plays: half a second of it goes by (waited for, not a fixed time).
  await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-testid=help-video]')!.currentTime > 0.5, undefined, { timeout: 10_000 });
  await page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid=help-video]')!.pause());
  expect(await page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid=help-video]')!.currentTime)).toBeGreaterThan(0.5);
  await shot(page, 'video-detail');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/customer/client/helpVideo');
  await shot(page, 'videos');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/customer/client/home');

  // A word only a body holds: found, and marked on the article.
  await page.fill('[data-testid=help-home-search]', BODY_WORD);
  await page.click('[data-testid=help-home-search-go]');
  await page.waitForURL('**/customer/helpCenter/search?keyword=*');
  await page.waitForSelector('[data-testid=help-results] [data-testid=help-row]');
  expect(await rowTitles(page, 'help-results')).toEqual(['VIP会员权益手册']);
  // Neither title nor summary holds the word: the row says the text does, with the word marked.
  expect(await page.textContent('[data-testid=help-row-in-body] mark')).toBe(BODY_WORD);
  await shot(page, 'search-body-word');
  await page.click('[data-testid=help-results] [data-testid=help-row] a');
  await page.waitForSelector('[data-testid=help-article-body] mark');
  expect(await page.locator('[data-testid=help-article-body] mark').allTextContents()).toEqual([BODY_WORD]);
  await shot(page, 'search-hit-detail');
  await page.click('[data-testid=back]');
  await page.waitForSelector('[data-testid=help-results] [data-testid=help-row]');

  // Blank: the catalogue's message, nothing asked; a word nothing holds: the no-results state.
  await page.fill('[data-testid=help-search-input]', '   ');
  await page.click('[data-testid=help-search-go]');
  expect(await page.textContent('[data-testid=help-search-error]')).toBe('请输入搜索内容');
  expect(await page.locator('[data-testid=help-results] [data-testid=help-row]').count()).toBe(0);
  await shot(page, 'search-blank');
  await page.fill('[data-testid=help-search-input]', NEW_WORD);
  await page.click('[data-testid=help-search-go]');
  await page.waitForSelector('[data-testid=help-no-results]');
  await shot(page, 'search-none');

  // The agent: management centre -> 客服中心 -> 帮助中心管理.
  const agent = await agentAtCustomerHome(browser);
  const a = agent.page;
  await a.click('[data-testid=help-go-manage]');
  await a.waitForURL('**/customer/service/helpCenter');
  await a.waitForSelector('[data-testid=help-agent-row]');
  await shot(a, 'agent-list');

  // A title-less article is refused with the catalogue's words naming the field; then the real one is saved.
  await a.click('[data-testid=help-add]');
  await pick(a, 'help-form-kind', { value: 'guide' });
  await a.click('[data-testid=help-form-save]');
  expect(await a.textContent('.field-error .field-msg')).toContain('标题');
  await shot(a, 'agent-refused');
  await a.fill('[data-testid=help-form-title]', '如何开具电子票据');
  await a.fill('[data-testid=help-form-category]', '财务');
  await a.fill('[data-testid=help-form-summary]', '购买会员后申请报销凭证。');
  await a.fill('[data-testid=help-form-body]', `在我的订单中选择已支付的订单，点击申请${NEW_WORD}，填写抬头和税号。\n\n${NEW_WORD}会在三个工作日内发送到邮箱。`);
  await a.click('[data-testid=help-form-save]');
  await toastSays(a, '已保存');
  const row = a.locator('[data-testid=help-agent-row]:has-text("如何开具电子票据")');
  await row.waitFor();
  await shot(a, 'agent-added');
  // Only guides: the four seeded ones and the new one.
  await pick(a, 'help-kind-filter', { value: 'guide' });
  await expect.poll(() => a.locator('[data-testid=help-agent-row]').count()).toBe(5);
  expect(await a.locator('[data-testid=help-agent-row]:has-text("操作指南")').count()).toBe(5);

  // The user finds it by the word in its body.
  await page.click('[data-testid=help-search-go]');
  await page.waitForSelector('[data-testid=help-results] [data-testid=help-row]');
  expect(await rowTitles(page, 'help-results')).toEqual(['如何开具电子票据']);
  await shot(page, 'search-finds-new');

  // The agent hides it; the same search no longer finds it.
  await row.locator('[data-testid=help-toggle]').click();
  await toastSays(a, '已隐藏');
  await row.locator('[data-testid=help-hidden-badge]').waitFor();
  await shot(a, 'agent-hidden');
  await page.click('[data-testid=help-search-go]');
  await page.waitForSelector('[data-testid=help-no-results]');
  await shot(page, 'search-after-hide');
  await agent.context.close();
});
