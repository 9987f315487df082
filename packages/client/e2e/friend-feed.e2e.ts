import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { apiPost, baseURL, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * Issue 31, item 8 at 375x667 in WeChat's browser: two users exchange cards (by API), one publishes an article; the
 * other taps 好友动态 in the management centre, sees it with its author and opens it. The author then turns the
 * dynamic switch off and the item is gone from the reader's feed, which says how to get updates.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it("a contact's article appears in 好友动态 and opens; the author's switch takes it away", async () => {
  const shot = shooter('friend-feed');
  const { page, user: reader } = await signedInPhone(browser, { prefix: '135', userAgent: WECHAT_UA });
  const author = await registerUser('135');
  expect((await apiPost('/rel/applyExchangeCard.xhtml', { phoneIdEcr: reader.phoneIdEcr }, author.token)).status).toBe(200);
  expect((await apiPost('/rel/agreeExchangeCard.xhtml', { phoneIdEcr: author.phoneIdEcr }, reader.token)).status).toBe(200);
  const added = await fetch(`${baseURL()}/x/article/mini/edit/addArticle.xhtml`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: author.token, 'x-request-id': randomUUID().replace(/-/g, '') },
    body: JSON.stringify({ title: '春季新品发布会', paragraphs: [{ type: 'text', text: '欢迎了解我们的新品' }] }),
  }).then((r) => r.json() as Promise<{ status: number; resultSets: { articleId: string } }>);
  expect(added.status).toBe(200);

  // Management centre → 好友动态.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid="home-friend-feed"]');
  await page.waitForURL('**/multipage/acc/friendDynamics');
  const item = page.locator(`[data-testid="friend-feed-item"][data-id="${added.resultSets.articleId}"]`);
  await item.waitFor();
  expect(await item.textContent()).toContain('春季新品发布会');
  expect(await item.getAttribute('data-kind')).toBe('article');
  await shot(page, 'feed');

  // The item opens its public screen.
  await item.click();
  await page.waitForURL('**/multipage/multipleWdy/micro/show/article?**');
  await page.getByText('欢迎了解我们的新品').waitFor();
  await shot(page, 'article');

  // The author turns 我的更新出现在好友动态中 off: the reader's feed loses the item and says how to get updates.
  expect((await apiPost('/acc/noAcceptDynamic.xhtml', {}, author.token)).status).toBe(200);
  await page.goBack();
  await page.waitForURL('**/multipage/acc/friendDynamics');
  await page.reload();
  await page.waitForSelector('[data-testid="friend-feed-empty"]');
  expect(await page.locator('[data-testid="friend-feed-item"]').count()).toBe(0);
  expect(await page.textContent('[data-testid="friend-feed-empty"]')).toContain('交换名片');
  await shot(page, 'empty');
});
