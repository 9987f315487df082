import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { prepareUser } from './support/prepare';
import { LIMITS } from '@card/contract';
import { launch, shooter, signedInPhone } from './support/browser';

/**
 * The wallet at 375x667, every step by tapping from the management centre: see the balance, bind the withdrawal
 * WeChat (the local WeChat answers the authorization at once), withdraw with the transaction password and see the
 * record; then golden keys: unlock a locked module from the management centre's sheet (the tile then opens) and
 * exchange keys for VIP time.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
const toast = (page: Page, words: string) => page.waitForSelector(`[data-testid=toast]:has-text("${words}")`);
const M = LIMITS.money;

it('wallet: balance, bind WeChat, withdraw with the transaction password; golden keys: unlock a module, exchange for VIP', async () => {
  const shot = shooter('wallet');
  const { page, user } = await signedInPhone(browser, { prefix: '136' });
  // Registration gave the welcome keys; together with these: one unlock, then one exchange.
  await prepareUser(user.mobile, { fundFen: 50_000, keys: M.unlockModuleKeys + M.exchangeKeys - M.registerWelcomeKeys, txPwd: '123456' });

  // Management centre → 我的钱包: the balance.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-wallet]');
  await page.waitForURL('**/multipage/cpl/index');
  await expect.poll(() => text(page, '[data-testid=wallet-available]')).toBe('¥500.00');
  expect(await text(page, '[data-testid=wallet-bind-state]')).toContain('未绑定');
  await shot(page, 'wallet-home');

  // Bind the withdrawal WeChat.
  await page.click('[data-testid=wallet-bind]');
  await page.waitForURL('**/cpl/bindWechat');
  await page.click('[data-testid=bind-start]');
  // The WeChat sandbox asks for the profile (snsapi_userinfo): 允许.
  await page.waitForURL('**/sandbox/wechat/authorize**');
  await page.click('button:has-text("允许")');
  await toast(page, '已绑定提现微信');
  expect(await text(page, '[data-testid=bind-state]')).toMatch(/^微信用户/);
  await shot(page, 'bind-wechat');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/cpl/index');

  // Withdraw 12.34 yuan: the limits are shown, one fen under the minimum is flagged, the password sheet confirms.
  await page.click('[data-testid=wallet-withdraw]');
  await page.waitForURL('**/cpl/withdraw');
  expect(await text(page, '[data-testid=withdraw-limits]')).toContain(`单笔最低 ¥${(M.withdrawMinFen / 100).toFixed(2)}`);
  await page.fill('[data-testid=withdraw-amount]', '0.99');
  expect(await text(page, '[data-testid=withdraw-error]')).toContain('单笔最低提现');
  await page.fill('[data-testid=withdraw-amount]', '12.34');
  await page.click('[data-testid=withdraw-submit]');
  await page.waitForSelector('[data-testid=txpwd-sheet]');
  expect(await text(page, '[data-testid=txpwd-summary]')).toContain('¥12.34');
  await page.fill('[data-testid=txpwd-input]', '123456');
  await shot(page, 'withdraw-password');
  await page.click('[data-testid=txpwd-confirm]');
  await page.waitForSelector('[data-testid=withdraw-record]');
  expect(await text(page, '[data-testid=withdraw-record]')).toContain('¥12.34');
  await expect.poll(() => text(page, '[data-testid=withdraw-limits]')).toContain('可提现 ¥487.66');
  await shot(page, 'withdraw-record');

  // Management centre → 金钥匙: the count.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-golden-keys]');
  await page.waitForURL('**/key/goldenKeys');
  await expect.poll(() => text(page, '[data-testid=keys-count]')).toBe(String(M.unlockModuleKeys + M.exchangeKeys));
  await shot(page, 'golden-keys');

  // A locked module's sheet unlocks it with keys; the tile then opens (data analysis has no screen yet, so what
  // opens is its "coming soon" sheet) and is no longer locked.
  await page.click('[data-testid=back]');
  await page.waitForURL('**/acc/acc_home');
  await page.click('[data-module-id="45"] button');
  await page.waitForSelector('[data-testid=unlock-sheet]');
  await expect.poll(() => text(page, '[data-testid=unlock-keys]')).toContain(`${M.unlockModuleKeys + M.exchangeKeys} 把金钥匙`);
  expect(await page.getAttribute('[data-testid=unlock-vip]', 'href')).toBe('/multipage/vip/vipCentre');
  await shot(page, 'unlock-sheet');
  await page.click('[data-testid=unlock-with-keys]');
  await page.waitForSelector('[data-testid=soon-sheet]');
  await toast(page, '已解锁');
  await page.click('[data-testid=sheet-close]');
  await expect.poll(() => page.getAttribute('[data-module-id="45"]', 'class')).not.toContain('module-locked');
  await shot(page, 'module-unlocked');

  // Keys for VIP time.
  await page.click('[data-testid=home-golden-keys]');
  await expect.poll(() => text(page, '[data-testid=keys-count]')).toBe(String(M.exchangeKeys));
  await page.click('[data-testid=exchange-open]');
  await page.click('[data-testid=exchange-confirm]');
  await toast(page, '兑换成功');
  await expect.poll(() => text(page, '[data-testid=keys-count]')).toBe('0');
  await page.click('[data-testid=keys-tab-use]');
  await page.waitForSelector('[data-testid=keys-records] >> text=兑换VIP时长');
  await shot(page, 'golden-keys-after');
}, 120_000);
