import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * Card exchange at 375x667 by tapping: B (not VIP) tries the card-user search from the address book and sees the
 * catalogue message and the way to VIP; A (VIP) finds B there, opens B's card and taps 交换名片;
 * B sees the request (badge) in the address book's requests and accepts; both address books list each other; A
 * searches the address book by B's name (a blank search is refused first).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
async function post(path: string, form: Record<string, string>, token: string) {
  const body = await apiPost(path, form, token);
  if (body.status !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.resultSets;
}

it('two users exchange cards from the app and find each other in their address books', async () => {
  const shot = shooter('network-exchange');
  const a = await registerUser('136');
  const b = await registerUser('135');
  // A is VIP (a row no screen of this journey makes), written before the server has read A's access state.
  await prepareUser(a.mobile, { vip: true });
  const tag = `${Date.now() % 100000}`;
  const aName = `交换甲${tag}`;
  const bName = `交换乙${tag}`;
  await post('/acc/updateMpBasicInfo.xhtml', { name: aName }, a.token);
  await post('/acc/updateMpBasicInfo.xhtml', { name: bName }, b.token);

  // B (not VIP): management centre -> 名片夹 (empty) -> 查找用户: the catalogue message and the way to VIP.
  const { page: pb } = await signedInPhone(browser, { user: b });
  await pb.goto('/multipage/acc/acc_home');
  await pb.click('[data-testid=home-address-book]');
  await pb.waitForSelector('[data-testid=book-empty]');
  await shot(pb, 'b-empty-book');
  await pb.click('[data-testid=book-find-users]');
  await pb.fill('[data-testid=find-input]', aName);
  await pb.click('[data-testid=find-submit]');
  await pb.waitForSelector('[data-testid=find-needVip]');
  expect(await text(pb, '[data-testid=find-needVip]')).toContain('开通VIP才能使用搜索');
  expect(await pb.isVisible('[data-testid=find-open-vip]')).toBe(true);
  await shot(pb, 'b-search-needs-vip');

  // A (VIP): 名片夹 -> 查找用户 finds B; B's card -> 交换名片.
  const { page: pa } = await signedInPhone(browser, { user: a });
  await pa.goto('/multipage/acc/acc_home');
  await pa.click('[data-testid=home-address-book]');
  await pa.click('[data-testid=book-find-users]');
  await pa.fill('[data-testid=find-input]', bName);
  await pa.click('[data-testid=find-submit]');
  await pa.waitForSelector(`[data-testid=find-result]:has-text("${bName}")`);
  expect(await text(pa, '[data-testid=find-state]')).toBe('尚未交换名片');
  await pa.click(`[data-testid=find-result]:has-text("${bName}") a`);
  await pa.waitForSelector('[data-testid=exchange-card]');
  expect(await text(pa, '[data-testid=card-name]')).toBe(bName);
  await pa.click('[data-testid=exchange-apply]');
  await pa.waitForSelector('[data-testid=exchange-state][data-state=pending-sent]');
  expect(await text(pa, '[data-testid=exchange-state]')).toBe('已发送请求，等待对方同意');
  await shot(pa, 'a-request-sent');

  // B: management centre -> 名片夹 -> 交换请求 (badge 1) -> 同意.
  await pb.goto('/multipage/acc/acc_home');
  await pb.click('[data-testid=home-address-book]');
  await pb.waitForSelector('[data-testid=book-requests-badge]');
  expect(await text(pb, '[data-testid=book-requests-badge]')).toBe('1');
  await pb.click('[data-testid=book-requests]');
  await pb.waitForSelector(`[data-testid=request-row]:has-text("${aName}")`);
  await shot(pb, 'b-requests');
  await pb.click('[data-testid=request-agree]');
  await pb.waitForSelector('[data-testid=request-state]');
  expect(await text(pb, '[data-testid=request-state]')).toBe('已同意');
  await pb.click('[data-testid=back]');
  await pb.waitForSelector(`[data-testid=book-friend]:has-text("${aName}")`);
  await shot(pb, 'b-book');

  // A: the address book lists B; a blank search is refused, B's name finds B.
  await pa.goto('/multipage/acc/acc_home');
  await pa.click('[data-testid=home-address-book]');
  await pa.waitForSelector(`[data-testid=book-friend]:has-text("${bName}")`);
  await pa.click('[data-testid=book-search]');
  await pa.waitForSelector('text=搜索关键字不能为空');
  await pa.fill('[data-testid=book-search-input]', bName.slice(-5));
  await pa.click('[data-testid=book-search]');
  await pa.waitForSelector(`[data-testid=book-search-result]:has-text("${bName}")`);
  expect(await pa.locator('[data-testid=book-search-result]').count()).toBe(1);
  await shot(pa, 'a-search-found');

  // A labels B: 标签 → a new label; back in the address book, B's row → 标签 → tick it → the chip shows, and the
  // label filter keeps B.
  await pa.click('[data-testid=book-labels]');
  await pa.fill('[data-testid=label-name]', '客户');
  await pa.click('[data-testid=label-add]');
  await pa.waitForSelector('[data-testid=label-row]:has-text("客户")');
  await pa.click('[data-testid=back]');
  await pa.click(`[data-testid=book-friend]:has-text("${bName}") [data-testid=book-set-labels]`);
  await pa.waitForSelector('[data-testid=label-sheet]');
  await pa.check('[data-testid=label-pick-客户]');
  await pa.click('[data-testid=label-save]');
  await pa.waitForSelector(`[data-testid=book-friend]:has-text("${bName}") .nx-chip:has-text("客户")`);
  await pick(pa, 'book-label-filter', { label: '客户' });
  await pa.waitForSelector(`[data-testid=book-friend]:has-text("${bName}")`);
  await shot(pa, 'a-labelled');
}, 180_000);

/** A paper card drawn as SVG with the machine's CJK font and rendered by the server's sharp (the client has none). */
async function paperCardPng(name: string): Promise<Buffer> {
  const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp') as (b: Buffer) => { png: () => { toBuffer: () => Promise<Buffer> } };
  const lines: [string, number][] = [
    [name, 56],
    ['市场部 销售经理', 30],
    ['上海云帆科技有限公司', 32],
    ['手机：138 0013 8000', 26],
    ['邮箱：scan@yunfan.com', 26],
    ['地址：上海市浦东新区张江路88号创新大厦1203室', 24],
  ];
  let y = 110;
  const text = lines
    .map(([t, size]) => {
      y += size + 16;
      return `<text x="60" y="${y}" font-size="${size}" font-family="WenQuanYi Zen Hei">${t}</text>`;
    })
    .join('');
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="100%" height="100%" fill="#fdfdfb"/>${text}</svg>`))
    .png()
    .toBuffer();
}

it('a paper card photographed in WeChat becomes a contact of the address book (issue 34)', async () => {
  const shot = shooter('network-exchange');
  const { page } = await signedInPhone(browser, { prefix: '134', userAgent: WECHAT_UA });
  // Management centre -> 名片夹 -> 扫描纸质名片 -> 从相册选择 a card -> 开始识别.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-address-book]');
  await page.click('[data-testid=book-scan-paper]');
  await page.waitForSelector('[data-testid=scan-pick]');
  await page.setInputFiles('[data-testid=scan-album]', { name: 'card.png', mimeType: 'image/png', buffer: await paperCardPng('张伟') });
  await page.click('[data-testid=scan-start]');
  // Read in the server's queue; the proposed fields come prefilled under the photo.
  await page.waitForSelector('[data-testid=scan-form]', { timeout: 60_000 });
  expect(await page.inputValue('[data-testid=scan-field-name]')).toBe('张伟');
  expect(await page.inputValue('[data-testid=scan-field-company]')).toBe('上海云帆科技有限公司');
  expect(await page.inputValue('[data-testid=scan-field-mobile-0]')).toBe('13800138000');
  await shot(page, 'scan-read');
  // The user corrects the title and saves.
  await page.fill('[data-testid=scan-field-title]', '销售总监');
  await page.click('[data-testid=scan-save]');
  await page.waitForSelector('[data-testid=scan-saved]');
  await shot(page, 'scan-saved');
  await page.click('[data-testid=scan-to-book]');
  await page.waitForSelector('[data-testid=book-paper-contact]:has-text("张伟")');
  expect(await text(page, '[data-testid=book-paper-contact]')).toContain('销售总监');
  await shot(page, 'scan-in-book');
}, 180_000);
