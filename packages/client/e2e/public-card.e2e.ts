import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiPost, launch, phone, registerUser, shooter, signedInPhone, smsCode, uniquePhone } from './support/browser';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * The public card at 375x667, as a logged-out visitor: the themed card with honours and columns, the map
 * chooser's four links, the vCard download, the QR code decoded back to the card link; and in WeChat's
 * in-app browser, the open-in-browser hint instead of a download, and 留下我的名片 (share back, issue 34): the
 * visitor leaves their details without an account and the owner finds them in the address book and the radar.
 */
const ID = 'demoCard8xQ2mZ7vK1pL';
const POINT = { name: '星辰大厦 A&B座', address: '北京市朝阳区建国路88号', province: '北京市', city: '北京市', lat: '39.908823', lng: '116.39747' };

let browser: Browser;

/** The demo card gets this test's own navigation point through the owner's calls. */
async function giveDemoANavigationPoint() {
  const post = async (path: string, form: Record<string, string>, token?: string) => {
    const body = await apiPost(path, form, token);
    if (body.status !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.resultSets;
  };
  const { token } = await post('/acc/userLogin.xhtml', { phone: '13800138000', password: 'demo1234', agree: 'true' });
  const point = await post('/fun/addMapPoint.xhtml', POINT, token);
  await post('/fun/setNavigationPoint.xhtml', { id: point.id }, token);
}

function decodeQr(png: Buffer): string | null {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data ?? null;
}

beforeAll(async () => {
  browser = await launch();
  await giveDemoANavigationPoint();
});
afterAll(async () => {
  await browser?.close();
});

it('a visitor sees the card, navigates, saves the contact and scans the QR code', async () => {
  const shot = shooter('public-card');
  const { page, context } = await phone(browser);

  // The server-rendered head already names the card for link previews.
  const html = await (await page.request.get(`/multipage/card/${ID}`)).text();
  expect(html).toContain('<meta property="og:title" content="张三" />');
  expect(html).toContain('"@type":"ProfilePage"');

  await page.goto(`/multipage/card/${ID}`);
  await page.waitForSelector('[data-testid=card-name]:has-text("张三")');
  expect(await page.getAttribute('[data-testid=card-view]', 'data-theme')).toBe('business');
  await page.waitForSelector('[data-testid=honour]:has-text("年度最佳销售")');
  await page.waitForSelector('[data-testid=card-column]:has-text("公司简介")');
  await page.waitForSelector('[data-testid=card-title]:has-text("您身边的数字名片顾问")');
  expect(await page.getAttribute('[data-testid=mobile]', 'href')).toBe('tel:13800138000');
  expect(await page.locator('[data-testid=music-toggle]').getAttribute('aria-pressed')).toBe('false');
  // The background music is a real file, and the button plays and pauses it (never autoplay).
  const music = await page.request.get((await page.getAttribute('audio[data-music]', 'src'))!);
  expect(music.headers()['content-type']).toBe('audio/wav');
  expect((await music.body()).toString('ascii', 0, 4)).toBe('RIFF');
  await page.click('[data-testid=music-toggle]');
  await expect.poll(() => page.getAttribute('[data-testid=music-toggle]', 'aria-pressed')).toBe('true');
  // While playing the button pulses (a CSS animation), so it is never "stable": click without waiting for that.
  await page.click('[data-testid=music-toggle]', { force: true });
  await expect.poll(() => page.getAttribute('[data-testid=music-toggle]', 'aria-pressed')).toBe('false');
  await page.waitForSelector('[data-testid=visitor-bar]');
  await shot(page, 'card');

  // The map chooser offers the four services, each pointing at the navigation point.
  await page.click('[data-testid=navigate]');
  await page.waitForSelector('[data-testid=map-chooser]');
  const href = (service: string) => page.getAttribute(`[data-map=${service}]`, 'href').then((h) => new URL(h!));
  const amap = await href('amap');
  expect(amap.origin + amap.pathname).toBe('https://uri.amap.com/marker');
  expect(amap.searchParams.get('position')).toBe('116.39747,39.908823');
  expect(amap.searchParams.get('name')).toBe(POINT.name);
  const baidu = await href('baidu');
  expect(baidu.origin + baidu.pathname).toBe('https://api.map.baidu.com/marker');
  expect(baidu.searchParams.get('location')).toBe('39.908823,116.39747');
  expect(baidu.searchParams.get('content')).toBe(POINT.address);
  expect(baidu.searchParams.get('coord_type')).toBe('gcj02');
  const tencent = await href('tencent');
  expect(tencent.origin + tencent.pathname).toBe('https://apis.map.qq.com/uri/v1/marker');
  expect(decodeURIComponent(tencent.searchParams.get('marker')!)).toBe(`coord:39.908823,116.39747;title:${POINT.name};addr:${POINT.address}`);
  const apple = await href('apple');
  expect(apple.origin).toBe('https://maps.apple.com');
  expect(apple.searchParams.get('ll')).toBe('39.908823,116.39747');
  await shot(page, 'map-chooser');
  await page.click('text=取消');
  await page.waitForSelector('[data-testid=map-chooser]', { state: 'hidden' });

  // Save to contacts: a real download of a vCard 3.0 file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save-contact]')]);
  expect(download.suggestedFilename()).toBe('张三.vcf');
  const vcf = fs.readFileSync((await download.path())!, 'utf8');
  expect(vcf).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  const lines = vcf.replace(/\r\n /g, '').split('\r\n');
  expect(lines).toEqual(expect.arrayContaining(['FN:张三', 'TEL;TYPE=CELL:13800138000', 'ORG:星辰科技有限公司;市场部', 'TITLE:市场总监']));
  expect(lines.some((l) => l.startsWith('ADR;TYPE=WORK:;星辰大厦 A&B座;北京市朝阳区建国路88号'))).toBe(true);

  // The QR code: the image on screen decodes back to the card link.
  await page.click('[data-testid=open-qr]');
  await page.waitForURL('**/multipage/stc/mpQrCode?phoneIdEcr=*');
  const img = page.locator('[data-testid=qr-image]');
  // The first render of a variant happens on this request (then it is cached): give a loaded machine time.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 20_000 }).toBe(860);
  const link = (await page.textContent('[data-testid=qr-link]'))!;
  expect(link).toMatch(new RegExp(`^https?://[^/]+/multipage/card/${ID}$`));
  expect(decodeQr(await img.screenshot())).toBe(link);
  const file = await page.request.get((await img.getAttribute('src'))!);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(decodeQr(await file.body())).toBe(link);
  await shot(page, 'qr-code');

  await page.click('[data-testid=open-downloads]');
  await page.waitForSelector('[data-testid=download-list] li');
  expect(await page.locator('[data-testid=download-list] a[data-testid=download-png]').count()).toBe(4);
  expect(await page.locator('[data-testid=download-list] a[data-testid=download-svg]').count()).toBe(4);
  await shot(page, 'download-center');
  await context.close();
});

it('inside WeChat, saving the contact explains how to open the system browser instead of downloading', async () => {
  const shot = shooter('public-card-wechat');
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await page.goto(`/multipage/card/${ID}`);
  await page.waitForSelector('[data-testid=card-name]:has-text("张三")');
  // No download on the page itself; the save guide offers the vCard (some WeChat versions open it) once opened.
  expect(await page.locator('a[href$="card.vcf"]:visible').count()).toBe(0);
  await page.click('[data-testid=save-contact]');
  await page.waitForSelector('[data-testid=wechat-hint][data-kind=download]:has-text("在浏览器打开")');
  await shot(page, 'open-in-browser-hint');
  await page.click('text=我知道了');
  await page.waitForSelector('[data-testid=wechat-hint]', { state: 'hidden' });
  await page.click('[data-testid=share]');
  await page.waitForSelector('[data-testid=wechat-hint][data-kind=share]');
  await shot(page, 'share-hint');

  // The QR download centre in WeChat: said up front, and a tapped download opens the open-in-browser guide.
  await page.goto(`/multipage/stc/mpLinkQRCodeDownloadCenter?phoneIdEcr=${ID}`);
  await page.waitForSelector('[data-testid=wechat-note]:has-text("在浏览器打开")');
  await page.click('[data-testid=download-list] a[data-testid=download-png] >> nth=0');
  await page.waitForSelector('[data-testid=wechat-hint][data-kind=download]:has-text("请在浏览器中打开")');
  await shot(page, 'download-center-hint');
  await page.click('text=我知道了');
  await page.waitForSelector('[data-testid=wechat-hint]', { state: 'hidden' });
  expect(downloads).toBe(0);
  await context.close();
});

it('inside WeChat, a visitor taps 留下我的名片 and leaves their details; the owner finds them in the address book and the radar', async () => {
  const shot = shooter('public-card-share-back');
  const owner = await registerUser();
  const tag = `${Date.now() % 100000}`;
  const ownerName = `分享主人${tag}`;
  const visitorName = `留名访客${tag}`;
  const post = await apiPost('/acc/updateMpBasicInfo.xhtml', { name: ownerName }, owner.token);
  expect(post.status).toBe(200);
  const mobile = uniquePhone('137');

  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.waitForSelector(`[data-testid=card-name]:has-text("${ownerName}")`);
  await page.click('[data-testid=share-back]');
  await page.waitForSelector('[data-testid=share-back-form]');
  await page.fill('input[name=name]', visitorName);
  await page.fill('input[name=mobile]', mobile);
  await page.click('[data-testid=share-back-get-code]');
  await page.waitForSelector('[data-testid=share-back-code-sent]:has-text("验证码已发送")');
  await page.fill('input[name=code]', await smsCode(mobile));
  await page.fill('input[name=company]', '远山贸易有限公司');
  await page.fill('input[name=position]', '采购经理');
  // Without the consent ticked nothing is sent and the box says why (the code is not spent by it).
  await page.click('[data-testid=share-back-submit]');
  await page.waitForSelector('[data-testid=share-back-consent-error]:has-text("请先阅读并勾选同意")');
  await shot(page, 'form-consent-missing');
  await page.click('[data-testid=share-back-consent]');
  await page.click('[data-testid=share-back-submit]');
  await page.waitForSelector('[data-testid=share-back-done]:has-text("已留下您的名片")');
  expect(await page.getAttribute('[data-testid=share-back-withdraw-link]', 'href')).toMatch(/^\/multipage\/rel\/shareBackWithdraw\?token=[\w-]{16,}$/);
  await shot(page, 'confirmation');
  await context.close();

  // The owner: management centre -> 名片夹 shows the visitor marked 来自名片分享; -> 访客雷达 lists them as a lead.
  const { page: me, context: mine } = await signedInPhone(browser, { user: owner });
  await me.goto('/multipage/acc/acc_home');
  await me.click('[data-testid=home-address-book]');
  const row = me.locator(`[data-testid=book-share-back]:has-text("${visitorName}")`);
  await row.waitFor();
  expect(await row.textContent()).toContain('来自名片分享');
  expect(await row.textContent()).toContain('远山贸易有限公司 · 采购经理');
  expect(await row.locator('a').getAttribute('href')).toBe(`tel:${mobile}`);
  await shot(me, 'owner-address-book');
  await me.goto('/multipage/acc/acc_home');
  await me.click('[data-testid=home-radar]');
  const lead = me.locator(`[data-testid=radar-visitor]:has-text("${visitorName}")`);
  await lead.waitFor();
  expect(await lead.locator('[data-testid=radar-lead]').textContent()).toBe('留下了名片');
  await shot(me, 'owner-radar');
  await mine.close();
});
