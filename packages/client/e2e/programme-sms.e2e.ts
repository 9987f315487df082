import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone, uniquePhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { atConsoleTab, queueRow } from './support/operator';
import { fromHub } from './support/programme';

/**
 * The sms part at 375x667 (issue 18), tapped from the management centre (home → 成长与工具 → 短信管理): a VIP user
 * applies for a sign (an operator approves it through the API), agrees to sending on their behalf, buys a pack with
 * the wallet on the existing pay screen, sends to a number, and reads the record and its detail (masked number).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

it('applies for a sign, buys a pack with the wallet, sends an SMS and reads its record', async () => {
  const rawShot = shooter('programme-sms');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const user = await registerUser('136');
  await prepareUser(user.mobile, { vip: true, fundFen: 100_000, txPwd: '123456' });
  const op = await registerUser('134');
  await prepareUser(op.mobile, { role: 'operator' });
  const { page } = await signedInPhone(browser, { user });

  await fromHub(page, 'smsHome', '/shortMessageManagement/index');
  await page.waitForSelector('[data-testid=sms-credits]');
  expect(await text(page, '[data-testid=sms-credits]')).toBe('0');
  await page.waitForSelector('[data-testid=sms-signs-empty]');
  await shot(page, 'home-empty');

  // A bad sign shows the catalogue message; a good one waits for review.
  await page.fill('[data-testid=sms-sign-input]', '名片!');
  await page.click('[data-testid=sms-sign-apply]');
  await page.waitForSelector('[data-testid=toast]:has-text("短信签名须为2-12个汉字、字母或数字")');
  await page.fill('[data-testid=sms-sign-input]', '名片科技');
  await page.click('[data-testid=sms-sign-apply]');
  await page.waitForSelector('[data-testid=sms-sign-pending]');
  await shot(page, 'sign-pending');

  // The operator approves it in the console's SMS sign queue, reached from the SMS home (an operator needs no VIP for it).
  const { page: opPage } = await signedInPhone(browser, { user: op });
  await opPage.goto('/multipage/acc/acc_home');
  await opPage.click('[data-testid=home-programmes]');
  await opPage.click('[data-testid=hub-smsHome]');
  await opPage.click('[data-testid=sms-to-review]');
  await atConsoleTab(opPage, 'sms');
  const queue = await apiPost('/sms/findSmsSignReviews.xhtml', { status: 'pending', pageSize: '50' }, op.token);
  const mine = (queue.resultSets.items as { id: string; applicant: { phoneIdEcr: string } }[]).find((s) => s.applicant.phoneIdEcr === user.phoneIdEcr)!;
  expect(mine).toBeTruthy();
  // This user's row (other journeys' signs may wait in the same queue).
  const row = await queueRow(opPage, 'op-sms', { id: mine.id });
  expect(await row.textContent()).toContain('【名片科技】');
  await shot(opPage, 'review');
  await row.locator('[data-testid=rq-approve]').click();
  await opPage.waitForSelector('[data-testid=toast]:has-text("已通过")');
  await row.waitFor({ state: 'detached' });
  // The signs already decided, as the old review screen listed them: this one among the approved.
  await opPage.click('[data-testid=op-sms-filter-approved]');
  const decided = await queueRow(opPage, 'op-sms', { id: mine.id });
  expect(await decided.locator('[data-testid=op-state]').textContent()).toBe('已通过');
  expect(await decided.locator('[data-testid=rq-approve]').count()).toBe(0);
  await expect.poll(async () => (await apiPost('/sms/findSmsHome.xhtml', {}, user.token)).resultSets.signs[0].status).toBe('approved');
  await page.reload();
  await page.waitForSelector('[data-testid=sms-sign-approved]');

  // Consent on the authorization screen.
  await page.waitForSelector('[data-testid=sms-consent-notice]');
  await page.click('[data-testid=sms-to-authorization]');
  await page.waitForURL('**/shortMessageManagement/shortMessageAuthrization/index');
  await page.click('[data-testid=sms-consent-toggle]');
  await page.waitForSelector('[data-testid=sms-consent-given]');
  await shot(page, 'authorization');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/shortMessageManagement/index');

  // Buy 100 credits with the wallet on the existing pay screen; the result leads back to the SMS home.
  await page.click('[data-testid=sms-pack-p100]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=pay-amount]:has-text("10.00")');
  await shot(page, 'pay');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=txpwd-sheet]');
  await page.fill('#f-txPwd', '123456');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  await page.click('[data-testid=to-order-home]');
  await page.waitForURL('**/shortMessageManagement/index');
  await page.waitForSelector('[data-testid=sms-credits]:has-text("100")');
  expect(await page.isVisible('[data-testid=sms-consent-notice]')).toBe(false);
  await shot(page, 'home-credits');

  // Send to one number.
  const to = uniquePhone('137');
  await page.click('[data-testid=sms-to-send]');
  await page.waitForURL('**/shortMessageManagement/send');
  await page.fill('[data-testid=sms-send-text]', '您好，很高兴认识您，名片已发送，欢迎随时联系。');
  await page.fill('[data-testid=sms-send-mobiles]', to);
  await page.waitForSelector('[data-testid=sms-send-cost]:has-text("合计扣除1条")');
  expect(await text(page, '[data-testid=sms-send-preview]')).toBe('【名片科技】您好，很高兴认识您，名片已发送，欢迎随时联系。');
  await shot(page, 'send');
  await page.click('[data-testid=sms-send-submit]');
  await page.waitForURL('**/smsRecordDetail/index?id=*');
  await page.waitForSelector('[data-testid=sms-record-state]:has-text("已发送")');
  expect(await text(page, '[data-testid=sms-recipient-row]')).toContain(`${to.slice(0, 3)}****${to.slice(-4)}`);
  expect(await text(page, '[data-testid=sms-record-recipients]')).not.toContain(to);
  await shot(page, 'record-detail');

  // The records list holds it; the balance shows one credit spent.
  await page.goto('/multipage/shortMessageManagement/records');
  await page.waitForSelector('[data-testid=sms-record-row]');
  expect(await text(page, '[data-testid=sms-record-row]')).toContain('【名片科技】您好');
  await shot(page, 'records');
  await page.goto('/multipage/shortMessageManagement/index');
  await page.waitForSelector('[data-testid=sms-credits]:has-text("99")');
});
