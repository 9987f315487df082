import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import fs from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiPost, baseURL, launch, phone, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';

/**
 * Card editing at 375x667: every section of the card is edited through its screen (with a client-side and a
 * server-side refusal on the way); then the public card JSON carries every change, and a logged-out visitor sees
 * them on the page, saves the vCard with them, and scans the QR code back to the card link.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const post = apiPost;

/** A real PNG (a little two-colour pattern), built in memory. */
function pngBytes(size = 64): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) {
    const dark = ((i % size) >> 3) % 2 === (Math.floor(i / size) >> 3) % 2;
    png.data.set(dark ? [20, 20, 20, 255] : [255, 255, 255, 255], i * 4);
  }
  return PNG.sync.write(png);
}

const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);
/**
 * A section's screen, tapped on the menu: a saved section goes back to the menu by itself (the journey waits for that
 * before opening the next), so the menu is loaded anew only when the phone is elsewhere (a full load costs the phone
 * about half a CPU second, docs/bench.md session 14).
 */
const openSection = async (page: Page, key: string) => {
  if (new URL(page.url()).pathname !== '/multipage/acc/editMpBaseInformation') await page.goto('/multipage/acc/editMpBaseInformation');
  await page.click(`[data-testid=edit-${key}]`);
};

it('edits every card section and the public card carries them', async () => {
  const rawShot = shooter('card-edit');
  // Full-page shots from the top, so the sticky top bar is drawn where it belongs.
  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(page, name);
  };
  const {
    page,
    user: { mobile, phoneIdEcr },
  } = await signedInPhone(browser, { prefix: '137' });

  // The menu: every section and the completion percentage (a new card has only its name).
  await page.goto('/multipage/acc/editMpBaseInformation');
  await page.waitForSelector('[data-testid=completion-percent]:has-text("10%")');
  expect(await page.textContent('[data-testid=completion-missing]')).toContain('微信二维码');
  await shot(page, 'menu-empty');

  // Basic information: the client refuses a tax number of neither form and a broken email, then saves a real
  // 18-character unified social credit code, typed in lowercase with spaces (cleaned, stored in capitals).
  await openSection(page, 'company');
  await page.fill('input[name=company]', '星辰科技有限公司');
  await page.fill('input[name=department]', '市场部');
  await page.fill('input[name=position]', '市场总监');
  await page.fill('input[name=taxNumber]', '9111A');
  await page.fill('input[name=email]', 'lisi@example');
  await page.click('[data-testid=save]');
  await page.waitForSelector('.field-msg:has-text("税号格式不正确")');
  await page.waitForSelector('.field-msg:has-text("邮箱格式不正确")');
  await shot(page, 'company-refused');
  await page.fill('input[name=taxNumber]', '91440300MA5F111111');
  await page.click('[data-testid=save]');
  await page.waitForSelector('.field-msg:has-text("统一社会信用代码校验位错误")');
  await page.fill('input[name=taxNumber]', '91440300ma5f 111110');
  await page.fill('input[name=email]', 'lisi@example.com');
  await page.fill('input[name=landline]', '010-88886666');
  await page.fill('input[name=fax]', '010-88886667');
  await page.fill('input[name=qq]', '123456');
  await page.fill('input[name=weibo]', 'lisi_weibo');
  await page.click('[data-testid=save]');
  await toastSays(page, '已保存');
  await page.waitForURL('**/acc/editMpBaseInformation');

  // Mobiles: a repeated number is refused under its row (even typed with spaces); a number typed with spaces and
  // dashes and a Hong Kong number with its region code are saved as dialled.
  await openSection(page, 'mobiles');
  await page.click('[data-testid=add-mobile]');
  await page.fill('input[name=mobile-1]', `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`);
  await page.click('[data-testid=save]');
  await page.waitForSelector('.field-msg:has-text("手机号码重复")');
  await shot(page, 'mobiles-duplicate');
  await page.fill('input[name=mobile-1]', '139-1234 0000');
  await page.click('[data-testid=add-mobile]');
  await page.fill('input[name=mobile-2]', '+852 9123 4567');
  await page.click('[data-testid=save]');
  await toastSays(page, '已保存');
  await page.waitForURL('**/acc/editMpBaseInformation');
  await openSection(page, 'mobiles');
  await expect.poll(() => page.inputValue('input[name=mobile-2]')).toBe('+85291234567');
  expect(await page.inputValue('input[name=mobile-1]')).toBe('13912340000');

  // Title, signature, products and services.
  for (const [key, name, value] of [
    ['title', 'title', '您身边的数字名片顾问'],
    ['signature', 'signature', '用心连接每一位客户'],
    ['productService', 'productService', '数字名片定制\n私域营销方案'],
  ] as const) {
    await openSection(page, key);
    await page.fill(`textarea[name=${name}]`, value);
    await page.click('[data-testid=save]');
    await toastSays(page, '已保存');
    await page.waitForURL('**/acc/editMpBaseInformation');
  }

  // WeChat QR: a text file named .png is refused by the server (bytes, not the name); a real PNG is shown.
  await openSection(page, 'wechat');
  await page.waitForSelector('[data-testid=wechat-qr-empty]');
  await page.setInputFiles('[data-testid=upload-wechat-input]', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await page.waitForSelector('[data-testid=upload-error]:has-text("文件类型错误")');
  await shot(page, 'wechat-refused');
  await page.setInputFiles('[data-testid=upload-wechat-input]', { name: 'qr.png', mimeType: 'image/png', buffer: pngBytes() });
  await page.waitForSelector('[data-testid=wechat-qr]');
  await expect.poll(() => page.evaluate(() => (document.querySelector('[data-testid=wechat-qr]') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'wechat-uploaded');

  // A custom column: 9 characters are refused, then one is added.
  await page.goto('/multipage/acc/userColumnMore');
  await page.fill('input[name=name]', '栏'.repeat(9));
  await page.click('[data-testid=column-submit]');
  await page.waitForSelector('.field-msg:has-text("栏目名称须为1-8个字符")');
  await page.fill('input[name=name]', '公司简介');
  await page.fill('textarea[name=content]', '专注企业数字化营销十年。');
  await page.click('[data-testid=column-submit]');
  await page.waitForSelector('[data-testid=column-row]:has-text("公司简介")');
  await shot(page, 'columns');

  // An honour.
  await openSection(page, 'honours');
  await page.fill('input[name=title]', '年度最佳销售');
  await page.fill('textarea[name=content]', '全国销售冠军');
  await page.fill('input[name=awardedOn]', '2025-12');
  await page.click('[data-testid=honour-submit]');
  await page.waitForSelector('[data-testid=honour-row]:has-text("年度最佳销售")');
  await shot(page, 'honours');

  // Theme, background and music (found by search).
  await openSection(page, 'style');
  await page.click('[data-testid=theme-ocean]');
  await page.waitForSelector('[data-testid=theme-ocean][aria-pressed=true]');
  // The live preview is the card page itself: it follows the saved theme and background.
  const preview = page.frameLocator('[data-testid=card-preview]');
  await preview.locator('[data-testid=card-view][data-theme=ocean]').waitFor();
  await page.click('[data-testid=background-bg-aurora]');
  await page.waitForSelector('[data-testid=background-bg-aurora][aria-pressed=true]');
  await preview.locator('[data-testid=card-view][data-theme=ocean].has-bg').waitFor();
  await shot(page, 'style-preview');
  await page.click('[data-testid=music-search]');
  await page.waitForSelector('.field-msg:has-text("搜索关键字不能为空")');
  await page.fill('input[name=keyword]', '高山');
  await page.click('[data-testid=music-search]');
  await page.click('[data-testid=music-music-guzheng]');
  await page.waitForSelector('[data-testid=music-list] [aria-current=true]:has-text("高山流水")');
  await shot(page, 'style');

  // Navigation point, no latitude or longitude inputs. Saving before a place is picked says what to do; then a
  // province and city from the area list. No map service here: no coordinates are made up (a city centre is not the
  // place), the owner writes the full address, and visitors' map apps will search for it (issue 31).
  await openSection(page, 'mapPoints');
  expect(await page.locator('input[name=lat], input[name=lng]').count()).toBe(0);
  expect(await page.textContent('[data-testid=nav-explain]')).toContain('访客在名片上点「导航」');
  await page.fill('input[name=name]', '深圳总部');
  await page.click('[data-testid=point-submit]');
  await page.waitForSelector('[data-testid=place-picker] .field-msg:has-text("请先用上面任一方式选择位置")');
  await page.click('[data-testid=way-city]');
  await pick(page, 'place-province', { value: '广东省' });
  await pick(page, 'place-city', { value: '深圳市' });
  await page.waitForSelector('[data-testid=picked]:has-text("广东省 深圳市")');
  expect(await page.textContent('[data-testid=picked-no-coords]')).toContain('地图 App 会搜索下方的详细地址');
  expect(await page.locator('[data-testid=picked-coords]').count()).toBe(0);
  expect(await page.inputValue('#f-point-coords')).toBe('');
  expect(await page.locator('[data-testid=pin-map]').count()).toBe(0); // no map service configured: no pin
  await page.fill('input[name=address]', '深南大道1号');
  await shot(page, 'map-point-by-city');
  await page.click('[data-testid=point-submit]');
  await toastSays(page, '点「设为导航点」后，访客就能在名片上一键导航到这里');
  // A second point by address search.
  await page.fill('input[name=name]', '广州分部');
  await page.click('[data-testid=way-search]');
  await page.click('[data-testid=map-search]');
  await page.waitForSelector('[data-testid=map-problem]:has-text("请输入要搜索的地址")');
  await page.fill('#f-map-keyword', '广州 天河');
  await page.click('[data-testid=map-search]');
  await page.click('[data-testid=map-results] button:has-text("广州市")');
  await page.waitForSelector('[data-testid=picked]:has-text("广东省 广州市")');
  expect(await page.inputValue('input[name=address]')).toBe('广东省广州市');
  await shot(page, 'map-point-by-search');
  await page.click('[data-testid=point-submit]');
  await page.waitForSelector('[data-testid=point-row]:has-text("广州分部")');
  await page.click('[data-testid=point-row]:has-text("深圳总部") >> [data-testid=point-set-nav]');
  await page.waitForSelector('[data-testid=nav-badge]');
  await shot(page, 'map-points');

  // Back on the menu: every section filled, 100%.
  await page.goto('/multipage/acc/editMpBaseInformation');
  await page.waitForSelector('[data-testid=completion-percent]:has-text("100%")');
  expect(await page.textContent('[data-testid=value-mapPoints]')).toBe('深圳总部');
  await shot(page, 'menu-complete');

  // The public card carries every edit.
  const card = (await post(`/acc/${phoneIdEcr}/findMpBasicById.xhtml`, {})).resultSets;
  expect(card).toMatchObject({
    company: '星辰科技有限公司',
    department: '市场部',
    position: '市场总监',
    taxNumber: '91440300MA5F111110',
    email: 'lisi@example.com',
    landline: '010-88886666',
    fax: '010-88886667',
    qq: '123456',
    weibo: 'lisi_weibo',
    mobiles: [mobile, '13912340000', '+85291234567'],
    title: '您身边的数字名片顾问',
    signature: '用心连接每一位客户',
    productService: '数字名片定制\n私域营销方案',
    themeId: 'ocean',
    music: { id: 'music-guzheng', name: '高山流水' },
    columns: [{ name: '公司简介', content: '专注企业数字化营销十年。' }],
    honours: [{ title: '年度最佳销售', content: '全国销售冠军', awardedOn: '2025-12' }],
    navPoint: { name: '深圳总部', province: '广东省', city: '深圳市', address: '深南大道1号', lat: null, lng: null },
  });
  expect(card.wechatQrUrl).toMatch(/^\/files\/wechat-qr\/.+\.png$/);
  expect(card.backgroundUrl).toMatch(/bg-aurora\.png$/);
  const qr = await fetch(`${baseURL()}${card.wechatQrUrl}`);
  expect(qr.headers.get('content-type')).toBe('image/png');

  // The same card as a logged-out visitor sees it: the page, the vCard, and the QR code back to the link.
  const visitor = await phone(browser);
  await visitor.page.goto(`/multipage/card/${phoneIdEcr}`);
  await visitor.page.waitForSelector('[data-testid=card-name]');
  expect(await visitor.page.getAttribute('[data-testid=card-view]', 'data-theme')).toBe('ocean');
  for (const text of ['星辰科技有限公司', '市场总监', '您身边的数字名片顾问', '用心连接每一位客户', '13912340000', 'lisi@example.com', '公司简介', '年度最佳销售', '深圳总部']) {
    expect(await visitor.page.textContent('[data-testid=card-view]'), text).toContain(text);
  }
  // 导航 opens the four map apps, each searching for the address (the point has no coordinates), never a marker.
  await visitor.page.click('[data-testid=navigate]');
  await visitor.page.waitForSelector('[data-testid=map-chooser]', { state: 'visible' });
  await rawShot(visitor.page, 'visitor-map-chooser');
  const mapHref = async (service: string) => new URL((await visitor.page.getAttribute(`[data-map=${service}]`, 'href'))!);
  const wanted = '深圳市深南大道1号';
  expect((await mapHref('amap')).searchParams.get('keyword')).toBe(wanted);
  expect((await mapHref('amap')).pathname).toBe('/search');
  expect((await mapHref('baidu')).searchParams.get('address')).toBe(wanted);
  expect((await mapHref('tencent')).searchParams.get('keyword')).toBe(wanted);
  expect((await mapHref('apple')).searchParams.get('q')).toBe(wanted);
  await visitor.page.click('[data-testid=map-chooser] [data-close]');
  // Numbers dial as typed: the Hong Kong one with its region code.
  expect(await visitor.page.getAttribute('[data-testid=mobile]:has-text("+85291234567")', 'href')).toBe('tel:+85291234567');
  await rawShot(visitor.page, 'visitor-page');
  const [download] = await Promise.all([visitor.page.waitForEvent('download'), visitor.page.click('[data-testid=save-contact]')]);
  const vcf = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/\r\n /g, '')
    .split('\r\n');
  expect(vcf).toEqual(
    expect.arrayContaining([
      'ORG:星辰科技有限公司;市场部',
      'TITLE:市场总监',
      `TEL;TYPE=CELL:${mobile}`,
      'TEL;TYPE=CELL:13912340000',
      'TEL;TYPE=CELL:+85291234567',
      'TEL;TYPE=WORK,VOICE:010-88886666',
      'TEL;TYPE=WORK,FAX:010-88886667',
      'EMAIL;TYPE=INTERNET:lisi@example.com',
      'X-QQ:123456',
    ]),
  );
  await visitor.page.click('[data-testid=open-qr]');
  const img = visitor.page.locator('[data-testid=qr-image]');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const png = PNG.sync.read(await img.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
  expect(decoded).toMatch(new RegExp(`/multipage/card/${phoneIdEcr}$`));
  await visitor.context.close();
}, 120_000); // the longest journey: every section, two map points, the visitor's page, vCard and QR

it('a navigation point from the current location: allowed gives the nearest city at the point; refused says so and offers the other ways', async () => {
  const shot = shooter('card-edit-geo');
  const { page, context, user } = await signedInPhone(browser, { prefix: '135' });
  // Allowed, standing near Shanghai's Bund.
  await context.grantPermissions(['geolocation'], { origin: baseURL() });
  await context.setGeolocation({ latitude: 31.2397, longitude: 121.4998 });
  await openSection(page, 'mapPoints');
  await page.fill('input[name=name]', '上海办公室');
  await page.click('[data-testid=way-locate]');
  await page.waitForSelector('[data-testid=picked]:has-text("上海市")');
  expect(await page.textContent('[data-testid=picked-coords]')).toContain('31.23970, 121.49980');
  await shot(page, 'located');
  await page.fill('input[name=address]', '中山东一路1号');
  await page.click('[data-testid=point-submit]');
  await page.waitForSelector('[data-testid=point-row]:has-text("上海办公室")');
  // The list shows the address only; the point stored is exactly where the phone stood.
  expect(await page.textContent('[data-testid=point-row]')).toContain('上海市中山东一路1号');
  const stored = (await apiPost('/fun/findMapPointList.xhtml', {}, user.token)).resultSets.points[0];
  expect([stored.lat, stored.lng]).toEqual([31.2397, 121.4998]);

  // Refused (as many in-app browsers do): a clear message, and the other two ways still work.
  await context.clearPermissions();
  await page.reload();
  await page.fill('input[name=name]', '备用地址');
  await page.click('[data-testid=way-locate]');
  await page.waitForSelector('[data-testid=map-problem]:has-text("你没有允许获取位置")');
  expect(await page.textContent('[data-testid=map-problem]')).toContain('「选择省市」或「搜索地址」');
  expect(await page.locator('[data-testid=picked]').count()).toBe(0);
  await shot(page, 'refused');
  // The province picker is our sheet of radio choices (issue 32, item 5); Escape closes it with nothing chosen.
  await page.click('[data-testid=way-city]');
  await page.click('[data-testid=place-province]');
  await page.waitForSelector('[data-testid=place-province-sheet] [role=radio][data-value="广东省"]');
  await shot(page, 'option-sheet-open');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=place-province-sheet]').waitFor({ state: 'detached' });
  expect(await page.textContent('[data-testid=place-province]')).toContain('选择省份');
  await page.click('[data-testid=way-search]');
  await page.fill('#f-map-keyword', '杭州');
  await page.click('[data-testid=map-search]');
  await page.click('[data-testid=map-results] button:has-text("杭州市")');
  await page.waitForSelector('[data-testid=picked]:has-text("浙江省 杭州市")');
  await page.click('[data-testid=point-submit]');
  await page.waitForSelector('[data-testid=point-row]:has-text("备用地址")');
  await context.close();
});

it('shows the rule messages in English when the interface is English', async () => {
  const { page, context } = await signedInPhone(browser, { prefix: '138', locale: 'en' });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);

  await page.goto('/multipage/acc/editMpBaseInformation/mpCompanyColumnName');
  await page.fill('input[name=email]', 'nobody@nowhere');
  await page.fill('input[name=qq]', '12');
  await page.click('[data-testid=save]');
  await page.waitForSelector('.field-msg:has-text("email must be a valid email address")');
  await page.waitForSelector('.field-msg:has-text("QQ must be 5-12 characters")');
  await expect.poll(() => page.title()).toContain('Company');

  // A server-side refusal (the bytes are not an image) is shown in English too.
  await page.goto('/multipage/acc/mpWeChatEdit');
  await page.setInputFiles('[data-testid=upload-wechat-input]', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await page.waitForSelector('[data-testid=upload-error]:has-text("Upload: file type not allowed")');

  // The option sheet in English: titled by its field, closed by the backdrop, focus back on the field's button.
  await openSection(page, 'mapPoints');
  await page.click('[data-testid=way-city]');
  await page.click('[data-testid=place-province]');
  const sheet = page.locator('[data-testid=place-province-sheet]');
  await sheet.locator('[role=radio]').first().waitFor();
  expect(await sheet.locator('h2').textContent()).toBe('Province');
  await shooter('card-edit-en')(page, 'option-sheet-open-en');
  await page.mouse.click(187, 20); // the backdrop above the sheet
  await sheet.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('place-province');
  await context.close();
});
