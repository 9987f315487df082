import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LIMITS } from '@card/contract';
import { apiPost, launch, phone, registerUser, shooter, smsCode } from './support/browser';

/**
 * Password login locked by wrong passwords (anyone who knows the phone can cause it): the login screen says so,
 * names SMS-code login and switches to it, and the owner gets in with the code.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('shows the lock, switches to SMS-code login and lets the owner in with the code', async () => {
  const shot = shooter('lockout');
  const user = await registerUser('135');
  // Someone else's wrong guesses, one short of the lock.
  for (let i = 1; i < LIMITS.auth.loginMaxFailures; i++) {
    expect((await apiPost('/acc/userLogin.xhtml', { phone: user.mobile, password: `guess${i}x`, agree: 'true' })).code).toBe('BAD_CREDENTIALS');
  }

  const { page } = await phone(browser);
  await page.goto('/multipage/acc/login');
  await page.fill('#f-phone', user.mobile);
  await page.fill('input[name=password]', 'guess999');
  await page.check('input[name=agree]');
  await page.click('[data-testid=login-submit]');

  const notice = await page.waitForSelector('[data-testid=password-locked]');
  expect(await notice.textContent()).toBe('密码登录暂时锁定，已为您切换到验证码登录。');
  // The catalogue message says why and for how long.
  await page.waitForSelector(`[data-testid=toast]:has-text("已锁定${LIMITS.auth.loginLockMinutes}分钟，可使用短信验证码登录")`);
  expect(await page.getAttribute('[role=tab]:has-text("验证码登录")', 'aria-selected')).toBe('true');
  expect(await page.isVisible('input[name=password]')).toBe(false);
  expect(await page.inputValue('#f-phone')).toBe(user.mobile);
  await shot(page, 'locked-switched-to-code');

  await page.click('[data-testid=get-code]');
  await page.waitForSelector('[data-testid=toast]:has-text("验证码已发送")');
  await page.fill('input[name=code]', await smsCode(user.mobile));
  await page.click('[data-testid=login-submit]');
  await page.waitForURL('**/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]');
  await shot(page, 'logged-in-by-code');
});
