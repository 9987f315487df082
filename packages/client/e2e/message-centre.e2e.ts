import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_CARD_ID } from '@card/contract';
import { apiPost, baseURL, launch, phone, registerUser, shooter, signedInPhone } from './support/browser';

/**
 * Issue 31, item 7 at 375x667. A user receives an exchange request and a consultation made by real calls; in the
 * message centre the request's message opens the exchange requests with it, 全部已读 brings the count to zero (the
 * management centre's badge too). A signed-out newcomer opening the README's URL sees the welcome, opens the
 * example card and comes back, reads it in English, and reaches registration through 免费注册.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const unreadOf = async (page: import('playwright-core').Page) => Number((await page.textContent('[data-testid=unread-count]'))!.match(/\d+/)![0]);

it('a message opens its subject; 全部已读 brings the count to zero', async () => {
  const shot = shooter('message-centre');
  const { page, user: me } = await signedInPhone(browser, { prefix: '137' });
  const asker = await registerUser('137');
  // Two messages made by real calls: another user's exchange request, a visitor's consultation on my card.
  const asked = await apiPost('/rel/applyExchangeCard.xhtml', { phoneIdEcr: me.phoneIdEcr, note: '你好，交换一下名片' }, asker.token);
  expect(asked.status).toBe(200);
  const consulted = await apiPost('/accessRadar/addAdvisory.xhtml', { phoneIdEcr: me.phoneIdEcr, name: '陈咨询', phone: '13712345678', content: '想了解价格' }, undefined, '10.31.7.1');
  expect(consulted.status).toBe(200);

  // Management centre → 消息中心.
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=home-unread]');
  await page.click('[data-testid=home-messages]');
  await page.waitForURL('**/multipage/acc/messageCentre');
  await page.waitForSelector('[data-testid=message-link][data-subject=exchangeRequest]');
  const before = await unreadOf(page);
  expect(before).toBeGreaterThanOrEqual(2);
  await shot(page, 'messages');

  // The request's message opens the exchange requests, where it waits to be accepted.
  await page.click('[data-testid=message-link][data-subject=exchangeRequest]');
  await page.waitForURL('**/multipage/rel/exchangeRequests');
  await page.waitForSelector('[data-testid=requests-list-received] [data-testid=request-agree]');
  await shot(page, 'subject-exchange-requests');

  // Back in the message centre the opened one is read; 全部已读 reads the rest.
  await page.goBack();
  await page.waitForURL('**/multipage/acc/messageCentre');
  await expect.poll(() => unreadOf(page)).toBe(before - 1);
  await page.click('[data-testid=messages-read-all]');
  await expect.poll(() => unreadOf(page)).toBe(0);
  await page.waitForSelector('[data-testid=messages-read-all]', { state: 'detached' });
  expect(await page.locator('[data-testid=messages] li.uc-unread').count()).toBe(0);
  await shot(page, 'messages-all-read');

  // The consultation's message opens the radar on its 需求咨询 tab, where the consultation is listed.
  await page.click('[data-testid=message-link][data-subject=consultation]');
  await page.waitForURL('**/multipage/accessRadar/index?tab=advisories');
  await page.waitForSelector('[data-testid=radar-tab-advisories][aria-selected=true]');
  await page.waitForSelector('[data-testid=radar-advisory]');

  // The management centre's badge is gone too.
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=home-messages]');
  expect(await page.locator('[data-testid=home-unread]').count()).toBe(0);
});

it('a signed-out newcomer sees the welcome, the example card, and reaches registration', async () => {
  const shot = shooter('welcome');
  const { page, context } = await phone(browser);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  // Exactly the URL the README names.
  await page.goto(`${baseURL()}/multipage/`);
  await page.waitForSelector('[data-testid=welcome-title]');
  expect(await page.textContent('[data-testid=welcome-register]')).toBe('免费注册');
  expect(await page.textContent('[data-testid=welcome-login]')).toBe('登录');
  // Small like the card page: none of the management centre's screen code came with it.
  expect(scripts.filter((s) => /\/assets\/home-[^/]*\.js$/.test(s))).toEqual([]);
  await shot(page, 'welcome');

  // The example: the demo user's public card (the server's page), then back to the welcome.
  await page.click('[data-testid=welcome-example]');
  await page.waitForURL(`**/multipage/card/${DEMO_CARD_ID}`);
  await page.waitForSelector('[data-testid=card-name]');
  await shot(page, 'example-card');
  await page.goBack();
  await page.waitForSelector('[data-testid=welcome-register]');

  // In English, then back to Chinese.
  await page.click('text=English');
  await page.waitForSelector('[data-testid=welcome-register]:has-text("Sign up free")');
  await shot(page, 'welcome-en');
  await page.click('text=中文');
  await page.waitForSelector('[data-testid=welcome-register]:has-text("免费注册")');

  await page.click('[data-testid=welcome-register]');
  await page.waitForURL('**/multipage/acc/register');
  await page.waitForSelector('#f-phone');
  await shot(page, 'register');
  await context.close();
});
