import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, phone, registerUser, shooter, signIn } from './support/browser';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * The public card as the hub (issue 31), at 375x667 by tapping, in WeChat's browser: a signed-out visitor opens a
 * card they were sent, taps 交换名片, signs in, lands back on that card's screen and asks to exchange; taps 收藏 and
 * finds the card in 我的订阅; the owner's own card offers neither. A second refusal-spam guard: after the owner
 * declines, asking again at once is refused with the catalogue message.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });


it('a visitor exchanges and collects from a card they were sent, signing in on the way', async () => {
  const shot = shooter('card-hub');
  const owner = await registerUser('137');
  const visitor = await registerUser('136');
  const tag = `${Date.now() % 100000}`;
  const named = await apiPost('/acc/updateMpBasicInfo.xhtml', { name: `名片主人${tag}` }, owner.token);
  if (named.status !== 200) throw new Error(JSON.stringify(named));

  // Signed out, in WeChat: the card they were sent.
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.waitForSelector('[data-testid=card-name]');
  await shot(page, 'card-as-visitor');
  await page.click('[data-testid=exchange-card]');
  // Not signed in: the login screen, which brings them back to the same card.
  await page.waitForURL(/\/multipage\/acc\/login\?redirect=/);
  await page.fill('#f-phone', visitor.mobile);
  await page.fill('input[name=password]', 'abc12345');
  await page.check('input[name=agree]');
  await page.click('[data-testid=login-submit]');
  await page.waitForURL(`**/multipage/rel/exchangeCard?phoneIdEcr=${owner.phoneIdEcr}`);
  await page.waitForSelector(`[data-testid=card-name]:has-text("名片主人${tag}")`);
  expect(await page.getAttribute('[data-testid=exchange-state]', 'data-state')).toBe('none');
  await shot(page, 'exchange-screen');
  await page.click('[data-testid=exchange-apply]');
  await page.waitForSelector('[data-testid=exchange-state][data-state=pending-sent]');

  // 收藏: the button says so, and 我的订阅 lists the card.
  await page.click('[data-testid=collect]');
  await page.waitForSelector('[data-testid=toast]:has-text("已收藏")');
  await page.waitForSelector('[data-testid=collect][aria-pressed=true]');
  await shot(page, 'collected');
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-subscriptions]');
  await page.waitForURL('**/multipage/acc/acc_home_bkmore');
  await page.waitForSelector(`[data-phone-id="${owner.phoneIdEcr}"]:has-text("名片主人${tag}")`);
  await shot(page, 'subscriptions');

  // The owner declines; asking again at once is refused with the catalogue's words, and the request stays declined.
  const declined = await apiPost('/rel/refuseExchangeCard.xhtml', { phoneIdEcr: visitor.phoneIdEcr }, owner.token);
  expect(declined.status).toBe(200);
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.click('[data-testid=exchange-card]');
  await page.waitForSelector('[data-testid=exchange-state][data-state=none]');
  await page.click('[data-testid=exchange-apply]');
  await page.waitForSelector('[data-testid=toast]:has-text("对方刚拒绝了你的交换请求，请过几天再试")');
  expect(await page.getAttribute('[data-testid=exchange-state]', 'data-state')).toBe('none');

  // The owner's own card offers neither.
  const own = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(own.page, owner.token);
  await own.page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await own.page.waitForSelector('[data-testid=card-name]');
  expect(await own.page.locator('[data-testid=exchange-card], [data-testid=collect-card]').count()).toBe(0);
  await own.context.close();
  await context.close();
});
