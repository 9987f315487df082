import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, registerUser, shooter } from './support/browser';
import { runServerScript } from './support/server-script';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * Sharing inside WeChat (issue 29) at 375x667 with WeChat's user agent: a shared micro video opens with its real
 * title in the document the server sends (what WeChat and link previews read) and the JS-SDK share set-up signed
 * by the server, and the app still renders the video; on the public card, 存入通讯录 shows the two-tap guide with
 * its picture, the vCard link, and 复制全部信息 copies every shown field.
 */
const CARD = 'demoCard8xQ2mZ7vK1pL';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * WeChat's JS-SDK stands in for res.wx.qq.com (no outside network here): it records the config and the share
 * data the page's wx-share.js hands it, so the journey sees what WeChat would get.
 */
async function fakeJsSdk(page: Page) {
  await page.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__wx = {}; window.wx = { config: function (c) { window.__wx.config = c; }, ready: function (f) { f(); },
      updateAppMessageShareData: function (d) { window.__wx.friend = d; }, updateTimelineShareData: function (d) { window.__wx.moments = d; } };`,
    }),
  );
  // The title as parsed from the server's HTML, before the app's scripts run (they set each screen's own title).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __servedTitle: string }).__servedTitle = document.title;
    });
  });
}

it('a shared micro video in WeChat: its real title, the signed share set-up, and the app still shows it', async () => {
  const shot = shooter('share-shells');
  const owner = await registerUser('137');
  const { id } = await runServerScript('a shared micro video', 'sharedVideo', owner.mobile, { title: '茶园春色 <第一集>', intro: '清明前后的茶园，一片新绿。' });
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  await fakeJsSdk(page);
  const signed = page.waitForResponse((r) => r.url().endsWith('/acc/shareJsapi.xhtml'));
  await page.goto(`/multipage/microvideo/shortVideo/${id}#comments`);

  expect(await page.evaluate(() => (window as unknown as { __servedTitle: string }).__servedTitle)).toBe('茶园春色 <第一集>');
  expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe('茶园春色 <第一集>');
  expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('video.other');
  expect(await page.getAttribute('meta[property="og:image"]', 'content')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/video\/factory-.*\.jpg$/);

  // The app runs as before: the video screen with its title.
  await page.waitForSelector('[data-testid=vv-title]');
  expect(await page.textContent('[data-testid=vv-title]')).toBe('茶园春色 <第一集>');
  // WeChat's title bar reads document.title: the app keeps the item's own title on the shared screen.
  await page.waitForTimeout(300);
  expect(await page.title()).toBe('茶园春色 <第一集>');

  // WeChat's share card: signed for the page URL without its fragment, then set with the item's own words.
  const sig = (await (await signed).json()) as { status: number; resultSets: { url: string } };
  expect(sig.status).toBe(200);
  expect(sig.resultSets.url).toBe(page.url().split('#')[0]);
  await page.waitForFunction(() => !!(window as unknown as { __wx: { friend?: unknown } }).__wx?.friend);
  const wx = await page.evaluate(() => (window as unknown as { __wx: { config: { jsApiList: string[] }; friend: Record<string, string>; moments: Record<string, string> } }).__wx);
  expect(wx.config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
  expect(wx.friend).toMatchObject({ title: '茶园春色 <第一集>', desc: '清明前后的茶园，一片新绿。', link: expect.stringMatching(new RegExp(`/multipage/microvideo/shortVideo/${id}$`)) });
  expect(wx.moments.title).toBe('茶园春色 <第一集>');
  await shot(page, 'video-in-wechat');
  await context.close();
});

it('the public card in WeChat: 存入通讯录 shows the two-tap guide with its picture, the vCard link and 复制全部信息', async () => {
  const shot = shooter('share-shells-card');
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fakeJsSdk(page);
  await page.goto(`/multipage/card/${CARD}`);
  await page.waitForSelector('[data-testid=card-name]:has-text("张三")');
  await page.click('[data-testid=save-contact]');
  const guide = page.locator('[data-testid=wechat-hint][data-kind=download]');
  await guide.waitFor();
  expect(await guide.textContent()).toContain('点右上角的 ···');
  expect(await guide.textContent()).toContain('在浏览器打开');
  expect(await guide.textContent()).not.toContain('请在浏览器中打开');
  expect(await page.isVisible('[data-testid=save-guide-picture]')).toBe(true);
  expect(await page.getAttribute('[data-testid=save-guide-vcard]', 'href')).toBe(`/stc/${CARD}/card.vcf`);
  await shot(page, 'save-guide');

  await page.click('[data-testid=copy-all]');
  await page.waitForSelector('[data-testid=copy-status]:has-text("已复制")');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const line of ['姓名：张三', '公司：星辰科技有限公司', '手机：13800138000', '座机：010-88886666', '邮箱：zhangsan@example.com', `/multipage/card/${CARD}`]) {
    expect(copied).toContain(line);
  }
  await shot(page, 'copied');
  await page.click('[data-testid=wechat-hint][data-kind=download] >> text=我知道了');
  await guide.waitFor({ state: 'hidden' });
  await context.close();
});
