import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, baseURL, launch, phone, shooter, signedInPhone } from './support/browser';
import { axeViolations, smallTargets } from './support/a11y';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * Issue 8 items 15, 16 and 18 where the other journeys do not go: the management centre and the card editor in
 * English (lock icons beside long module names, plural forms), the public card's zoomable viewport, and the checks
 * themselves catching what they are meant to catch. Every screenshot runs the accessibility check (support/a11y.ts).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const english = (page: Page) => page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);

it('English management centre: no lock icon overlaps a module name; the editor says "1 item" and "2 items"', async () => {
  const shot = shooter('a11y-english');
  const { page, user } = await signedInPhone(browser, { prefix: '135' });
  await english(page);
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-module-id="62"]');
  await page.waitForSelector('text=Moments material');
  const tiles = page.locator('[data-module-id] .tile-locked');
  expect(await tiles.count()).toBeGreaterThan(5);
  for (const tile of await tiles.all()) {
    const lock = (await tile.locator('.tile-lock').boundingBox())!;
    const name = (await tile.locator('.tile-label').boundingBox())!;
    const apart = lock.x + lock.width <= name.x || name.x + name.width <= lock.x || lock.y + lock.height <= name.y || name.y + name.height <= lock.y;
    expect(apart, `${await tile.locator('.tile-label').textContent()}: lock ${JSON.stringify(lock)} name ${JSON.stringify(name)}`).toBe(true);
  }
  await shot(page, 'home-en');

  // One column, then two: the count follows English plural rules.
  const add = async (name: string) => {
    const res = await apiPost('/mpbase/addMpColumn.xhtml', { name, content: 'text' }, user.token);
    expect(res.status).toBe(200);
  };
  await add('About us');
  await page.goto('/multipage/acc/editMpBaseInformation');
  await expect.poll(() => page.textContent('[data-testid=value-columns]')).toBe('1 item');
  await shot(page, 'edit-card-en');
  await add('Services');
  await page.reload();
  await expect.poll(() => page.textContent('[data-testid=value-columns]')).toBe('2 items');
});

it('the public card lets visitors zoom and passes the checks in English too', async () => {
  const shot = shooter('a11y-card');
  const { page, context } = await phone(browser, { locale: 'en' });
  await english(page);
  await page.goto('/multipage/card/demoCard8xQ2mZ7vK1pL');
  await page.waitForSelector('[data-testid=card-name]');
  const viewport = await page.getAttribute('meta[name=viewport]', 'content');
  expect(viewport).toContain('width=device-width');
  expect(viewport).not.toMatch(/maximum-scale|user-scalable/);
  // The phone link is a whole tap target, not a 16 px line of text.
  const tel = (await page.locator('[data-testid=mobile]').first().boundingBox())!;
  expect(tel.height).toBeGreaterThanOrEqual(44);
  await shot(page, 'card-en');
  await context.close();
});

it('inside WeChat the card page configures the share card through the JS-SDK; elsewhere it loads none of it', async () => {
  // A stand-in for WeChat's JS-SDK (this network cannot reach res.wx.qq.com) that records what the page asks of it.
  const FAKE_SDK = `window.__wx = []; window.wx = {
    config: function (c) { __wx.push(['config', c]); },
    ready: function (f) { setTimeout(f, 0); },
    updateAppMessageShareData: function (d) { __wx.push(['friend', d]); },
    updateTimelineShareData: function (d) { __wx.push(['timeline', d]); } };`;
  // With the server's real Content-Security-Policy: the JS-SDK host, our served script and its call must pass it.
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA, bypassCSP: false });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  let sdkLoads = 0;
  await context.route('https://res.wx.qq.com/**', (route) => {
    sdkLoads += 1;
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK });
  });
  await page.goto('/multipage/card/demoCard8xQ2mZ7vK1pL');
  await expect.poll(() => page.evaluate(() => ((window as unknown as { __wx?: unknown[] }).__wx ?? []).length)).toBe(3);
  const calls = await page.evaluate(() => (window as unknown as { __wx: [string, Record<string, unknown>][] }).__wx);
  const link = `${baseURL()}/multipage/card/demoCard8xQ2mZ7vK1pL`;
  expect(calls[0][0]).toBe('config');
  expect(calls[0][1]).toMatchObject({ appId: expect.any(String), signature: expect.stringMatching(/^[0-9a-f]{40}$/), jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
  const friend = calls.find((c) => c[0] === 'friend')![1];
  expect(friend).toMatchObject({ title: '张三的数字名片', desc: expect.stringContaining('市场总监'), link });
  expect(String(friend.imgUrl)).toMatch(/^https?:\/\//);
  expect(calls.find((c) => c[0] === 'timeline')![1]).toMatchObject({ title: '张三的数字名片', link, imgUrl: friend.imgUrl });
  expect(sdkLoads).toBe(1);
  expect(violations.filter((v) => /wx|share/i.test(v))).toEqual([]);
  await context.close();

  // A normal phone browser: no request to WeChat at all.
  const other = await phone(browser);
  let wxRequests = 0;
  other.page.on('request', (r) => {
    if (/wx\.qq\.com|wx-share/.test(r.url())) wxRequests += 1;
  });
  await other.page.goto('/multipage/card/demoCard8xQ2mZ7vK1pL');
  await other.page.waitForSelector('[data-testid=card-name]');
  expect(wxRequests).toBe(0);
  await other.context.close();
});

it('the checks catch what they exist for: a nameless progress bar, low contrast, a small button', async () => {
  const { page, context } = await phone(browser);
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
    <div role="progressbar" aria-valuenow="50" aria-valuemin="0" aria-valuemax="100"></div>
    <p style="color:#a87b2f;background:#fff;font-size:12px">gold text</p>
    <button style="width:30px;height:20px;padding:0;min-height:0;min-width:0">x</button>
    <p>Read the <a href="/terms">terms</a> first.</p></main></body></html>`);
  const ids = (await axeViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['aria-progressbar-name', 'color-contrast']));
  const small = await smallTargets(page);
  expect(small.map((s) => s.what)).toEqual(['button "x"']);
  await context.close();
});

it('inside `npm test` a screen is saved as a picture only when its check fails, and the failure still fails', async () => {
  const { page, context } = await phone(browser);
  const dir = path.resolve(import.meta.dirname, '../.screenshots/a11y-failures-only');
  const shot = shooter('a11y-failures-only', { saveAll: false });
  await page.setContent('<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1></main></body></html>');
  await shot(page, 'passes');
  expect(fs.readdirSync(dir)).toEqual([]);
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><main><button style="width:30px;height:20px;padding:0;min-height:0;min-width:0">x</button></main></body></html>',
  );
  await expect(shot(page, 'small-button')).rejects.toThrow(/tap target 30x20/);
  expect(fs.readdirSync(dir)).toEqual(['02-small-button.png']);
  await context.close();
});
