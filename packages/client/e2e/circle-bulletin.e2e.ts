import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { errorText } from '@card/contract';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';

/**
 * Circle bulletins at 375x667: the owner (an admin) of a circle posts an announcement with two links and two images
 * (a sensitive word first shows the catalogue message); a member opens it and comments; the owner sees the reader
 * and the comment; the member files a complaint with the announcement as evidence and a picture.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
function pngBytes(rgb: [number, number, number], size = 120): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) png.data.set(x > y ? [...rgb, 255] : [255, 255, 255, 255], (y * size + x) * 4);
  return PNG.sync.write(png);
}

it('an admin posts with links and images, a member reads and comments, the admin sees both, the member complains', async () => {
  const shot = shooter('circle-bulletin');
  const { page: admin, user: owner } = await signedInPhone(browser, { prefix: '136' });
  const created = await apiPost('/circle/createCircle.xhtml', { name: `公告测试${Date.now() % 10000}`, description: '公告旅程', joinWay: 'open' }, owner.token);
  expect(created.code).toBe('OK');
  const cid = created.resultSets.cid as string;
  const memberUser = await registerUser('135');
  expect((await apiPost('/circle/applyJoinCircle.xhtml', { cid }, memberUser.token)).code).toBe('OK');

  // The circle home → 发布公告.
  await admin.goto(`/multipage/circle/CircleAffiche?cid=${cid}`);
  await admin.waitForSelector('[data-testid=manage]:has-text("管理")');
  expect(await text(admin, '[data-testid=circle-members]')).toBe('2位成员');
  await shot(admin, 'home-empty');
  await admin.click('[data-testid=publish]');
  await admin.waitForSelector('[data-testid=bulletin-content]');

  // A sensitive word, spaced out, is refused with the catalogue message; nothing is posted.
  await admin.fill('[data-testid=bulletin-content]', '周末一起 赌-博');
  expect(await text(admin, '[data-testid=content-counter]')).toBe('8/200');
  await admin.click('[data-testid=bulletin-submit]');
  await admin.waitForSelector(`[data-testid=form-error]:has-text("${errorText('SENSITIVE_WORDS', 'zh-CN')}")`);
  await shot(admin, 'sensitive-refused');

  // Two images (picked at once, uploaded one by one) and two links.
  await admin.fill('[data-testid=bulletin-content]', '本周六下午两点读书会，欢迎参加');
  await admin.setInputFiles('[data-testid=image-input]', [
    { name: 'a.png', mimeType: 'image/png', buffer: pngBytes([31, 111, 235]) },
    { name: 'b.png', mimeType: 'image/png', buffer: pngBytes([26, 127, 55]) },
  ]);
  await expect.poll(() => admin.locator('[data-testid=image-thumbs] img').count()).toBe(2);
  for (const href of ['https://example.com/agenda', 'https://example.com/map']) {
    await admin.fill('[data-testid=link-input]', href);
    await admin.click('[data-testid=link-add]');
  }
  expect(await admin.locator('[data-testid=link-list] li').count()).toBe(2);
  await shot(admin, 'announce-filled');
  await admin.click('[data-testid=bulletin-submit]');
  await admin.waitForURL('**/multipage/circle/CircleAffiche?cid=*');
  await admin.waitForSelector('[data-testid=bulletin-card]:has-text("读书会")');
  expect(await admin.locator('[data-testid=bulletin-card] [data-testid=bulletin-images] img').count()).toBe(2);
  expect(await admin.locator('[data-testid=bulletin-card] [data-testid=bulletin-links] a').count()).toBe(2);
  await shot(admin, 'home-posted');

  // The member opens it from the circle home and comments.
  const { page: member } = await signedInPhone(browser, { user: memberUser });
  await member.goto(`/multipage/circle/CircleAffiche?cid=${cid}`);
  await member.waitForSelector('[data-testid=bulletin-card]:has-text("读书会")');
  expect(await member.locator('[data-testid=manage]').count()).toBe(0);
  await member.click('[data-testid=bulletin-card] .bulletin-open');
  await member.waitForURL('**/multipage/circle/CircleBulletinAffiche?*');
  await member.waitForSelector('[data-testid=comment-input]');
  expect(await member.locator('[data-testid=readers-link]').count()).toBe(0);
  await member.fill('[data-testid=comment-input]', '我报名参加');
  await member.click('[data-testid=comment-send]');
  await member.waitForSelector('[data-testid=comments] li:has-text("我报名参加")');
  await shot(member, 'member-commented');

  // The admin sees the comment and the reader.
  await admin.click('[data-testid=bulletin-card] .bulletin-open');
  await admin.waitForSelector('[data-testid=comments] li:has-text("我报名参加")');
  expect(await text(admin, '[data-testid=readers-link]')).toBe('已读 2');
  await shot(admin, 'admin-detail');
  await admin.click('[data-testid=readers-link]');
  await admin.waitForSelector('[data-testid=readers] li');
  expect(await text(admin, '[data-testid=read-count]')).toBe('共2人已读');
  await shot(admin, 'read-info');

  // The member complains: the announcement as evidence, one picture, a text.
  await member.goto(`/multipage/circle/CircleAffiche?cid=${cid}`);
  await member.click('[data-testid=complain]');
  await member.waitForSelector('[data-testid=evidence-list] li');
  // Sending stays closed until there is a text (a click would only wait out Playwright's action timeout).
  expect(await member.isDisabled('[data-testid=complaint-submit]')).toBe(true);
  await member.fill('[data-testid=complaint-content]', '测试投诉：请核实');
  await member.click('[data-testid=complaint-submit]');
  await member.waitForSelector(`[data-testid=form-error]:has-text("${errorText('COMPLAINT_EVIDENCE_RANGE', 'zh-CN')}")`);
  await member.check('[data-testid=evidence-list] input[type=checkbox]');
  await member.setInputFiles('[data-testid=picture-input]', { name: 'c.png', mimeType: 'image/png', buffer: pngBytes([200, 40, 40]) });
  await expect.poll(() => member.locator('.bulletin-thumbs img').count()).toBe(1);
  await shot(member, 'complaint-filled');
  await member.click('[data-testid=complaint-submit]');
  await member.waitForSelector('[data-testid=toast]:has-text("投诉已提交")');
  await member.waitForURL('**/multipage/circle/CircleAffiche?cid=*');
  await shot(member, 'complaint-sent');
});
