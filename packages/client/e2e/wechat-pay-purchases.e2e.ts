import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter } from './support/browser';
import { prepareUser } from './support/prepare';
import { runServerScript } from './support/server-script';
import { WECHAT_UA, newPayer, pathsOf, payOnSandboxPage, type Watched } from './support/wechat-pay';

/**
 * Issue 29 inside WeChat's browser at 375x667: a brand-new user (no openid, empty wallet) starting from the management
 * centre buys a product in someone's V shop, pays an activity fee and joins a paid circle, each by 微信支付: the
 * first start is answered by the silent authorisation round trip, the paying screen starts again by itself, the
 * sandbox's cashier confirms and the area's result screen shows the purchase. Nobody sees 支付失败.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

/** The new user's management centre: not a VIP yet (开通VIP). */
async function atHome(page: Page) {
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]');
  expect(await text(page, '[data-testid=home-vip-action]')).toBe('开通VIP');
}

/** The round trip went WeChat's authorise page → /acc/wxAuthorized → the cashier, and nothing said 支付失败. */
function expectAuthorisedThenPaid(w: Watched) {
  const round = pathsOf(w.visited);
  const authorize = round.findIndex((p) => p.startsWith('/sandbox/wechat/authorize'));
  const authorized = round.findIndex((p) => p.startsWith('/multipage/acc/wxAuthorized?'));
  const cashier = round.findIndex((p) => p.startsWith('/sandbox/wxpay/pay'));
  expect(authorize, round.join('\n')).toBeGreaterThan(0);
  expect(authorized, round.join('\n')).toBeGreaterThan(authorize);
  expect(cashier, round.join('\n')).toBeGreaterThan(authorized);
  expect(w.saw).toEqual([]);
  expect(w.toasts.filter((t) => t.includes('失败'))).toEqual([]);
}

it('buys a product in a V shop by WeChat Pay', async () => {
  const shot = shooter('wechat-pay-shop');
  const seller = await registerUser('136');
  await prepareUser(seller.mobile, { vip: true, shop: { name: '西湖茶庄', kind: 'retail' }, shopProducts: [{ name: '龙井茶 250g', priceFen: 8_800, stock: 3 }] });
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;
  // Where the goods go (the address book is the micro video area's; its own journey adds one on screen).
  expect(
    (await apiPost('/microVideo/saveDeliveryAddress.xhtml', { name: '王小明', mobile: '13800138000', region: '浙江省 杭州市 西湖区', detail: '龙井路 8 号' }, w.user.token)).status,
  ).toBe(200);

  await atHome(page);
  // The shop's link, as shared in a chat → the product → 立即购买 → checkout → the pay screen.
  await page.goto(`/multipage/vshop/home/${seller.phoneIdEcr}`);
  await page.click('[data-testid=catalog-tile]:has-text("龙井茶 250g")');
  await page.waitForURL('**/vshop/product/**');
  await page.click('[data-testid=buy-now]');
  await page.waitForURL('**/vshop/checkout?*');
  await page.waitForSelector('[data-testid=checkout-address]:checked');
  expect(await text(page, '[data-testid=checkout-total]')).toContain('¥88.00');
  await shot(page, 'checkout');
  await page.click('[data-testid=place-order]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]:has-text("¥88.00")');
  expect(await page.isChecked('[data-testid=method-wxpay] input')).toBe(true);
  await shot(page, 'pay-screen');

  await page.click('[data-testid=pay-confirm]');
  await payOnSandboxPage(page, '88.00');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.waitForSelector('[data-testid=pay-success]', { timeout: 20_000 });
  expect(await text(page, '[data-testid=pay-success]')).toContain('支付成功');
  expect(await text(page, '[data-testid=pay-success]')).toContain('¥88.00');
  await shot(page, 'paid');
  expectAuthorisedThenPaid(w);

  // The order's own screen: paid, waiting to be shipped.
  await page.click('[data-testid=to-order-home]');
  await page.waitForSelector('[data-testid=order-stage]');
  await shot(page, 'order');
});

it('pays an activity fee by WeChat Pay', async () => {
  const shot = shooter('wechat-pay-activity');
  const owner = await registerUser('136');
  await runServerScript('a paid activity', 'paidActivity', owner.mobile, { title: '春季茶会', feeFen: 9_900, capacity: 30 });
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;

  await atHome(page);
  // The organiser's activities, as shared in a chat → the activity → 立即报名 → the form → 报名并支付.
  await page.goto(`/multipage/activity/list/${owner.phoneIdEcr}`);
  await page.waitForSelector('[data-testid=card-activity]:has-text("春季茶会")');
  await page.click('[data-testid=open-activity]');
  await page.waitForSelector('[data-testid=activity-detail]');
  expect(await text(page, '[data-testid=event-fee]')).toBe('¥99.00');
  await page.click('[data-testid=register]');
  await page.waitForURL('**/registerDetail/**');
  await page.waitForSelector('[data-testid=reg-form]');
  await page.fill('#f-name', '王小明');
  await page.fill('#f-mobile', '13800138000');
  await page.locator('[data-testid=reg-form] input[name]').nth(2).fill('星辰科技');
  await shot(page, 'register-form');
  await page.click('[data-testid=reg-submit]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]:has-text("¥99.00")');
  expect(await page.isChecked('[data-testid=method-wxpay] input')).toBe(true);
  await shot(page, 'pay-screen');

  await page.click('[data-testid=pay-confirm]');
  await payOnSandboxPage(page, '99.00');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.waitForSelector('[data-testid=pay-success]', { timeout: 20_000 });
  expect(await text(page, '[data-testid=pay-success]')).toContain('支付成功');
  await shot(page, 'paid');
  expectAuthorisedThenPaid(w);

  // My registrations: this one, registered (paid).
  await page.click('[data-testid=to-order-home]');
  await page.waitForURL('**/activity/myRegistrations');
  await page.waitForSelector('[data-testid=my-registration]:has-text("春季茶会")');
  expect(await text(page, '[data-testid=my-registration]')).toContain('已报名');
  await shot(page, 'registered');
});

it('joins a paid circle by WeChat Pay', async () => {
  const shot = shooter('wechat-pay-circle');
  const owner = await registerUser('135');
  const name = `付费读书会${Date.now() % 10_000}`;
  const { cid } = await prepareUser(owner.mobile, { paidCircle: { name, joinPriceFen: 1990 } });
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;

  // Management centre → 我的圈子 → 搜索 → the circle's join page → pay.
  await atHome(page);
  await page.click('[data-testid=home-circles]');
  await page.waitForURL('**/multipage/circle/MyOrganizations');
  await page.click('[data-testid=circle-search]');
  await page.fill('[data-testid=search-input]', name);
  await page.click('[data-testid=search-submit]');
  await page.click('[data-testid=search-results] [data-testid=circle-item] a');
  await page.waitForURL(`**/multipage/circle/CircleJoinInfo/${cid}`);
  await page.click('[data-testid=join-pay]');
  await page.waitForSelector('[data-testid=circle-pay-price]');
  expect(await text(page, '[data-testid=circle-pay-price]')).toBe('¥19.90');
  expect(await page.isChecked('[data-testid=circle-method-wxpay] input')).toBe(true);
  await shot(page, 'pay-screen');

  await page.click('[data-testid=circle-pay-confirm]');
  await payOnSandboxPage(page, '19.90');
  // Back on the circle's pay screen, which checks the order, then opens the circle.
  await page.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`, { timeout: 20_000 });
  await page.waitForSelector('[data-testid=circle-members]');
  expect(await text(page, '[data-testid=circle-members]')).toBe('2位成员');
  await shot(page, 'joined');
  expectAuthorisedThenPaid(w);

  // My circle payments: paid.
  await page.goto('/multipage/circle/payments');
  await page.waitForSelector('[data-testid=circle-payment]');
  expect(await text(page, '[data-testid=circle-payment]')).toContain(name);
});
