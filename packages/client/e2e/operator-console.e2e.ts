import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, phone, shooter, signIn, signedInPhone } from './support/browser';

/**
 * The operator console (issue 32, item 2) at 375x667: the seeded demo operator (13800138002) signs in, taps 审核管理
 * in the management centre, sees the new design case counted on its tab, is told a rejection needs a reason, approves
 * the case; a visitor then sees it on the designer's card. The designer, a plain user, never sees 审核管理.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

it('the demo operator approves a new design case from the console and a visitor then sees it', async () => {
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
});
