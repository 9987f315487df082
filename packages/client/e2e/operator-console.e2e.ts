import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, phone, shooter, signIn, signedInPhone } from './support/browser';
import { queueRow } from './support/operator';
import { runServerScript } from './support/server-script';

/**
 * The operator console (issue 32, item 2) at 375x667: the seeded demo operator (13800138002) signs in, taps 审核管理
 * in the management centre, sees the new design case counted on its tab, is told a rejection needs a reason, approves
 * the case; a visitor then sees it on the designer's card. The designer, a plain user, never sees 审核管理. Then a
 * complaint about the designer's circle (issue 32, item 5): the operator upholds it in 违规投诉 with a reason, the
 * queue's filter survives a reload, and the owner reads 已受理 with the reason in the circle's complaint inbox.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('the demo operator approves a design case and upholds a circle complaint from the console; a visitor sees the case, the owner the outcome', async () => {
  const shot = shooter('operator-console');
  // A designer adds a case: it awaits the audit.
  const designer = await signedInPhone(browser, { prefix: '135' });
  const title = `湖畔茶室${Date.now() % 100000}`;
  const saved = await apiPost('/designCase/saveCase.xhtml', { type: 'interior', title, description: '新中式茶室，临湖而建。' }, designer.user.token);
  expect(saved.resultSets.state).toBe('auditing');
  // A plain user's management centre has no review entry.
  await designer.page.goto('/multipage/acc/acc_home');
  await designer.page.waitForSelector('[data-testid=home-mine]');
  expect(await designer.page.locator('[data-testid=home-operator]').count()).toBe(0);

  // A member's complaint about the designer's circle (made with the factories: the complaint form has its own journey).
  const circleName = `茶友圈${Date.now() % 100000}`;
  const made = await runServerScript('a complaint about a circle', 'circleComplaint', designer.user.mobile, { circleName });

  // The seeded operator signs in (README: 13800138002 / demo1234) and taps 审核管理.
  const login = await apiPost('/acc/userLogin.xhtml', { phone: '13800138002', password: 'demo1234', agree: 'true' });
  expect(login.status).toBe(200);
  const { page } = await phone(browser);
  await signIn(page, login.resultSets.token as string);
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-operator]');
  await page.waitForURL('**/acc/operatorConsole');
  const row = page.locator(`[data-testid=op-cases-row][data-id="${saved.resultSets.id as string}"]`);
  await row.waitFor();
  expect(Number(await page.textContent('[data-testid=op-count-case]'))).toBeGreaterThanOrEqual(1);
  expect(await row.textContent()).toContain(title);
  await shot(page, 'queue');

  // Rejecting without a reason: the catalogue's message under the reason box, nothing decided.
  await row.locator('[data-testid=rq-reject]').click();
  await row.locator('[data-testid=rq-error]:has-text("请填写处理理由")').waitFor();
  // Said once, under the reason box: no toast repeats it over the queue.
  expect(await page.locator('[data-testid=toast]:has-text("请填写处理理由")').count()).toBe(0);
  await shot(page, 'reason-required');

  // Approve: the row leaves the queue and the operator is told the applicant was told.
  await row.locator('[data-testid=rq-approve]').click();
  await page.waitForSelector('[data-testid=toast]:has-text("已通过")');
  await row.waitFor({ state: 'detached' });
  await shot(page, 'approved');

  // A visitor (not signed in) now sees the case among the designer's cases.
  const visitor = await phone(browser);
  await visitor.page.goto(`/multipage/designCase/cases/${designer.user.phoneIdEcr}`);
  await visitor.page.waitForSelector(`[data-testid=card-cases] [data-testid=case-title]:has-text("${title}")`);
  await shot(visitor.page, 'visitor');

  // The operator taps 违规投诉: the complaint is counted and shown with its circle, evidence and (missing) picture.
  await page.click('[data-testid=op-tab-violation]');
  await page.waitForURL((u) => u.searchParams.get('tab') === 'violation');
  expect(Number(await page.textContent('[data-testid=op-count-violation]'))).toBeGreaterThanOrEqual(1);
  const complaint = await queueRow(page, 'op-circle-complaints', { id: made.complaintId });
  expect(await complaint.textContent()).toContain(circleName);
  expect(await complaint.textContent()).toContain('加微信领红包');
  // The picture's file is gone: a grey box named by its alt text, not a broken image.
  await complaint.locator('[data-testid=img-fallback][aria-label="图片1"]').waitFor();
  // Upholding needs a reason (the owner reads it).
  await complaint.locator('[data-testid=rq-approve]').click();
  await complaint.locator('[data-testid=rq-error]:has-text("受理投诉须填写理由")').waitFor();
  await complaint.locator('[data-testid=rq-reason]').fill('公告含诱导加好友内容');
  await shot(page, 'circle-complaint');
  await complaint.locator('[data-testid=rq-approve]').click();
  await page.waitForSelector('[data-testid=toast]:has-text("已通知投诉人和圈主")');
  await complaint.waitFor({ state: 'detached' });

  // 已受理 lists it with its outcome; the filter is in the address, so a reload keeps tab and filter.
  await page.click('[data-testid=op-circle-filter-upheld]');
  await page.waitForURL((u) => u.searchParams.get('filter') === 'upheld');
  await page.reload();
  const decided = await queueRow(page, 'op-circle-complaints', { id: made.complaintId });
  expect(await page.getAttribute('[data-testid=op-tab-violation]', 'aria-selected')).toBe('true');
  expect(await page.getAttribute('[data-testid=op-circle-filter-upheld]', 'aria-pressed')).toBe('true');
  expect(await decided.textContent()).toContain('处理理由：公告含诱导加好友内容');
  await shot(page, 'circle-upheld');

  // The owner's inbox shows the outcome and the reason, never the complainant.
  await designer.page.goto(`/multipage/circle/CircleManage/CircleComplainInbox?cid=${made.cid}`);
  const item = designer.page.locator('[data-testid=inbox-item]', { hasText: '圈主发布诱导广告' });
  await item.waitFor();
  expect(await item.locator('[data-testid=inbox-state]').textContent()).toBe('已受理');
  expect(await item.locator('[data-testid=inbox-reason]').textContent()).toBe('处理理由：公告含诱导加好友内容');
  await shot(designer.page, 'owner-inbox');
});
