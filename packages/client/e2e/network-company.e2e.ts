import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, phone, registerUser, shooter, signIn, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { WECHAT_UA } from './support/wechat-pay';

/**
 * Joining a company at 375x667: a new user opens 我的公司 from the management centre, searches the company and
 * applies; the admin opens 企业管理 from their 我的公司 (removing themselves, the last admin, is refused with the
 * catalogue message), agrees, and sets the new member's card as the enterprise master card; the user's 我的公司 then shows the member.
 * Companies from scratch (issue 31), in WeChat's browser: a brand-new user creates a company from 我的公司 (a taken
 * name is refused under the field), invites a colleague by mobile; the colleague opens the message, accepts, and
 * the company's staff lists both.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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
  // Removing themselves, the only admin, from their row's sheet is refused with the catalogue message.
  await adm.locator('[data-testid=staff-row]').first().click();
  await adm.click('[data-testid=staff-remove]');
  await adm.click('[data-testid=staff-remove]');
  await adm.waitForSelector('[data-testid=toast]:has-text("公司至少需要一名管理员")');
  await shot(adm, 'last-admin-refused');
  await adm.click('[data-testid=sheet-close]');
  await adm.click('[data-testid=agree-join]');
  await adm.waitForSelector(`[data-testid=staff-row]:has-text("${userName}")`);
  expect(await text(adm, '[data-testid=applications-join]')).toContain('暂无申请');
  // The master card is chosen on the member's sheet (no native dropdown).
  await adm.click(`[data-testid=staff-row]:has-text("${userName}")`);
  await adm.waitForSelector('[data-testid=staff-sheet]');
  await shot(adm, 'staff-sheet');
  await adm.click('[data-testid=staff-master]');
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

it('a new user creates a company and invites a colleague, who accepts from the message centre; the staff lists both', async () => {
  const shot = shooter('network-company-create');
  const stamp = Date.now() % 100000;
  const name = `启明软件${stamp}`;
  const founder = await registerUser('137');
  const colleague = await registerUser('138');
  await apiPost('/acc/updateMpBasicInfo.xhtml', { name: `创始人${stamp}` }, founder.token);
  const colleagueName = `新同事乙${stamp}`;
  await apiPost('/acc/updateMpBasicInfo.xhtml', { name: colleagueName }, colleague.token);
  // Someone else already runs a company of the name tried first.
  const other = await registerUser('136');
  expect((await apiPost('/acc/createCompany.xhtml', { name: `已存在${stamp}` }, other.token)).status).toBe(200);

  // The founder: management centre → 我的公司 → 创建公司.
  const { page: fd } = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(fd, founder.token);
  await fd.goto('/multipage/acc/acc_home');
  await fd.click('[data-testid=home-company]');
  await fd.waitForSelector('[data-testid=company-state]:has-text("您还没有加入公司")');
  await fd.click('[data-testid=company-create]');
  await fd.waitForSelector('[data-testid=create-name]');
  // A bad code and a taken name are refused under their fields, the form keeps what was typed.
  await fd.fill('[data-testid=create-name]', `已存在${stamp}`);
  await fd.fill('[data-testid=create-tax]', '91350100M000100Y44');
  await fd.click('[data-testid=create-submit]');
  await fd.waitForSelector('.field-msg:has-text("统一社会信用代码校验位错误")');
  await fd.fill('[data-testid=create-tax]', '91350100M000100Y43');
  await fd.click('[data-testid=create-submit]');
  await fd.waitForSelector('.field-msg:has-text("已有同名公司")');
  expect(await fd.inputValue('[data-testid=create-tax]')).toBe('91350100M000100Y43');
  await shot(fd, 'create-refused');
  await fd.fill('[data-testid=create-name]', name);
  await fd.click('[data-testid=create-submit]');
  await fd.waitForSelector('[data-testid=company-state]:has-text("已加入公司")');
  expect(await text(fd, '[data-testid=company-name]')).toBe(name);
  expect(await text(fd, '[data-testid=company-role]')).toBe('管理员');
  await shot(fd, 'created');

  // 企业管理 → 邀请同事 by mobile (typed with spaces, as people do).
  await fd.click('[data-testid=company-manage]');
  await fd.fill('[data-testid=invite-invitee]', `${colleague.mobile.slice(0, 3)} ${colleague.mobile.slice(3, 7)} ${colleague.mobile.slice(7)}`);
  await fd.click('[data-testid=invite-send]');
  await fd.waitForSelector(`[data-testid=toast]:has-text("已邀请${colleagueName}")`);
  await fd.waitForSelector(`[data-testid=invites-pending] li:has-text("${colleagueName}")`);
  expect(await fd.inputValue('[data-testid=invite-invitee]')).toBe('');
  expect(await fd.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(fd, 'invited');

  // The colleague: management centre → 消息 → the invitation → 接受邀请.
  const { page: co } = await phone(browser, { userAgent: WECHAT_UA });
  await signIn(co, colleague.token);
  await co.goto('/multipage/acc/acc_home');
  await co.click('[data-testid=home-messages]');
  await co.waitForSelector('[data-testid=message-link][data-subject=companyInvite]');
  await shot(co, 'message');
  await co.click('[data-testid=message-link][data-subject=companyInvite]');
  await co.waitForSelector('[data-testid=invite-accept]');
  expect(await text(co, '[data-testid=invite-company]')).toBe(name);
  await shot(co, 'invitation');
  await co.click('[data-testid=invite-accept]');
  await co.waitForSelector('[data-testid=company-state]:has-text("已加入公司")');
  expect(await text(co, '[data-testid=company-name]')).toBe(name);
  expect(await text(co, '[data-testid=company-role]')).toBe('员工');
  await shot(co, 'joined');

  // The founder's staff list shows both.
  await fd.reload();
  await fd.waitForSelector(`[data-testid=staff-row]:has-text("${colleagueName}")`);
  expect(await fd.locator('[data-testid=staff-row]').count()).toBe(2);
  expect(await text(fd, '[data-testid=staff]')).toContain(`创始人${stamp}`);
  await shot(fd, 'staff');
});
