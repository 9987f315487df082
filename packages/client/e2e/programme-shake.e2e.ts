import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { atConsoleTab, queueRow } from './support/operator';
import { fromHub } from './support/programme';

/**
 * The shake part at 375x667 (issue 18), tapped from the management centre (home → 成长与工具): a VIP applies for a
 * shake device (摇一摇设备), an operator approves it (through the API), the owner configures its page (a too-long
 * main title shows the catalogue message naming the field, then a valid one), binds it, the operator approves the
 * page, and the details show it open; then 角色标签: the guide on the first visit, two tags picked and saved.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

it('applies for a device, configures and binds it, and its page opens; picks role tags', async () => {
  const rawShot = shooter('programme-shake');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const user = await registerUser('136');
  await prepareUser(user.mobile, { vip: true });
  const op = await registerUser('134');
  await prepareUser(op.mobile, { role: 'operator' });
  const { page } = await signedInPhone(browser, { user });

  await fromHub(page, 'shakeHome', '/show/shakeHome');
  await page.waitForSelector('[data-testid=shake-devices-empty]');
  expect(await text(page, '[data-testid=shake-device-count]')).toBe('0');
  await shot(page, 'home-empty');

  // Apply: the answer says by when it is reviewed.
  await page.click('[data-testid=shake-apply]');
  await page.waitForURL('**/show/shakeBindingApplication');
  await page.fill('[data-testid=shake-contact-name]', '张三');
  await page.fill('[data-testid=shake-contact-mobile]', '13800138000');
  await page.fill('[data-testid=shake-region]', '广东省深圳市');
  await page.fill('[data-testid=shake-address]', '南山区科技园1号');
  await page.fill('[data-testid=shake-reason]', '门店引流');
  await shot(page, 'apply-form');
  await page.click('[data-testid=shake-apply-submit]');
  await page.waitForSelector('[data-testid=shake-apply-done]');
  expect(await text(page, '[data-testid=shake-apply-due]')).toMatch(/^预计 \d{4}-\d{2}-\d{2} 前完成审核$/);
  await shot(page, 'apply-done');
  await page.click('[data-testid=shake-go-applications]');
  await page.waitForURL('**/show/shakeApplications');
  await page.waitForSelector('[data-testid=shake-application-status]:has-text("审核中")');
  await shot(page, 'applications');

  // The operator approves it (their queue is reached from the shake home; here through the API).
  const queue = await apiPost('/ibeacon/findShakeApplicationReviews.xhtml', { pageSize: '50' }, op.token);
  expect(queue.status).toBe(200);
  const mine = (queue.resultSets.items as { id: string; applicant: { phoneIdEcr: string } }[]).find((a) => a.applicant.phoneIdEcr === user.phoneIdEcr)!;
  expect((await apiPost('/ibeacon/reviewShakeApplication.xhtml', { applicationId: mine.id, approve: 'true' }, op.token)).status).toBe(200);
  await page.reload();
  await page.waitForSelector('[data-testid=shake-application-status]:has-text("已通过")');

  // The device is on the home; its details; configure.
  await page.click('[data-testid=back]');
  await page.waitForURL('**/show/shakeHome');
  await page.waitForSelector('[data-testid=shake-device]');
  await shot(page, 'home-device');
  await page.click('[data-testid=shake-device] a');
  await page.waitForURL('**/show/shakeDetails?id=*');
  await page.waitForSelector('[data-testid=shake-not-configured]');
  await page.click('[data-testid=shake-configure]');
  await page.waitForURL('**/show/shakeConfiguration?id=*');
  await page.fill('[data-testid=shake-name]', '名片科技南山店');
  await page.fill('[data-testid=shake-title]', '欢迎光临本店铺');
  await page.fill('[data-testid=shake-subtitle]', '摇一摇领优惠');
  await page.fill('[data-testid=shake-link]', 'https://example.com/menu');
  expect(await text(page, '[data-testid=shake-title-counter]')).toBe('14/12');
  await page.click('[data-testid=shake-config-save]');
  await page.waitForSelector('[data-testid=toast]:has-text("主标题不能为空，最多6个汉字或12个字符")');
  await page.waitForSelector('#f-title-err');
  await shot(page, 'config-too-long');
  await page.fill('[data-testid=shake-title]', '欢迎光临');
  await page.click('[data-testid=shake-config-save]');
  await page.waitForURL('**/show/shakeDetails?id=*');
  await page.waitForSelector('[data-testid=shake-config-status]:has-text("审核中")');
  expect(await text(page, '[data-testid=shake-preview-title]')).toBe('欢迎光临');

  // Bind to the card; the page opens once the operator approves it.
  await page.click('[data-testid=shake-bind]');
  await page.waitForSelector('[data-testid=shake-unbind]');
  expect(await text(page, '[data-testid=shake-open]')).toContain('暂不可见');
  const deviceId = new URL(page.url()).searchParams.get('id')!;

  // The operator approves the page in the console's shake queue, reached from the shake home (shown to operators only).
  const shaker = await signedInPhone(browser, { user: op });
  await shaker.page.goto('/multipage/acc/acc_home');
  await shaker.page.click('[data-testid=home-programmes]');
  await shaker.page.waitForURL('**/programme/index');
  await shaker.page.click('[data-testid=hub-shakeHome]');
  await shaker.page.click('[data-testid=shake-review]');
  await atConsoleTab(shaker.page, 'shake');
  const row = await queueRow(shaker.page, 'op-shake-configs', { id: deviceId });
  expect(await row.textContent()).toContain('名片科技南山店');
  await row.scrollIntoViewIfNeeded();
  await rawShot(shaker.page, 'review-configs');
  await row.locator('[data-testid=rq-approve]').click();
  await shaker.page.waitForSelector('[data-testid=toast]:has-text("已通过")');
  await row.waitFor({ state: 'detached' });
  // The old screen's address (links in messages, bookmarks) leads to the same queue.
  await shaker.page.goto('/multipage/show/shakeReview');
  await atConsoleTab(shaker.page, 'shake');
  await shaker.page.waitForSelector('[data-testid=op-shake-configs]');
  await page.reload();
  await page.waitForSelector('[data-testid=shake-config-status]:has-text("已通过")');
  expect(await text(page, '[data-testid=shake-open]')).toBe('附近的人可以摇到');
  await shot(page, 'details-open');

  // What a shaker sees (the public link, opened by someone else): counted.
  const code = (await apiPost('/ibeacon/findShakeDevice.xhtml', { deviceId }, user.token)).resultSets.code as string;
  await shaker.page.goto(`/multipage/show/shakePage?code=${encodeURIComponent(code)}`);
  await shaker.page.waitForSelector('[data-testid=shake-page-title]:has-text("欢迎光临")');
  expect(await text(shaker.page, '[data-testid=shake-page-sub]')).toBe('摇一摇领优惠');
  await shaker.page.waitForSelector('[data-testid=shake-page-owner]');
  await shot(shaker.page, 'shaker-page');
  await shaker.context.close();
  await page.reload();
  await page.waitForSelector('[data-testid=shake-total]:has-text("累计 1 次")');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await rawShot(page, 'details-stats');

  // Role tags: the first visit leads to the guide; two tags picked and saved.
  await fromHub(page, 'roleIndex', '/role/roleGuidePage');
  await page.waitForSelector('[data-testid=role-guide]');
  await shot(page, 'role-guide');
  await page.click('[data-testid=role-guide-start]');
  await page.waitForURL('**/role/roleIndex');
  await page.click('[data-testid=role-tag]:has-text("设计师")');
  await page.click('[data-testid=role-tag]:has-text("企业主")');
  expect(await text(page, '[data-testid=role-picked-count]')).toBe('已选 2/3');
  expect(await page.$$eval('[data-testid=role-preview-tag]', (els) => els.map((e) => e.textContent))).toEqual(['设计师', '企业主']);
  await page.click('[data-testid=role-save]');
  await page.waitForSelector('[data-testid=toast]:has-text("已保存")');
  await shot(page, 'role-saved');
  await page.reload();
  await page.waitForSelector('[data-testid=role-tag][aria-pressed=true]');
  expect(await page.$$eval('[data-testid=role-preview-tag]', (els) => els.map((e) => e.textContent))).toEqual(['设计师', '企业主']);
  const tags = await apiPost('/role/findCardRoleTags.xhtml', { phoneIdEcr: user.phoneIdEcr });
  expect((tags.resultSets as { name: string }[]).map((t) => t.name)).toEqual(['设计师', '企业主']);

  // The public card (server-rendered) shows them under the name.
  await page.goto(`/multipage/card/${user.phoneIdEcr}`);
  expect(await text(page, '[data-testid=card-role-tags]')).toBe('设计师 · 企业主');
  await shot(page, 'card-role-tags');
}, 240_000);
