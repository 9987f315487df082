import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launch, shooter } from './support/browser';
import { WECHAT_UA, newPayer, openVipOrder } from './support/wechat-pay';

/**
 * Issue 29, WeChat's own payment sheet (JSAPI through WeixinJSBridge). The local pay sandbox always answers its H5
 * page, so here the start call is answered as real WeChat Pay answers a payer with an openid ({channel: 'jsapi'})
 * and the page gets a stand-in WeixinJSBridge that answers cancel, fail or ok as told: cancel says 已取消支付 and
 * keeps the user on the order, ready to pay again; fail says so without "支付失败" and keeps the order; ok goes to
 * the result screen, which asks the server. `resume=wxpay` starts the sheet by itself exactly once and leaves the URL.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
const JSAPI = { appId: 'wxsandbox0000001', timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx_e2e', signType: 'RSA', paySign: 'c2lnbg' };

/** The start call answered with a JSAPI start; the bodies sent are kept. */
async function answerJsapi(page: Page) {
  const bodies: URLSearchParams[] = [];
  await page.route('**/vip/vipOrderPay.xhtml', async (route: Route) => {
    bodies.push(new URLSearchParams(route.request().postData() ?? ''));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 200, code: 'OK', msg: 'ok', resultSets: { channel: 'jsapi', jsapi: JSAPI } }) });
  });
  // WeChat's bridge, answering what localStorage['e2e.sheet'] says; each invoke is counted.
  await page.context().addInitScript(() => {
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (name: string, params: { package: string }, cb: (r: { err_msg: string }) => void) => {
        localStorage.setItem('e2e.invokes', String(Number(localStorage.getItem('e2e.invokes') ?? '0') + 1));
        localStorage.setItem('e2e.invoked', `${name} ${params.package}`);
        setTimeout(() => cb({ err_msg: `get_brand_wcpay_request:${localStorage.getItem('e2e.sheet') ?? 'cancel'}` }), 200);
      },
    };
  });
  return bodies;
}
const sheetWill = (page: Page, answer: 'ok' | 'cancel' | 'fail') => page.evaluate((a) => localStorage.setItem('e2e.sheet', a), answer);
const invokes = async (page: Page) => Number(await page.evaluate(() => localStorage.getItem('e2e.invokes') ?? '0'));

it("WeChat's sheet: cancel and fail keep the order payable; ok goes to the result screen", async () => {
  const shot = shooter('wechat-pay-jsapi');
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;
  const bodies = await answerJsapi(page);
  await openVipOrder(page);
  const payUrl = page.url();
  const confirm = await text(page, '[data-testid=pay-confirm]');

  // Cancelled in the sheet: 已取消支付, still on the order, the button ready again.
  await sheetWill(page, 'cancel');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=toast]:has-text("已取消支付")');
  expect(bodies[0]?.get('channel')).toBe('jsapi');
  expect(await page.evaluate(() => localStorage.getItem('e2e.invoked'))).toBe('getBrandWCPayRequest prepay_id=wx_e2e');
  await page.waitForSelector('[data-testid=pay-confirm]:not([disabled])');
  expect(page.url()).toBe(payUrl);
  expect(await text(page, '[data-testid=pay-confirm]')).toBe(confirm);
  await shot(page, 'sheet-cancelled');

  // The sheet failed: said in plain words, the order stays.
  await sheetWill(page, 'fail');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=toast]:has-text("微信支付没有完成")');
  await page.waitForSelector('[data-testid=pay-confirm]:not([disabled])');
  expect(page.url()).toBe(payUrl);
  await shot(page, 'sheet-failed');

  // ok: the result screen asks the server (here nothing was paid, so it says so and offers to pay again).
  await sheetWill(page, 'ok');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.waitForSelector('[data-testid=pay-not-paid]', { timeout: 20_000 });
  await page.waitForSelector('[data-testid=pay-again]');
  expect(bodies.map((b) => b.get('channel'))).toEqual(['jsapi', 'jsapi', 'jsapi']);
  expect(w.saw).toEqual([]);
});

it('resume=wxpay opens the sheet by itself once and leaves the URL', async () => {
  const w = await newPayer(browser, WECHAT_UA);
  const { page } = w;
  const bodies = await answerJsapi(page);
  // An open order: the management centre → VIP → a plan makes it.
  const orderPath = await openVipOrder(page);

  await sheetWill(page, 'cancel');
  await page.goto(`${orderPath}?resume=wxpay`);
  await page.waitForSelector('[data-testid=toast]:has-text("已取消支付")');
  expect(new URL(page.url()).pathname).toBe(orderPath);
  expect(new URL(page.url()).search).toBe('');
  // The development build's StrictMode would run the effect twice: one start, one sheet all the same.
  await page.waitForTimeout(500);
  expect(bodies).toHaveLength(1);
  expect(await invokes(page)).toBe(1);
  expect(w.saw).toEqual([]);
});
