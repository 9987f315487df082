import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { prepareUser } from './support/prepare';
import { launch, shooter, signedInPhone } from './support/browser';

/**
 * Issue 12's whole journey on two phones at 375x667, every step by tapping from the management centre: the owner
 * creates a paid circle (1.99 yuan); a second user finds it by search, pays from the wallet and lands in it; the
 * owner posts an announcement with two links and two images and gives the payer a title; the payer comments and
 * files a complaint; the owner's wallet shows 90% of the price (1.79 yuan: the fee of 0.199 rounds half up to 0.20)
 * as frozen circle income.
 * Issue 32, item 5 on the same phones: the create form's styled avatar picker (with crop) and region sheets, its
 * catalogue message beside the field with everything typed kept; the paid join's receipt; the home's description
 * and labels; a restricted member reading the reason before writing (and on 成员); the owner's complaint inbox.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
function png(rgb: [number, number, number], size = 96): Buffer {
  const p = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) p.data.set(x < y ? [...rgb, 255] : [250, 250, 250, 255], (y * size + x) * 4);
  return PNG.sync.write(p);
}

it("a paid circle end to end: create, pay to join, announce, title, comment, complain, the owner's frozen income", async () => {
  const shot = shooter('circle-journey');
  const name = `夜读${Date.now() % 10000}`;

  // The owner: management centre → 我的圈子 → 创建圈子, paid joining at 1.99 yuan.
  const { page: owner } = await signedInPhone(browser, { prefix: '133' });
  await owner.goto('/multipage/acc/acc_home');
  await owner.click('[data-testid=home-circles]');
  await owner.waitForURL('**/multipage/circle/MyOrganizations');
  await owner.click('[data-testid=circle-create]');
  await owner.waitForSelector('[data-testid=new-circle-form]');
  await owner.fill('#f-name', name);
  await owner.click('[data-testid=labels] button:has-text("读书")');
  await owner.click('[data-testid=joinway-paid]');
  await owner.fill('#f-joinYuan', '1.99');
  // The avatar: a styled button (no "Choose File"), then the crop sheet.
  await owner.setInputFiles('[data-testid=avatar-pick-input]', { name: 'cover.png', mimeType: 'image/png', buffer: png([30, 110, 220], 160) });
  await owner.waitForSelector('[data-testid=avatar-crop]');
  await shot(owner, 'owner-crop');
  await owner.click('[data-testid=crop-use]');
  await owner.waitForSelector('[data-testid=avatar-preview]');
  // Province and city from the region list, in sheets.
  await owner.click('[data-testid=province]');
  await owner.click('[data-testid=province-sheet] button:has-text("浙江")');
  await owner.click('[data-testid=city]');
  await owner.click('[data-testid=city-sheet] button:has-text("杭州")');
  // Sent without a description: the catalogue's message beside that field (no browser bubble), nothing typed lost.
  await owner.click('[data-testid=create-submit]');
  await owner.waitForSelector('[data-testid=description-error]');
  expect(await text(owner, '[data-testid=description-error]')).toContain('圈子简介');
  expect(await owner.inputValue('#f-name')).toBe(name);
  expect(await owner.inputValue('#f-joinYuan')).toBe('1.99');
  expect(await text(owner, '[data-testid=city]')).toContain('杭州');
  expect(await owner.getAttribute('[data-testid=labels] button:has-text("读书")', 'aria-pressed')).toBe('true');
  await shot(owner, 'owner-create-refused');
  await owner.fill('#f-description', '每晚九点一起读书');
  await owner.click('[data-testid=create-submit]');
  await owner.waitForURL('**/multipage/circle/CircleAffiche?cid=*');
  const cid = new URL(owner.url()).searchParams.get('cid')!;
  await owner.waitForSelector('[data-testid=manage]');

  // The payer: management centre → 我的圈子 → 搜索 → the circle's join page → pay from the wallet.
  const { page: payer, user: payerUser } = await signedInPhone(browser, { prefix: '134' });
  await prepareUser(payerUser.mobile, { fundFen: 10_000, txPwd: '246810' });
  await payer.goto('/multipage/acc/acc_home');
  await payer.click('[data-testid=home-circles]');
  await payer.waitForURL('**/multipage/circle/MyOrganizations');
  await payer.click('[data-testid=circle-search]');
  await payer.fill('[data-testid=search-input]', name);
  await payer.click('[data-testid=search-submit]');
  await payer.click('[data-testid=search-results] [data-testid=circle-item] a');
  await payer.waitForURL(`**/multipage/circle/CircleJoinInfo/${cid}`);
  await shot(payer, 'payer-join-page');
  await payer.click('[data-testid=join-pay]');
  await payer.waitForSelector('[data-testid=circle-pay-price]');
  expect(await text(payer, '[data-testid=circle-pay-price]')).toBe('¥1.99');
  expect(await text(payer, '[data-testid=circle-pay-refund-window]')).toBe('付款后24小时内可申请退款');
  await shot(payer, 'payer-pay');
  await payer.click('[data-testid=circle-pay-confirm]');
  await payer.fill('[data-testid=txpwd-input]', '246810');
  await payer.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`);
  await payer.waitForSelector('[data-testid=publish]');
  expect(await text(payer, '[data-testid=circle-members]')).toBe('2位成员');
  // The receipt on top of the circle; the home shows what the circle is about.
  await payer.waitForSelector('[data-testid=circle-receipt]');
  expect(await text(payer, '[data-testid=receipt-amount]')).toBe('¥1.99');
  expect(await text(payer, '[data-testid=receipt-time]')).toContain('北京时间');
  expect(await text(payer, '[data-testid=receipt-order-no]')).not.toBe('');
  expect(await text(payer, '[data-testid=circle-description]')).toBe('每晚九点一起读书');
  expect(await text(payer, '[data-testid=circle-labels]')).toContain('读书');
  await shot(payer, 'payer-receipt');
  await payer.click('[data-testid=receipt-back]');
  await payer.waitForSelector('[data-testid=circle-receipt]', { state: 'detached' });
  // The invite poster: the circle, the inviter and the QR drawn into one picture to long-press or save.
  await payer.click('[data-testid=poster]');
  await payer.waitForSelector('[data-testid=poster-image]');
  expect(await payer.getAttribute('[data-testid=poster-image]', 'src')).toMatch(/^data:image\/png;base64,/);
  await shot(payer, 'payer-poster');
  await payer.click('[data-testid=back]');
  await payer.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`);

  // The owner announces: text, two images, two links.
  await owner.reload();
  await owner.click('[data-testid=publish]');
  await owner.waitForSelector('[data-testid=bulletin-content]');
  await owner.fill('[data-testid=bulletin-content]', '本周共读《长安的荔枝》，周五晚交流');
  await owner.setInputFiles('[data-testid=image-input]', [
    { name: 'a.png', mimeType: 'image/png', buffer: png([200, 80, 40]) },
    { name: 'b.png', mimeType: 'image/png', buffer: png([40, 120, 200]) },
  ]);
  await expect.poll(() => owner.locator('[data-testid=image-thumbs] img').count()).toBe(2);
  for (const href of ['https://example.com/book', 'https://example.com/room']) {
    await owner.fill('[data-testid=link-input]', href);
    await owner.click('[data-testid=link-add]');
  }
  await owner.click('[data-testid=bulletin-submit]');
  await owner.waitForSelector('[data-testid=bulletin-card]:has-text("长安的荔枝")');
  expect(await owner.locator('[data-testid=bulletin-card] [data-testid=bulletin-links] a').count()).toBe(2);
  await shot(owner, 'owner-announced');

  // The owner gives the payer a title: 管理 → 成员管理 → a new title → the payer's actions.
  await owner.click('[data-testid=manage]');
  await owner.click('[data-testid=row-members]');
  await owner.fill('[data-testid=title-input]', '领读人');
  await owner.click('[data-testid=title-add]');
  await owner.waitForSelector('[data-testid=titles] li:has-text("领读人")');
  await owner.click(`[data-testid=member-list] li:not(:has-text("圈主")) button`);
  await owner.click('[data-testid=give-title-领读人]');
  await owner.waitForSelector('[data-testid=member-list] [data-testid=title-chip]:has-text("领读人")');
  await shot(owner, 'owner-title');

  // The payer opens the announcement, comments, then complains with it as evidence.
  await payer.reload();
  await payer.click('[data-testid=bulletin-card] .bulletin-open');
  await payer.waitForSelector('[data-testid=comment-input]');
  await payer.fill('[data-testid=comment-input]', '我来领读第一章');
  await payer.click('[data-testid=comment-send]');
  await payer.waitForSelector('[data-testid=comments] li:has-text("我来领读第一章")');
  await shot(payer, 'payer-commented');
  await payer.click('[data-testid=back]');
  await payer.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`);
  await payer.click('[data-testid=complain]');
  await payer.waitForSelector('[data-testid=evidence-list] li');
  await payer.check('[data-testid=evidence-list] input[type=checkbox]');
  await payer.fill('[data-testid=complaint-content]', '链接打不开，请核实');
  await payer.click('[data-testid=complaint-submit]');
  await payer.waitForSelector('[data-testid=toast]:has-text("投诉已提交")');

  // The owner restricts publishing and viewing others: 管理 → 成员权限.
  await owner.click('[data-testid=back]');
  await owner.click('[data-testid=row-jurisdiction]');
  // Each switch saves on tap and shows the saved state (controlled), so tap and wait rather than check().
  await owner.click('[data-testid=switch-noMemberBulletin]');
  await expect.poll(() => owner.isChecked('[data-testid=switch-noMemberBulletin]')).toBe(true);
  await owner.waitForSelector('[data-testid=switch-noViewOthers]:not([disabled])');
  await owner.click('[data-testid=switch-noViewOthers]');
  await expect.poll(() => owner.isChecked('[data-testid=switch-noViewOthers]')).toBe(true);
  // The payer sees the reason before writing anything: 发布公告 disabled, the reason beside it; 成员 says why.
  await payer.reload();
  await payer.waitForSelector('[data-testid=publish-locked]');
  expect(await payer.locator('[data-testid=publish]').count()).toBe(0);
  expect(await text(payer, '[data-testid=locked-publish]')).toContain('管理员已限制该操作');
  expect(await text(payer, '[data-testid=locked-members]')).toContain('管理员已限制该操作');
  await shot(payer, 'payer-restricted');
  // Tapping 成员 anyway opens the member screen with the reason, not a blank page.
  await payer.click('[data-testid=circle-members]');
  await payer.waitForURL(`**/circle/CircleMembers*`);
  expect(await text(payer, '[data-testid=members-refused]')).toBe('成员列表不可查看 原因：管理员已限制该操作');
  await shot(payer, 'payer-members-refused');
  await payer.click('[data-testid=back]');
  await payer.waitForSelector('[data-testid=publish-locked]');

  // The owner's 投诉记录: the complaint about the circle, under review, the complainant not named.
  await owner.click('[data-testid=back]');
  await owner.click('[data-testid=row-complain]');
  await owner.waitForSelector('[data-testid=inbox-item]');
  expect(await text(owner, '[data-testid=inbox-item]')).toContain('链接打不开，请核实');
  expect(await text(owner, '[data-testid=inbox-state]')).toBe('待处理');
  await shot(owner, 'owner-inbox');

  // The owner: management centre → 我的钱包 → 冻结明细: 90% of 1.99 yuan as circle income.
  await owner.goto('/multipage/acc/acc_home');
  await owner.click('[data-testid=home-wallet]');
  await owner.waitForURL('**/multipage/cpl/index');
  await owner.click('[data-testid=wallet-frozen-list]');
  await owner.waitForSelector('[data-testid=frozen-list]');
  const row = await text(owner, '[data-testid=frozen-list] li');
  expect(row).toContain('圈子收入（付费加入）');
  expect(row).toContain('¥1.79');
  await shot(owner, 'owner-frozen-income');
}, 180_000);
