import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { apiPost, baseURL, launch, phone, registerUser, shooter, signIn, smsCode, uniquePhone } from './support/browser';
import { runServerScript } from './support/server-script';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * The public card as the hub (issue 31), at 375x667 by tapping, in WeChat's browser: a signed-out visitor opens a
 * card they were sent, taps 交换名片, signs in, lands back on that card's screen and asks to exchange; taps 收藏 and
 * finds the card in 我的订阅; a newcomer's 收藏 survives registering on the way; the owner's own card offers neither. A second refusal-spam guard: after the owner
 * declines, asking again at once is refused with the catalogue message. Then the owner's content on the card: a
 * visitor opens an item of each section (article, leaflet, video, case, circle); a contact who exchanged cards sees
 * the phone the owner hides from others; the owner, from the management centre, sees 编辑 on each section. Last, the owner's 导出名片 (issue 34): the email
 * signature previewed, copied and rendered with images blocked and on, the video background downloaded.
 */
let browser: Browser;
/** Where the signature's two renderings are saved to look at (beside the journey's shooter screenshots). */
const SHOTS_DIR = path.resolve(import.meta.dirname, '../.screenshots/card-hub-exports');
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('a visitor exchanges and collects from a card they were sent, signing in on the way', async () => {
  const shot = shooter('card-hub');
  const owner = await registerUser('137');
  const visitor = await registerUser('136');
  const tag = `${Date.now() % 100000}`;
  const named = await apiPost('/acc/updateMpBasicInfo.xhtml', { name: `名片主人${tag}` }, owner.token);
  if (named.status !== 200) throw new Error(JSON.stringify(named));

  // Signed out, in WeChat: the card they were sent.
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.waitForSelector('[data-testid=card-name]');
  await shot(page, 'card-as-visitor');
  await page.click('[data-testid=exchange-card]');
  // Not signed in: the login screen, which brings them back to the same card.
  await page.waitForURL(/\/multipage\/acc\/login\?redirect=/);
  await page.fill('#f-phone', visitor.mobile);
  await page.fill('input[name=password]', 'abc12345');
  await page.check('input[name=agree]');
  await page.click('[data-testid=login-submit]');
  await page.waitForURL(`**/multipage/rel/exchangeCard?phoneIdEcr=${owner.phoneIdEcr}`);
  await page.waitForSelector(`[data-testid=card-name]:has-text("名片主人${tag}")`);
  expect(await page.getAttribute('[data-testid=exchange-state]', 'data-state')).toBe('none');
  await shot(page, 'exchange-screen');
  await page.click('[data-testid=exchange-apply]');
  await page.waitForSelector('[data-testid=exchange-state][data-state=pending-sent]');

  // 收藏: the button says so, and 我的订阅 lists the card.
  await page.click('[data-testid=collect]');
  await page.waitForSelector('[data-testid=toast]:has-text("已收藏")');
  await page.waitForSelector('[data-testid=collect][aria-pressed=true]');
  await shot(page, 'collected');
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-subscriptions]');
  await page.waitForURL('**/multipage/acc/acc_home_bkmore');
  await page.waitForSelector(`[data-phone-id="${owner.phoneIdEcr}"]:has-text("名片主人${tag}")`);
  await shot(page, 'subscriptions');

  // The owner declines; asking again at once is refused with the catalogue's words, and the request stays declined.
  const declined = await apiPost('/rel/refuseExchangeCard.xhtml', { phoneIdEcr: visitor.phoneIdEcr }, owner.token);
  expect(declined.status).toBe(200);
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.click('[data-testid=exchange-card]');
  await page.waitForSelector('[data-testid=exchange-state][data-state=none]');
  await page.click('[data-testid=exchange-apply]');
  await page.waitForSelector('[data-testid=toast]:has-text("对方刚拒绝了你的交换请求，请过几天再试")');
  expect(await page.getAttribute('[data-testid=exchange-state]', 'data-state')).toBe('none');

  // Issue 32: a newcomer taps 收藏 signed out, goes on from the login screen to 注册, names the card and lands back on
  // this card, collected: the return path and the action travel through login and registration.
  const newcomer = await phone(browser, { userAgent: WECHAT_UA });
  const mobile = uniquePhone('134');
  await newcomer.page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await newcomer.page.click('[data-testid=collect-card]');
  await newcomer.page.waitForURL(/\/multipage\/acc\/login\?redirect=/);
  await newcomer.page.click('[data-testid=login-to-register]');
  await newcomer.page.waitForURL(/\/multipage\/acc\/register\?redirect=/);
  await newcomer.page.fill('#f-phone', mobile);
  await newcomer.page.click('[data-testid=get-code]');
  await newcomer.page.waitForSelector('[data-testid=toast]:has-text("验证码已发送")');
  await newcomer.page.fill('input[name=code]', await smsCode(mobile));
  expect(await newcomer.page.isChecked('input[name=agree]')).toBe(false);
  await newcomer.page.check('input[name=agree]');
  await newcomer.page.click('[data-testid=register-submit]');
  await newcomer.page.fill('[data-testid=name-step] input[name=name]', '新朋友');
  await newcomer.page.click('[data-testid=name-step-save]');
  await newcomer.page.waitForURL(`**/multipage/rel/exchangeCard?phoneIdEcr=${owner.phoneIdEcr}`);
  await newcomer.page.waitForSelector('[data-testid=collect][aria-pressed=true]');
  await newcomer.page.waitForSelector('[data-testid=toast]:has-text("已收藏")');
  await shot(newcomer.page, 'collected-after-register');
  await newcomer.context.close();

  // The owner's own card offers neither.
  const own = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(own.page, owner.token);
  await own.page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await own.page.waitForSelector('[data-testid=card-name]');
  expect(await own.page.locator('[data-testid=exchange-card], [data-testid=collect-card]').count()).toBe(0);
  await own.context.close();
  await context.close();
});

it('a visitor opens each content section from the card; an exchanged contact sees the hidden phone; the owner edits', async () => {
  const shot = shooter('card-hub-sections');
  const owner = await registerUser('135');
  const contact = await registerUser('134');
  // Content no screen of this journey makes (each area's own journeys publish it), and an accepted exchange.
  await runServerScript("the owner's content", 'ownerContent', owner.mobile, { contact: contact.mobile });
  const hidden = await apiPost('/acc/updateUserPrivacy.xhtml', { allowStrangerSearch: 'true', allowColleagueView: 'true', hidePhone: 'true', showInMobileSite: 'true' }, owner.token);
  expect(hidden.status).toBe(200);
  const card = `/multipage/card/${owner.phoneIdEcr}`;

  // A signed-out visitor in WeChat: the sections, the phone hidden, and an item of each section opened by tapping.
  const { page, context } = await phone(browser, { userAgent: WECHAT_UA });
  await page.goto(card);
  await page.waitForSelector('[data-testid=card-sec-articles]');
  expect(await page.locator('[data-testid=phone-hidden]').count()).toBe(1);
  expect(await page.locator('[data-testid=section-edit]').count()).toBe(0);
  await page.locator('[data-testid=card-sec-videos]').scrollIntoViewIfNeeded();
  await shot(page, 'sections-visitor');
  const opens: [string, string, RegExp][] = [
    ['articles', '春季新品发布', /\/multipage\/multipleWdy\/micro\/show\/article\?articleId=/],
    ['microPages', '开业传单', /\/multipage\/p\//],
    ['videos', '工厂参观视频', /\/multipage\/microvideo\/shortVideo\//],
    ['cases', '湖景客厅设计', /\/multipage\/designCase\/showCase\//],
    ['circles', '创业者读书会', /\/multipage\/circle\/CircleJoinInfo\//],
  ];
  for (const [i, [key, title, url]] of opens.entries()) {
    // Back to the card the way a visitor goes back from an item (the browser's back), not a new load of it.
    if (i > 0) await page.goBack();
    await page.click(`[data-testid="card-sec-${key}"] [data-testid=section-item]:has-text("${title}")`);
    await page.waitForURL(url);
    await page.waitForSelector(`text=${title}`);
    await shot(page, `opened-${key}`);
  }

  // The contact who exchanged cards sees the number the owner hides from everyone else.
  const friend = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(friend.page, contact.token);
  await friend.page.goto(card);
  await friend.page.waitForSelector(`[data-testid=mobile]:has-text("${owner.mobile}")`);
  expect(await friend.page.locator('[data-testid=phone-hidden]').count()).toBe(0);
  await shot(friend.page, 'phone-for-contact');
  // The signed-out visitor, back on the card, still does not see it.
  await page.goBack();
  await page.waitForSelector('[data-testid=phone-hidden]');
  expect(await page.locator('[data-testid=mobile]').count()).toBe(0);

  // The owner, from the management centre: 查看名片 → 编辑 on each section → the management screen.
  const own = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(own.page, owner.token);
  await own.page.goto('/multipage/acc/acc_home');
  await own.page.click('[data-testid=view-card]');
  await own.page.waitForSelector('[data-testid=owner-bar]');
  // Back (WeChat's back button is the browser's): the management centre again, not the card left under its address.
  await own.page.goBack();
  await own.page.waitForSelector('[data-testid=user-name]');
  expect(await own.page.locator('[data-testid=owner-bar]').count()).toBe(0);
  await own.page.click('[data-testid=view-card]');
  await own.page.waitForSelector('[data-testid=owner-bar]');
  for (const key of ['articles', 'microPages', 'videos', 'cases', 'circles']) {
    expect(await own.page.locator(`[data-testid="card-sec-${key}"] [data-testid=section-edit]`).count(), key).toBe(1);
  }
  await own.page.locator('[data-testid=card-sec-articles]').scrollIntoViewIfNeeded();
  await shot(own.page, 'sections-owner');
  await own.page.click('[data-testid="card-sec-articles"] [data-testid=section-edit]');
  await own.page.waitForURL('**/multipage/mini/articles');
  await own.page.waitForSelector('text=春季新品发布');
  await shot(own.page, 'owner-edit-articles');
  await Promise.all([own.context.close(), friend.context.close(), context.close()]);
});

it('the owner exports the card from the management centre: signature, background, no wallet without pass settings', async () => {
  // 导出名片 (issue 34): 查看名片 → 导出名片: the signature previewed and copied, the background downloaded, and no
  // wallet button (this server has no PASS_* settings).
  const shot = shooter('card-hub-exports');
  const owner = await registerUser('133');
  const named = await apiPost('/acc/updateMpBasicInfo.xhtml', { name: '陈<小>&明', company: '星海贸易有限公司', position: '采购经理', email: 'chen@example.com' }, owner.token);
  expect(named.status).toBe(200);
  const own = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(own.page, owner.token);
  await own.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await own.page.goto('/multipage/acc/acc_home');
  await own.page.click('[data-testid=view-card]');
  await own.page.click('[data-testid=open-exports]');
  await own.page.waitForURL('**/multipage/stc/cardExports');
  const preview = own.page.frameLocator('[data-testid=signature-preview]');
  await preview.locator('table[data-card-signature] >> text=陈<小>&明').waitFor();
  await preview.locator('text=星海贸易有限公司').waitFor();
  expect(await own.page.locator('[data-testid=export-wallet]').count()).toBe(0);
  await own.page.waitForSelector('[data-testid=background-wechat-hint]:has-text("长按")');
  await expect.poll(() => own.page.locator('[data-testid=background-preview]').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 20_000 }).toBe(1920);
  await shot(own.page, 'exports');
  await own.page.click('[data-testid=copy-signature]');
  await own.page.waitForSelector('[data-testid=toast]:has-text("签名已复制")');
  const copied = await own.page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return { types: item!.types, html: await (await item!.getType('text/html')).text(), text: await (await item!.getType('text/plain')).text() };
  });
  expect(copied.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
  expect(copied.html).toContain('陈&lt;小&gt;&amp;明');
  expect(copied.text.split('\n')[0]).toBe('陈<小>&明');
  const [download] = await Promise.all([own.page.waitForEvent('download'), own.page.click('[data-testid=download-background]')]);
  const png = PNG.sync.read(fs.readFileSync((await download.path())!));
  expect([png.width, png.height]).toEqual([1920, 1080]);

  // The signature as a mail client shows it, with remote images blocked and allowed: the same words in the same
  // places, the blocked images keeping their size with the alt text in them.
  const signature = (await own.page.getAttribute('[data-testid=signature-preview]', 'srcdoc'))!;
  const seen = async (blockImages: boolean) => {
    const mail = await own.context.newPage();
    if (blockImages) await mail.route('**/*', (r) => (r.request().resourceType() === 'image' ? r.abort() : r.continue()));
    await mail.setContent(signature, { waitUntil: 'load' });
    const view = await mail.evaluate(() => ({
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (innerText keeps the rendered line breaks), which is what is copied
      text: document.querySelector('table')!.innerText,
      boxes: [...document.querySelectorAll('td, img')].map((el) => {
        const r = el.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].map(Math.round);
      }),
      images: [...document.querySelectorAll('img')].map((i) => ({ alt: i.alt, loaded: i.naturalWidth > 0 })),
    }));
    await mail
      .locator('table')
      .first()
      .screenshot({ path: path.join(SHOTS_DIR, `signature-images-${blockImages ? 'blocked' : 'on'}.png`) });
    await mail.close();
    return view;
  };
  const [on, blocked] = [await seen(false), await seen(true)];
  expect(on.images.every((i) => i.loaded)).toBe(true);
  expect(blocked.images.every((i) => !i.loaded)).toBe(true);
  expect(blocked.images.map((i) => i.alt)).toEqual(['扫码查看名片']);
  expect(blocked.text).toBe(on.text);
  expect(blocked.boxes).toEqual(on.boxes);
  await own.context.close();
});
