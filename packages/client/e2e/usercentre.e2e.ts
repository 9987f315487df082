import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { apiPost, baseURL, launch, phone, registerUser, shooter, signIn, signedInPhone } from './support/browser';
import { pick } from './support/picker';

/**
 * The user centre at 375x667: upload an avatar, hide the phone and check the public card as a logged-out visitor,
 * switch the language, run one-key cleanup until the daily limit, and reorder the management centre's modules.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A 480x320 PNG, wider than tall, so the server's square crop is visible. */
function avatarPng(): Buffer {
  const png = new PNG({ width: 480, height: 320 });
  for (let i = 0; i < png.data.length; i += 4) {
    const x = (i / 4) % 480;
    png.data.set(x < 240 ? [255, 140, 0, 255] : [30, 110, 230, 255], i);
  }
  return PNG.sync.write(png);
}

it('avatar, privacy, language, cleanup limit and module layout', async () => {
  const shot = shooter('usercentre');
  // Registration is another journey's subject: this one starts signed in, without the UI.
  const { page, context, user } = await signedInPhone(browser, { prefix: '136' });

  // Management centre → Mine: upload an avatar in one step; a non-image is refused first.
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]');
  await page.click('[data-testid=home-mine]');
  await page.waitForURL('**/multipage/acc/acc_home_mine');
  await expect.poll(() => page.title()).toContain('我的');
  await page.waitForSelector('[data-testid=personal-data]');
  expect(await page.textContent('[data-testid=personal-phone]')).toContain('****');
  // A file that is not an image is refused with a clear message, and the circle shows no broken image.
  await page.setInputFiles('[data-testid=avatar-file]', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await page.waitForSelector('[data-testid=avatar-error]:has-text("文件类型错误")');
  expect(await page.locator('[data-testid=avatar-preview] img').count()).toBe(0);
  await shot(page, 'avatar-refused');
  // One step: picking an image uploads it.
  await page.setInputFiles('[data-testid=avatar-file]', { name: 'me.png', mimeType: 'image/png', buffer: avatarPng() });
  await page.waitForSelector('[data-testid=toast]:has-text("头像已更新")');
  expect(await page.locator('[data-testid=avatar-error]').count()).toBe(0);
  await page.waitForSelector('[data-testid=avatar-preview] img[src^="/files/avatars/"]');
  const avatarSrc = await page.getAttribute('[data-testid=avatar-preview] img', 'src');
  const stored = await fetch(`${baseURL()}${avatarSrc}`);
  expect(stored.headers.get('content-type')).toBe('image/webp');
  await shot(page, 'avatar-saved');
  // "账号与安全" leads to the security area's screen.
  await page.click('[data-testid=link-security]:has-text("账号与安全")');
  await page.waitForURL('**/multipage/acc/acc_home_passWord');
  await page.goBack();
  await page.waitForSelector('[data-testid=link-privacy]');

  // Privacy: hide the phone.
  await page.click('[data-testid=link-privacy]');
  await page.waitForURL('**/multipage/acc/forwardPrivacySet');
  await page.waitForSelector('[data-testid=privacy-hidePhone]');
  expect(await page.isChecked('[data-testid=privacy-hidePhone]')).toBe(false);
  await page.click('[data-testid=privacy-hidePhone]');
  await page.waitForSelector('[data-testid=toast]:has-text("隐私设置已保存")');
  expect(await page.isChecked('[data-testid=privacy-hidePhone]')).toBe(true);
  // Issue 31: contacts who exchanged cards still see it by default; the switch right below says so and can turn it off.
  expect(await page.isChecked('[data-testid=privacy-showPhoneToExchanged]')).toBe(true);
  await page.waitForSelector('text=向已交换名片的联系人显示手机号');
  await shot(page, 'privacy-phone-hidden');
  await page.click('[data-testid=privacy-showPhoneToExchanged]');
  await page.waitForSelector('[data-testid=toast]:has-text("隐私设置已保存")');
  await page.reload();
  await page.waitForSelector('[data-testid=privacy-showPhoneToExchanged]');
  expect(await page.isChecked('[data-testid=privacy-showPhoneToExchanged]')).toBe(false);
  expect(await page.isChecked('[data-testid=privacy-hidePhone]')).toBe(true);

  // A logged-out visitor sees the card without the phone, in the page and in the JSON behind it.
  const visitor = await phone(browser);
  await visitor.page.goto(`/multipage/card/${user.phoneIdEcr}`);
  await visitor.page.waitForSelector('[data-testid=phone-hidden]');
  expect(await visitor.page.content()).not.toContain(user.mobile);
  // Asked by the same browser (its visitor cookie): one visitor, one radar record (a cookie-less client is another).
  const json = await visitor.page.evaluate(async (id) => (await fetch(`/acc/${id}/findMpBasicById.xhtml`, { method: 'POST' })).text(), user.phoneIdEcr);
  expect(json).not.toContain(user.mobile);
  await shot(visitor.page, 'visitor-card-without-phone');
  await visitor.context.close();

  // Settings: switch to English and back; the server keeps the choice in the lang cookie.
  await page.goto('/multipage/acc/acc_home_mine/set');
  await page.waitForSelector('[data-testid=lang-en]');
  await page.click('[data-testid=lang-en]');
  await page.waitForSelector('text=One-key cleanup');
  await expect.poll(() => page.title()).toContain('Settings');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await shot(page, 'settings-english');
  await page.click('[data-testid=lang-zh]');
  await page.waitForSelector('text=一键清理');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-CN');

  // One-key cleanup asks first, saying what goes (the visitor above left one radar record), and deletes nothing
  // until confirmed; three runs a day, then the sheet says the limit is reached.
  await page.click('[data-testid=cleanup]');
  await page.waitForSelector('[data-testid=cleanup-what]:has-text("将删除已读消息 0 条、访客雷达记录 1 条")');
  await shot(page, 'cleanup-confirm');
  await page.click('[data-testid=sheet-close]');
  await page.click('[data-testid=cleanup]');
  await page.click('[data-testid=cleanup-confirm]');
  await page.waitForSelector('[data-testid=toast]:has-text("今日第1/3次")');
  await page.waitForSelector('[data-testid=cleanup-sheet]', { state: 'detached' });
  for (let run = 2; run <= 3; run++) expect((await apiPost('/acc/oneKeyCleanup.xhtml', {}, user.token)).status).toBe(200);
  await page.click('[data-testid=cleanup]');
  await page.waitForSelector('[data-testid=cleanup-limit]:has-text("今日清理次数已达上限")');
  expect(await page.locator('[data-testid=cleanup-confirm]').count()).toBe(0);
  await shot(page, 'cleanup-limit');
  await page.click('[data-testid=sheet-close]');

  // Module layout: 微视频 (54) and V店 (3) to the top with V店 first, 数据分析 (45) hidden, 报名页 (62) to the bottom.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-column-set]');
  await page.waitForURL('**/multipage/columnSet');
  await page.waitForSelector('[data-testid=col-row-54]');
  await pick(page, 'col-zonesel-54', { value: 'top' });
  await pick(page, 'col-zonesel-3', { value: 'top' });
  await page.click('[data-testid=col-up-3]');
  await page.click('[data-testid=col-visible-45]');
  await pick(page, 'col-zonesel-62', { value: 'bottom' });
  await shot(page, 'column-set-edited');
  await page.click('[data-testid=col-save]');
  await page.waitForSelector('[data-testid=toast]:has-text("模块设置已保存")');

  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=modules-top]');
  const ids = (sel: string) => page.$$eval(`${sel} [data-module-id]`, (els) => els.map((e) => Number(e.getAttribute('data-module-id'))));
  expect(await ids('[data-testid=modules-top]')).toEqual([3, 54]);
  expect(await ids('[data-testid=modules-bottom]')).toEqual([62]);
  expect(await page.locator('[data-module-id="45"]').count()).toBe(0);
  expect(await page.locator('[data-module-id]').count()).toBe(13);
  await shot(page, 'home-reordered');
  await context.close();
});

it('my subscriptions: a stored card is listed and can be unsubscribed', async () => {
  const shot = shooter('usercentre-subscriptions');
  const user = await registerUser('136');
  // The seeded demo card (prisma/seed) is the one to follow.
  const demo = 'demoCard8xQ2mZ7vK1pL';
  const stored = await fetch(`${baseURL()}/rel/addUserStore.xhtml`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: user.token },
    body: `phoneIdEcr=${demo}`,
  }).then((r) => r.json());
  expect(stored.resultSets).toEqual({ subscribed: true });

  const { page, context } = await signedInPhone(browser, { user });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-subscriptions]');
  await page.waitForURL('**/multipage/acc/acc_home_bkmore');
  await page.waitForSelector(`[data-phone-id=${demo}]:has-text("张三")`);
  await shot(page, 'subscriptions');
  await page.click(`[data-phone-id=${demo}] [data-testid=unsubscribe]`);
  await page.waitForSelector('[data-testid=subscriptions-empty]');
  await shot(page, 'subscriptions-empty');

  // The error-code lookup is for customer service and operators (issue 32): a user's 其他设置 has none.
  await page.goto('/multipage/acc/acc_home_mine/set_other');
  await page.waitForSelector('[data-testid=mobile-rules] li >> nth=3');
  expect(await page.locator('[data-testid=error-lookup]').count()).toBe(0);
  await shot(page, 'settings-other');
  await context.close();

  // The seeded agent (13800138001, customerService) has it.
  const agent = await apiPost('/acc/userLogin.xhtml', { phone: '13800138001', password: 'demo1234', agree: 'true' });
  expect(agent.status).toBe(200);
  const staff = await phone(browser);
  await signIn(staff.page, agent.resultSets.token as string);
  await staff.page.goto('/multipage/acc/acc_home_mine/set_other');
  await staff.page.fill('input[name=status]', '1060003');
  await staff.page.click('[data-testid=error-lookup]');
  await staff.page.waitForSelector('[data-testid=error-lookup-result]:has-text("公司不允许修改该设置")');
  await shot(staff.page, 'settings-other-agent');
  await staff.context.close();
});
