import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter } from './support/browser';
import { prepareUser } from './support/prepare';
import { MOBILE_UA, WECHAT_UA, newPayer, openPremium, openVipOrder, pathsOf, payOnSandboxPage, untilNotPaid } from './support/wechat-pay';

/**
 * Issue 29, no dead ends inside WeChat: a new payer of a paid circle and of micro video premium goes through the
 * silent authorisation, cancels on the cashier and comes back to the area's return check, which says the payment
 * did not arrive and offers 再查一次 and 重新支付; paying again (no second authorisation) completes the purchase.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
const authorisations = (visited: string[]) => pathsOf(visited).filter((p) => p.startsWith('/sandbox/wechat/authorize')).length;

it('circle: cancelled on the cashier, the return check offers 重新支付, which joins', async () => {
  const shot = shooter('wechat-pay-circle-cancel');
  const owner = await registerUser('135');
  const { cid } = await prepareUser(owner.mobile, { paidCircle: { name: '周末徒步会', joinPriceFen: 990 } });
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;

  await page.goto(`/multipage/circle/CircleJoinInfo/${cid}`);
  await page.click('[data-testid=join-pay]');
  await page.waitForSelector('[data-testid=circle-pay-price]');
  await page.click('[data-testid=circle-pay-confirm]');
  await payOnSandboxPage(page, '9.90', 'cancel');
  expect(authorisations(w.visited)).toBe(1);

  await page.waitForURL(`**/multipage/circle/pay?cid=${cid}&kind=join&orderId=*`);
  await untilNotPaid(page, '[data-testid=pay-return-not-paid]');
  expect(await text(page, '[data-testid=pay-return-not-paid]')).toContain('暂未收到付款');
  await shot(page, 'not-paid');

  await page.click('[data-testid=pay-return-again]');
  await page.waitForURL(`**/multipage/circle/pay?cid=${cid}&kind=join`);
  await page.waitForSelector('[data-testid=circle-pay-price]:has-text("¥9.90")');
  await page.click('[data-testid=circle-pay-confirm]');
  await payOnSandboxPage(page, '9.90');
  await page.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`, { timeout: 20_000 });
  await page.waitForSelector('[data-testid=circle-members]:has-text("2位成员")');
  expect(authorisations(w.visited)).toBe(1);
  expect(w.saw).toEqual([]);
});

it('micro video premium: resumes after the authorisation, a cancel comes back to 重新支付, paying shows premium', async () => {
  const shot = shooter('wechat-pay-premium');
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;
  await prepareUser(w.user.mobile, { vip: true });

  // Management centre → tile 54 → the video home → 更多 → 高级版 → 微信支付.
  await openPremium(page);
  await page.click('[data-testid=vm-method-wxpay]');
  await shot(page, 'premium');
  await page.click('[data-testid=vm-buy]');
  await payOnSandboxPage(page, '99.00', 'cancel');
  expect(authorisations(w.visited)).toBe(1);

  await page.waitForURL('**/microvideo/premium?orderId=*');
  await untilNotPaid(page, '[data-testid=pay-return-not-paid]');
  await shot(page, 'not-paid');
  await page.click('[data-testid=pay-return-again]');
  await page.waitForSelector('[data-testid=vm-premium]');
  expect(new URL(page.url()).search).toBe('');
  await page.click('[data-testid=vm-method-wxpay]');
  await page.click('[data-testid=vm-buy]');
  await payOnSandboxPage(page, '99.00');
  await page.waitForURL('**/microvideo/premium**');
  await page.waitForSelector('[data-testid=vm-premium-until]', { timeout: 20_000 });
  expect(await text(page, '[data-testid=vm-premium-until]')).toContain(String(new Date().getFullYear() + 1));
  await shot(page, 'paid');
  expect(authorisations(w.visited)).toBe(1);
  expect(w.saw).toEqual([]);
});

it('an order closed while the cashier was open: the result screen says nothing was charged and leads on', async () => {
  const shot = shooter('wechat-pay-closed');
  const w = await newPayer(browser, MOBILE_UA);
  const { page } = w;
  const orderId = decodeURIComponent((await openVipOrder(page)).split('/').pop()!);
  await page.click('[data-testid=pay-confirm]');
  await page.waitForURL('**/sandbox/wxpay/pay**');
  // Meanwhile the order is cancelled (another tab, or its time ran out).
  expect((await apiPost('/vip/closeVipOrder.xhtml', { orderId }, w.user.token)).status).toBe(200);
  await page.click('button.cancel');
  await page.waitForURL(`**/multipage/vip/paySuccess?orderId=${orderId}`);
  await page.waitForSelector('[data-testid=pay-closed]');
  expect(await text(page, '[data-testid=pay-closed]')).toContain('没有扣款');
  await shot(page, 'closed');
  await page.click('[data-testid=to-vip-centre]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.waitForSelector('[data-testid=plan-vip1y]');
  expect(w.saw).toEqual([]);
});
