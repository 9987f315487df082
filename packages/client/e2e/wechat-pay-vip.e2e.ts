import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, shooter } from './support/browser';
import { MOBILE_UA, WECHAT_UA, newPayer, pathsOf, payOnSandboxPage, untilNotPaid } from './support/wechat-pay';

/**
 * Issue 29, paying in and out of WeChat at 375x667: a brand-new user (no openid) buys VIP from the management centre
 * by WeChat Pay inside WeChat's browser: the start is answered with the silent authorisation round trip (419 →
 * the sandbox's authorise page → /acc/wxAuthorized), the pay screen starts again by itself, the sandbox's cashier is
 * cancelled (the order waits, 暂未收到付款, 重新支付), then paid; the success screen shows VIP active. The same
 * purchase in an ordinary phone browser goes straight to the H5 page, with no authorisation. Nobody sees 支付失败.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

/** Management centre (a new user: 开通VIP) → VIP centre → the 1-year plan → the pay screen with WeChat Pay chosen. */
async function toVipPayScreen(page: Page, shot: (p: Page, n: string) => Promise<void>) {
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]');
  expect(await text(page, '[data-testid=home-vip-action]')).toBe('开通VIP');
  await shot(page, 'home-new-user');
  await page.click('[data-testid=home-vip]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.click('[data-testid=plan-vip1y]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]');
  expect(await text(page, '[data-testid=wallet-short]')).toContain('余额不足');
  expect(await page.isChecked('[data-testid=method-wxpay] input')).toBe(true);
  await shot(page, 'pay-screen');
  return { amount: await text(page, '[data-testid=pay-amount]'), orderId: decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!) };
}

async function expectVipActive(page: Page, shot: (p: Page, n: string) => Promise<void>, name: string) {
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.waitForSelector('[data-testid=pay-success-vip]', { timeout: 20_000 });
  expect(await text(page, '[data-testid=pay-success]')).toContain('支付成功');
  expect(await text(page, '[data-testid=pay-success-vip]')).toContain('VIP有效期至');
  await shot(page, name);
  await page.click('[data-testid=to-vip-centre]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.waitForSelector('[data-testid=vip-state-line]:has-text("VIP有效期至")');
}

it('inside WeChat: a brand-new user buys VIP by WeChat Pay through the silent authorisation; a cancel leaves the order payable', async () => {
  const shot = shooter('wechat-pay-vip');
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;
  const { amount, orderId } = await toVipPayScreen(page, shot);

  // 微信支付: no openid yet → WeChat's silent authorisation → back on the pay screen, which starts again by itself.
  await page.click('[data-testid=pay-confirm]');
  await payOnSandboxPage(page, amount.replace('¥', ''), 'cancel');
  const round = pathsOf(w.visited);
  const authorize = round.findIndex((p) => p.startsWith('/sandbox/wechat/authorize'));
  const authorized = round.findIndex((p) => p.startsWith('/multipage/acc/wxAuthorized?'));
  const resumed = round.indexOf(`/multipage/vip/pay/${orderId}?resume=wxpay`);
  const cashier = round.findIndex((p) => p.startsWith('/sandbox/wxpay/pay'));
  expect(authorize, round.join('\n')).toBeGreaterThan(0);
  expect(authorized, round.join('\n')).toBeGreaterThan(authorize);
  // The resume screen is reached inside the app (a client-side replace) or loaded: either way before the cashier.
  expect(resumed === -1 || (resumed > authorized && resumed < cashier), round.join('\n')).toBe(true);
  expect(cashier).toBeGreaterThan(authorized);

  // Cancelled on the cashier: the result screen asks a few times, then says not paid, with 再查一次 and 重新支付.
  await page.waitForURL(`**/multipage/vip/paySuccess?orderId=${orderId}`);
  await untilNotPaid(page, '[data-testid=pay-not-paid]');
  expect(await text(page, '[data-testid=pay-not-paid]')).toContain('暂未收到付款');
  await shot(page, 'cancelled-not-paid');

  // 重新支付: the same order on the pay screen; the openid is bound now, so WeChat Pay opens at once.
  await page.click('[data-testid=pay-again]');
  await page.waitForURL(`**/multipage/vip/pay/${orderId}`);
  await page.waitForSelector(`[data-testid=pay-amount]:has-text("${amount}")`);
  expect(new URL(page.url()).search).toBe('');
  const before = w.visited.length;
  await page.click('[data-testid=pay-confirm]');
  await payOnSandboxPage(page, amount.replace('¥', ''));
  expect(pathsOf(w.visited.slice(before)).some((p) => p.startsWith('/sandbox/wechat/authorize'))).toBe(false);
  await expectVipActive(page, shot, 'wechat-paid');

  await page.click('[data-testid=vip-to-home]');
  await page.waitForURL('**/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=home-vip-action]:has-text("续费")');
  await shot(page, 'home-vip-active');
  expect(w.saw).toEqual([]);
  expect(w.toasts.filter((t) => t.includes('失败'))).toEqual([]);
  // Leaving for WeChat's authorisation is not an error: no red toast while the page goes (419).
  expect(w.toasts.filter((t) => t.includes('需要微信授权'))).toEqual([]);
});

it('in an ordinary phone browser: the same purchase goes straight to the H5 page, no authorisation', async () => {
  const shot = shooter('wechat-pay-vip-h5');
  const w = await newPayer(browser, MOBILE_UA);
  const { page } = w;
  const { amount } = await toVipPayScreen(page, shot);
  await page.click('[data-testid=pay-confirm]');
  await payOnSandboxPage(page, amount.replace('¥', ''));
  await expectVipActive(page, shot, 'h5-paid');
  const round = pathsOf(w.visited);
  expect(round.some((p) => p.includes('/wechat/authorize') || p.includes('wxAuthorized'))).toBe(false);
  expect(w.saw).toEqual([]);
  expect(w.toasts.filter((t) => t.includes('失败'))).toEqual([]);
});
