import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIMITS } from '@card/contract';
import { prepareUser } from './support/prepare';
import { launch, registerUser, shooter, signedInPhone } from './support/browser';

/**
 * A paid circle at 375x667: a payer with wallet money opens the circle's pay screen (price, term, refund window, fee
 * rule), pays 19.90 yuan from the wallet after a wrong transaction password, lands on the circle's home and sees the
 * payment (refundable) in their circle payments; the owner opens the wallet's frozen list and sees 90% (17.91 yuan)
 * as circle income.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

it('pays to join a circle from the wallet; the owner sees 90% as frozen circle income', async () => {
  const shot = shooter('circle-pay');
  const owner = await registerUser('135');
  const { cid } = await prepareUser(owner.mobile, { paidCircle: { name: '付费读书会', joinPriceFen: 1990 } });
  const { page, user } = await signedInPhone(browser, { prefix: '138' });
  await prepareUser(user.mobile, { fundFen: 10_000, txPwd: '123456' });

  // The circle's join page (core part) → pay: the price in yuan, the term, the refund window, the fee rule.
  await page.goto(`/multipage/circle/CircleJoinInfo/${cid}`);
  await page.click('[data-testid=join-pay]');
  await page.waitForURL(`**/multipage/circle/pay?cid=${cid}&kind=join`);
  await page.waitForSelector('[data-testid=circle-pay-price]');
  expect(await text(page, '[data-testid=circle-pay-name]')).toBe('付费读书会');
  expect(await text(page, '[data-testid=circle-pay-price]')).toBe('¥19.90');
  expect(await text(page, '[data-testid=circle-pay-term]')).toContain(`有效期${LIMITS.circle.paidTermDays}天`);
  expect(await text(page, '[data-testid=circle-pay-refund-window]')).toBe('付款后24小时内可申请退款');
  // The platform's fee is between it and the owner: the payer is not shown the split (issue 32).
  expect(await page.locator('[data-testid=circle-pay-fee-rule]').count()).toBe(0);
  expect(await text(page, '[data-testid=circle-pay-balance]')).toContain('¥100.00');
  expect(await page.isChecked('[data-testid=circle-method-wallet] input')).toBe(true);
  await shot(page, 'pay-screen');

  // A wrong password answers the catalogue message; the right one pays and opens the circle's home.
  await page.click('[data-testid=circle-pay-confirm]');
  await page.waitForSelector('[data-testid=txpwd-input]');
  expect(await text(page, '[data-testid=txpwd-summary]')).toContain('¥19.90');
  await page.fill('[data-testid=txpwd-input]', '654321');
  // The one payment sheet says it under its boxes, with the tries left (no toast repeats it).
  await page.waitForSelector('[data-testid=txpwd-sheet] .field-msg:has-text("交易密码错误")');
  await shot(page, 'wrong-password');
  await page.fill('[data-testid=txpwd-input]', '123456');
  await page.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`);
  // (The circle home is the bulletin part's screen; its own journey photographs and checks it.)

  // My circle payments: paid, the term, refundable until a day later.
  await page.goto('/multipage/circle/payments');
  await page.waitForSelector('[data-testid=circle-payment]');
  expect(await text(page, '[data-testid=circle-payment-title]')).toBe('加入圈子「付费读书会」');
  expect(await text(page, '[data-testid=circle-payment-state]')).toContain('已付款');
  expect(await text(page, '[data-testid=circle-payment-refundable]')).toContain('前可申请退款');
  expect(await page.isVisible('[data-testid=circle-payment-refund]')).toBe(true);
  await shot(page, 'payments');

  // The owner: wallet → frozen list → circle income of 90%.
  const o = await signedInPhone(browser, { user: owner });
  await o.page.goto('/multipage/acc/acc_home');
  await o.page.click('[data-testid=home-wallet]');
  await o.page.waitForURL('**/multipage/cpl/index');
  await o.page.click('[data-testid=wallet-frozen-list]');
  await o.page.waitForSelector('[data-testid=frozen-list]');
  const row = await text(o.page, '[data-testid=frozen-list] li');
  expect(row).toContain('圈子收入（付费加入）');
  expect(row).toContain('¥17.91');
  await shot(o.page, 'owner-frozen-income');

  // A second payer with an empty wallet: WeChat Pay (the sandbox's H5 page) comes back to the pay screen, which
  // confirms the payment and opens the circle's home.
  const w = await signedInPhone(browser, { prefix: '138' });
  await w.page.goto(`/multipage/circle/pay?cid=${cid}&kind=join`);
  await w.page.waitForSelector('[data-testid=circle-wallet-short]');
  expect(await w.page.isChecked('[data-testid=circle-method-wxpay] input')).toBe(true);
  await w.page.click('[data-testid=circle-pay-confirm]');
  await w.page.waitForURL('**/sandbox/wxpay/pay**');
  expect(await w.page.textContent('body')).toContain('19.90');
  await w.page.click('button:has-text("确认支付")');
  await w.page.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`, { timeout: 20_000 });
  // The WeChat Pay return lands on the circle with the same receipt as a wallet payment (issue 32).
  await w.page.waitForSelector('[data-testid=circle-receipt] [data-testid=receipt-amount]:has-text("¥19.90")');

  // Inside the window the payment is refunded at once (tap, confirm): the money goes back through WeChat Pay.
  await w.page.goto('/multipage/circle/payments');
  await w.page.waitForSelector('[data-testid=circle-payment-refund]');
  await w.page.click('[data-testid=circle-payment-refund]');
  expect(await text(w.page, '.confirm-text')).toContain('¥19.90');
  await w.page.click('[data-testid=circle-payment-refund]');
  await w.page.waitForSelector('[data-testid=toast]:has-text("退款成功")');
  await w.page.waitForSelector('[data-testid=circle-payment-state]:has-text("已退款")');
  expect(await w.page.isVisible('[data-testid=circle-payment-refund]')).toBe(false);
  await shot(w.page, 'refunded');
});
