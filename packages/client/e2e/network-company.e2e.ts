import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * Joining a company at 375x667: a new user opens 我的公司 from the management centre, searches the company and
 * applies; the admin opens 企业管理 from their 我的公司 (removing themselves, the last admin, is refused with the
 * catalogue message), agrees, and sets the new member's card as the enterprise master card; the user's 我的公司 then shows the member.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

it('a user searches and applies, the admin agrees in in2ManageList and sets the master card, the user is a member', async () => {
  const shot = shooter('network-company');
  const stamp = Date.now() % 100000;
  const companyName = `星河科技${stamp}`;
  const admin = await registerUser('136');
  const user = await registerUser('135');
  const userName = `新同事${stamp}`;
  await apiPost('/acc/updateMpBasicInfo.xhtml', { name: userName }, user.token);
  await prepareUser(admin.mobile, { company: { name: companyName, role: 'admin' } });

  // The user: management centre → 我的公司 → search → apply.
  const { page: me } = await signedInPhone(browser, { user });
  await me.goto('/multipage/acc/acc_home');
  await me.click('[data-testid=home-company]');
  await me.waitForSelector('[data-testid=company-state]');
  expect(await text(me, '[data-testid=company-state]')).toBe('您还没有加入公司');
  await shot(me, 'none');
  await me.fill('[data-testid=company-keyword]', `星河科技${stamp}`);
  await me.click('[data-testid=company-search]');
  await me.waitForSelector(`[data-testid=company-results] li:has-text("${companyName}")`);
  await shot(me, 'search');
  await me.click('[data-testid=company-apply]');
  await me.waitForSelector('[data-testid=company-state]:has-text("申请审核中")');
  expect(await me.textContent('main')).toContain(`您申请加入“${companyName}”`);
  await shot(me, 'applying');

  // The admin: 我的公司 → 企业管理 → agree → master card.
  const { page: adm } = await signedInPhone(browser, { user: admin });
  await adm.goto('/multipage/acc/acc_home');
  await adm.click('[data-testid=home-company]');
  await adm.click('[data-testid=company-manage]');
  await adm.waitForSelector(`[data-testid=applications-join] li:has-text("${userName}")`);
  await shot(adm, 'manage-applications');
  // Removing themselves, the only admin, is refused with the catalogue message.
  const own = adm.locator('[data-testid=staff-row]').first().locator('[data-testid=staff-remove]');
  await own.click();
  await own.click();
  await adm.waitForSelector('[data-testid=toast]:has-text("公司至少需要一名管理员")');
  await shot(adm, 'last-admin-refused');
  await adm.click('[data-testid=agree-join]');
  await adm.waitForSelector(`[data-testid=staff-row]:has-text("${userName}")`);
  expect(await text(adm, '[data-testid=applications-join]')).toContain('暂无申请');
  await adm.selectOption('[data-testid=master-picker]', { label: userName });
  await adm.waitForSelector(`[data-testid=master-card]:has-text("${userName}")`);
  await shot(adm, 'manage-master');

  // The user's 我的公司 shows the membership.
  await me.reload();
  await me.waitForSelector('[data-testid=company-state]:has-text("已加入公司")');
  expect(await text(me, '[data-testid=company-name]')).toBe(companyName);
  expect(await text(me, '[data-testid=company-role]')).toBe('员工');
  await shot(me, 'member');
  // A member's way into 企业管理 is refused: the screen says so.
  await me.goto('/multipage/acc/in2ManageList');
  await me.waitForSelector('text=没有权限');
});
