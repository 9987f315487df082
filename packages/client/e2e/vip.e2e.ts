import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { prepareUser } from './support/prepare';
import { LIMITS } from '@card/contract';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';

/**
 * Editions and money at 375x667: buy a 2-year VIP from the management centre through WeChat Pay (the local
 * sandbox's pay page), see the VIP state change, ask for a refund and withdraw it; pay a 1-year VIP from the wallet
 * after a wrong transaction password; a plain user opening the refund review sees "no permission".
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
const toast = (page: Page, words: string) => page.waitForSelector(`[data-testid=toast]:has-text("${words}")`);

it('buys VIP through the WeChat Pay sandbox, asks for a refund and withdraws it', async () => {
  const shot = shooter('vip');
  const { page } = await signedInPhone(browser, { prefix: '137' });

  // Management centre → the VIP line → VIP centre: no VIP yet, the plans, the offers and the refund window.
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]');
  expect(await text(page, '[data-testid=home-vip-action]')).toBe('开通VIP');
  await page.click('[data-testid=home-vip]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.waitForSelector('[data-testid=plan-vip2y]');
  expect(await text(page, '[data-testid=vip-state-line]')).not.toContain('有效期至');
  expect(await text(page, '[data-testid=plan-vip2y]')).toContain('¥358.00');
  expect(await text(page, '[data-testid=vip-offers]')).toContain('首次开通2年VIP，加送半年');
  expect(await text(page, '[data-testid=refund-window]')).toContain(`付款后${LIMITS.money.refundWindowDays}天内可申请退款`);
  await shot(page, 'vip-centre');

  // The 2-year plan → the pay screen: the amount, the empty wallet disabled with its reason, WeChat Pay chosen.
  await page.click('[data-testid=plan-vip2y]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]');
  expect(await text(page, '[data-testid=pay-amount]')).toBe('¥358.00');
  expect(await text(page, '[data-testid=wallet-short]')).toContain('余额不足');
  expect(await page.isDisabled('[data-testid=method-wallet] input')).toBe(true);
  expect(await page.isChecked('[data-testid=method-wxpay] input')).toBe(true);
  await shot(page, 'pay-wxpay');

  // WeChat Pay outside WeChat is the H5 page: locally the sandbox's, which confirms and comes back.
  await page.click('[data-testid=pay-confirm]');
  await page.waitForURL('**/sandbox/wxpay/pay**');
  await page.waitForSelector('button:has-text("确认支付")');
  expect(await page.textContent('body')).toContain('358.00');
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.screenshots/vip/02b-sandbox-pay-page.png') });
  await page.click('button:has-text("确认支付")');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.waitForSelector('[data-testid=pay-success-vip]', { timeout: 20_000 });
  expect(await text(page, '[data-testid=pay-success]')).toContain('支付成功');
  expect(await text(page, '[data-testid=pay-success-vip]')).toContain('VIP有效期至');
  await shot(page, 'pay-success');

  // The VIP centre and the management centre show the new state.
  await page.click('[data-testid=to-vip-centre]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.waitForSelector('[data-testid=vip-state-line]:has-text("VIP有效期至")');
  expect(await text(page, '[data-testid=vip-open]')).toBe('续费');
  await page.click('[data-testid=vip-to-home]');
  await page.waitForURL('**/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=home-vip-action]:has-text("续费")');
  expect(await text(page, '[data-testid=home-vip]')).toMatch(/VIP 剩余\d+天/);
  await shot(page, 'home-vip-active');

  // My orders → the paid order → refund: amount, deadline, the reason with its counter; an empty reason is refused.
  await page.click('[data-testid=home-orders]');
  await page.waitForURL('**/multipage/vip/orders');
  await page.waitForSelector('[data-testid=order-state]:has-text("已付款")');
  await shot(page, 'orders-paid');
  await page.click('[data-testid=order-refund]');
  await page.waitForURL('**/multipage/vip/refund/**');
  await page.waitForSelector('[data-testid=refund-form]');
  expect(await text(page, '[data-testid=refund-amount]')).toBe('¥358.00');
  expect(await text(page, '[data-testid=refund-deadline]')).toContain('前申请');
  await page.click('[data-testid=refund-submit]');
  await page.waitForSelector('#f-reason-err');
  expect(await text(page, '#f-reason-err')).toContain('退款原因');
  await page.fill('[data-testid=refund-reason]', '买错了套餐');
  expect(await text(page, '#f-reason-count')).toBe(`5/${LIMITS.money.refundReasonMax}`);
  await shot(page, 'refund-form');
  await page.click('[data-testid=refund-submit]');
  await toast(page, '退款申请已提交');
  await page.waitForSelector('[data-testid=refund-pending]');
  expect(await text(page, '[data-testid=refund-order-state]')).toBe('退款申请审核中');
  await shot(page, 'refund-pending');

  // Withdraw it (asked once more first): the order is paid again and may be refunded later.
  await page.click('[data-testid=refund-revoke]');
  await page.click('[data-testid=refund-revoke]');
  await toast(page, '退款申请已撤销');
  await page.waitForSelector('[data-testid=refund-form]');
  expect(await page.locator('[data-testid=refund-pending]').count()).toBe(0);
  await shot(page, 'refund-revoked');

  // The refunds screen (its first tab) lists the order as refundable again.
  await page.click('[data-testid=to-refunds]');
  await page.waitForURL('**/multipage/acc/acc_home_mineRefund/notRefund');
  await page.waitForSelector('[data-testid=refund-list-notRefund] [data-testid=order-state]:has-text("已付款")');
  await shot(page, 'refunds-tab');
  await page.click('[data-testid=tab-refunded]');
  await page.waitForURL('**/acc_home_mineRefund/refunded');
  await page.waitForSelector('[data-testid=refund-empty]');
});

it('pays a VIP from the wallet after a wrong transaction password; refund review is refused to a plain user', async () => {
  const shot = shooter('vip-wallet');
  const user = await registerUser('135');
  await prepareUser(user.mobile, { fundFen: 100_000, txPwd: '123456' });
  const { page } = await signedInPhone(browser, { user });

  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-vip-action]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.click('[data-testid=plan-vip1y]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=method-wallet]:has-text("可用余额 ¥1000.00")');
  expect(await page.isChecked('[data-testid=method-wallet] input')).toBe(true);
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=txpwd-sheet]');
  await page.fill('#f-txPwd', '654321');
  await page.waitForSelector('[data-testid=txpwd-sheet] .field-msg:has-text("交易密码错误")');
  await shot(page, 'wrong-password');
  await page.fill('#f-txPwd', '123456');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.waitForSelector('[data-testid=pay-success-vip]');
  expect(await text(page, '[data-testid=pay-success-vip]')).toContain('VIP有效期至');
  await shot(page, 'wallet-paid');

  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  await page.goto('/multipage/vip/refundAdmin');
  await page.waitForSelector('[data-testid=refund-admin-denied]');
  expect(await text(page, '[data-testid=refund-admin-denied]')).toContain('没有权限');
  await shot(page, 'refund-admin-denied');

  // The payer asks for a refund; customer service finds the row in the management centre and approves it.
  const asked = await apiPost('/vip/applyRefundVipOrder.xhtml', { orderId, reason: '不需要了' }, user.token);
  expect(asked.status).toBe(200);
  const staff = await registerUser('134');
  await prepareUser(staff.mobile, { role: 'customerService' });
  const cs = await signedInPhone(browser, { user: staff });
  await cs.page.goto('/multipage/acc/acc_home');
  await cs.page.click('[data-testid=home-refund-admin]');
  await cs.page.waitForURL('**/multipage/vip/refundAdmin');
  await cs.page.waitForSelector('[data-testid=pending-refunds] li:has-text("不需要了")');
  await shot(cs.page, 'refund-review');
  const row = cs.page.locator('[data-testid=pending-refunds] li', { hasText: '不需要了' });
  await row.locator('[data-testid=approve-refund]').click();
  await row.locator('[data-testid=approve-refund]').click();
  await toast(cs.page, '已同意退款');
  await cs.page.waitForSelector('li:has-text("不需要了")', { state: 'detached' });
  await cs.context.close();

  // The payer sees the order refunded to the wallet, in the refunded tab.
  await page.goto(`/multipage/vip/refund/${orderId}`);
  await page.waitForSelector('[data-testid=refund-done]:has-text("钱包余额")');
  await page.goto('/multipage/acc/acc_home_mineRefund/refunded');
  await page.waitForSelector('[data-testid=refund-list-refunded] [data-testid=order-state]:has-text("已退款")');
  await shot(page, 'refunded-tab');
});

it('more services, printed cards with field errors, enterprise edition and the registration offers', async () => {
  const shot = shooter('vip-more');
  const { page } = await signedInPhone(browser, { prefix: '133' });
  await page.goto('/multipage/vip/vipCentre');
  await page.click('[data-testid=vip-link-more]');
  await page.waitForURL('**/multipage/vip/setMeal');
  await page.waitForSelector('[data-testid=line-printedCards]');
  await shot(page, 'set-meal');

  // Printed cards: the address form refuses empty fields under each field, then orders 2 boxes.
  await page.click('[data-testid=plan-printedCards]');
  await page.waitForURL('**/multipage/vip/printedCards');
  expect(await text(page, '[data-testid=printed-intro]')).toContain('500张一盒，每盒50.00元，包邮');
  await page.click('[data-testid=printed-submit]');
  await page.waitForSelector('#f-receiver-err');
  expect(await page.locator('.field-msg').count()).toBeGreaterThanOrEqual(5);
  await shot(page, 'printed-errors');
  await page.click('button[aria-label="增加一盒"]');
  expect(await text(page, '[data-testid=printed-total]')).toBe('合计 ¥100.00');
  await page.fill('#f-receiver', '张三');
  await page.fill('#f-mobile', '138 0013 8000');
  await page.fill('#f-province', '广东省');
  await page.fill('#f-city', '深圳市');
  await page.fill('#f-address', '南山区科技园1号');
  await page.click('[data-testid=printed-submit]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]:has-text("¥100.00")');

  await page.goto('/multipage/vip/vipCentre');
  await page.click('[data-testid=vip-link-enterprise]');
  await page.waitForSelector('[data-testid=enterprise-plans] [data-testid=plan-ent10]');
  expect(await text(page, '[data-testid=plan-ent10]')).toContain('10个员工名额');
  await shot(page, 'enterprise');

  // Registration offers: complete the card for the temporary VIP trial (back to the VIP centre the way the user
  // goes, not a new load of it).
  await page.goBack();
  await page.click('[data-testid=vip-link-register-vip]');
  await page.waitForURL('**/multipage/register/registerVip');
  await page.waitForSelector('[data-testid=register-plans]');
  await page.fill('#f-name', '李四');
  await pick(page, 'register-industry', { index: 0 });
  await page.fill('#f-company', '四方科技');
  await page.click('[data-testid=register-info-submit]');
  await page.waitForSelector('[data-testid=trial-granted]');
  await shot(page, 'register-vip');
  await page.click('[data-testid=to-vip-centre]');
  await page.waitForSelector('[data-testid=vip-hero] [data-testid=vip-state]:has-text("临时VIP剩余")');
  await shot(page, 'temporary-countdown');
});
