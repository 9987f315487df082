import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { phone } from './phone';
import { registerUser, signIn, type E2eUser } from './session';

/** WeChat's in-app browser on an iPhone (the user agent says MicroMessenger): the app pays there through JSAPI. */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
/** An ordinary phone browser (Safari on an iPhone): WeChat Pay there is the H5 page, no authorisation. */
export const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Version/17.0 Mobile/15E148 Safari/604.1';

export interface Watched {
  page: Page;
  user: E2eUser;
  /** Every page the browser was sent to (redirects included), in order. */
  visited: string[];
  /** Every toast shown, and every time some page showed one of the watched words. */
  toasts: string[];
  saw: string[];
}

/**
 * A brand-new user (registered through the real calls, no openid, no VIP, empty wallet) on a 375x667 phone with this
 * user agent, signed in; the journey's navigations, toasts and any page showing `watch` (支付失败 by default) are
 * recorded across page loads, so a journey can say what the user never saw.
 */
export async function newPayer(browser: Browser, userAgent: string, watch: readonly string[] = ['支付失败']): Promise<Watched> {
  const user = await registerUser('139');
  const { context, page } = await phone(browser, { userAgent });
  await signIn(page, user.token);
  const visited: string[] = [];
  const toasts: string[] = [];
  const saw: string[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) visited.push(req.url());
  });
  await context.exposeBinding('__e2eSaw', (_src, kind: 'toast' | 'word', text: string) => {
    (kind === 'toast' ? toasts : saw).push(text);
  });
  await context.addInitScript((words: readonly string[]) => {
    const report = (window as unknown as { __e2eSaw: (kind: string, text: string) => void }).__e2eSaw;
    const shownToasts = new WeakSet<Element>();
    const look = () => {
      document.querySelectorAll('[data-testid=toast]').forEach((el) => {
        if (shownToasts.has(el)) return;
        shownToasts.add(el);
        void report('toast', el.textContent ?? '');
      });
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (innerText skips hidden parts), which is what the user reads
      const body = document.body?.innerText ?? '';
      for (const w of words) if (body.includes(w)) void report('word', `${w} @ ${location.pathname}${location.search}`);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('DOMContentLoaded', look);
  }, watch);
  return { page, user, visited, toasts, saw };
}

/** The local WeChat Pay sandbox's cashier: shows the amount, then confirms (or cancels) and goes back to the app. */
export async function payOnSandboxPage(page: Page, amount: string, action: 'confirm' | 'cancel' = 'confirm') {
  await page.waitForURL('**/sandbox/wxpay/pay**');
  await page.waitForSelector('button.pay');
  const body = (await page.textContent('body')) ?? '';
  if (!body.includes(amount)) throw new Error(`the sandbox pay page does not show ${amount}: ${body.slice(0, 200)}`);
  // After a cancel the app's result screen asks the server until it gives up (untilNotPaid): its document starts on
  // Playwright's clock, which runs as the real one until a journey moves it on.
  if (action === 'cancel') await page.clock.install();
  await page.click(action === 'confirm' ? 'button.pay' : 'button.cancel');
}

/**
 * Waits for the result screen's "not paid" verdict after a cancel on the cashier. The app gives it once it has asked
 * the server PAY_POLL.times times, PAY_POLL.everyMs apart (features/orders/api.ts: 5 x 1.5 s); the phone's clock
 * (installed by payOnSandboxPage) is moved on past each interval instead of waited out, so every ask is still sent
 * and answered, and the verdict still comes from the answers.
 */
export async function untilNotPaid(page: Page, verdict: string) {
  await expect
    .poll(
      async () => {
        if (await page.locator(verdict).count()) return true;
        await page.clock.fastForward(2_000); // at least the app's interval between asks
        return false;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
}

/** Paths of the navigations, for readable assertions (`/multipage/...`, `/sandbox/...`). */
export const pathsOf = (visited: string[]) =>
  visited.map((u) => {
    const x = new URL(u);
    return `${x.pathname}${x.search}`;
  });

/** Management centre → VIP → the 1-year plan: a new open order on the shared pay screen (its path answered). */
export async function openVipOrder(page: Page): Promise<string> {
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-vip]');
  await page.click('[data-testid=plan-vip1y]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]');
  return new URL(page.url()).pathname;
}

/** Management centre → tile 54 → the owner's video home → 更多 → 高级版: the premium screen. */
export async function openPremium(page: Page) {
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="54"] button');
  await page.waitForURL('**/microvideo/index');
  await page.click('[data-testid=vl-more]');
  await page.click('[data-testid=vl-go-premium]');
  await page.waitForURL('**/microvideo/premium');
  await page.waitForSelector('[data-testid=vm-premium]');
}
