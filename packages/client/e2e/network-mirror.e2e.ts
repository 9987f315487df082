import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, baseURL, launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * Mirror sync at 375x667, from the management centre (issue 31: binding with the master's consent): a VIP master
 * upgrades; a VIP sub finds it by name and asks to bind (nothing shows yet); the master opens the request's message
 * in the message centre, lands on /mirror/list and approves; it pushes its honours and company fields; the sub's
 * public card shows them in their own "来自 <master company>" section, the sub's own company untouched; the sub
 * switches honours off and they leave the card. A user without VIP or an unlock sees the module's unlock.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
const publicCard = async (phoneIdEcr: string) => (await fetch(`${baseURL()}/multipage/card/${phoneIdEcr}`)).text();
const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

it("a sub asks, the master approves from its message, pushes; the sub's card shows the master's own section until the sub switches a type off", async () => {
  const shot = shooter('network-mirror');
  const masterUser = await registerUser('137');
  const subUser = await registerUser('138');
  await prepareUser(masterUser.mobile, { vip: true });
  await prepareUser(subUser.mobile, { vip: true });
  const stamp = Date.now() % 10000;
  const masterName = `镜像主卡${stamp}`;
  const masterCompany = `镜像集团${stamp}`;
  const subCompany = `子卡分公司${stamp}`;
  expect((await apiPost('/acc/updateMpBasicInfo.xhtml', { name: masterName, company: masterCompany, landline: '021-66668888' }, masterUser.token)).code).toBe('OK');
  expect((await apiPost('/acc/updateMpBasicInfo.xhtml', { name: `镜像子卡${stamp}`, company: subCompany }, subUser.token)).code).toBe('OK');
  expect((await apiPost('/mpbase/addMpHonor.xhtml', { title: '全国十佳服务企业', content: '' }, masterUser.token)).code).toBe('OK');

  // The master: management centre → 镜像同步 → 升级为主名片.
  const { page: master } = await signedInPhone(browser, { user: masterUser });
  await master.goto('/multipage/acc/acc_home');
  await master.click('[data-testid=home-mirror]');
  await master.waitForSelector('[data-testid=mirror-upgrade]');
  expect(await text(master, '[data-testid=mirror-role]')).toBe('我的名片尚未加入镜像同步');
  await master.click('[data-testid=mirror-upgrade]');
  await master.waitForSelector('[data-testid=mirror-role]:has-text("我的名片是主名片")');

  // The sub: management centre → 镜像同步 → find the master by name → 申请绑定: it waits for the master.
  const { page: sub } = await signedInPhone(browser, { user: subUser });
  await sub.goto('/multipage/acc/acc_home');
  await sub.click('[data-testid=home-mirror]');
  await sub.click('[data-testid=mirror-find-master]');
  await sub.fill('[data-testid=mirror-keyword]', masterName);
  await sub.click('[data-testid=mirror-search]');
  await sub.click(`[data-testid=mirror-person]:has-text("${masterName}") [data-testid=mirror-bind]`);
  await sub.waitForSelector('[data-testid=mirror-request][data-state=pending]');
  expect(await text(sub, '[data-testid=mirror-request]')).toContain(`已向 ${masterName} 申请绑定为子名片`);
  await noSideways(sub);
  await shot(sub, 'sub-request-pending');

  // The master: 消息中心 → the request's message → /mirror/list, where the request waits with 同意 / 拒绝.
  await master.goto('/multipage/acc/acc_home');
  await master.click('[data-testid=home-messages]');
  await master.waitForSelector('[data-testid=message-link][data-subject=mirror]:has-text("新的子名片绑定申请")');
  await shot(master, 'master-message');
  await master.click('[data-testid=message-link][data-subject=mirror]:has-text("新的子名片绑定申请")');
  await master.waitForURL('**/multipage/mirror/list');
  await master.waitForSelector(`[data-testid=mirror-request-row]:has-text("镜像子卡${stamp}")`);
  await noSideways(master);
  await shot(master, 'master-requests');
  await master.click(`[data-testid=mirror-request-row]:has-text("镜像子卡${stamp}") [data-testid=mirror-approve]`);
  await master.waitForSelector('[data-testid=mirror-sub]');
  // The two lists are refetched separately after the approval: the request row leaves when its own list answers.
  await expect.poll(() => master.locator('[data-testid=mirror-request-row]').count()).toBe(0);
  await shot(master, 'master-approved');

  // The master pushes its honours and its company fields.
  await master.click('[data-testid=mirror-go-push]');
  await master.click('[data-testid=mirror-push-honours]');
  await master.waitForSelector('text=已推送，1张子名片显示');
  await master.click('[data-testid=mirror-push-basic]');
  await expect.poll(async () => (await publicCard(subUser.phoneIdEcr)).includes('021-66668888')).toBe(true);

  // Anyone opening the sub's card: the master's content in its own section, the sub's own company as it was.
  const { page: card } = await phone(browser);
  await card.goto(`/multipage/card/${subUser.phoneIdEcr}`);
  await card.waitForSelector(`[data-testid=card-mirror] h3:has-text("来自 ${masterCompany}")`);
  expect(await text(card, '[data-testid=card-mirror]')).toContain('全国十佳服务企业');
  expect(await text(card, '[data-testid=card-mirror]')).toContain('021-66668888');
  expect(await text(card, '[data-testid=card-head] .card-company')).toBe(subCompany);
  expect(await text(card, '[data-testid=card-fields]')).not.toContain('021-66668888');
  await card.locator('[data-testid=card-mirror]').scrollIntoViewIfNeeded();
  await noSideways(card);
  await shot(card, 'sub-public-card');

  // The sub (told in its message centre) switches honours off: they leave the public card at once.
  await sub.goto('/multipage/acc/acc_home');
  await sub.click('[data-testid=home-mirror]');
  await sub.waitForSelector('[data-testid=mirror-role]:has-text("我的名片是子名片")');
  expect(await text(sub, '[data-testid=mirror-master]')).toContain(masterName);
  await sub.click('[data-testid=mirror-switch-honours]');
  await expect.poll(async () => (await publicCard(subUser.phoneIdEcr)).includes('全国十佳服务企业')).toBe(false);
  await shot(sub, 'honours-off');
  await card.reload();
  await card.waitForSelector('[data-testid=card-mirror]');
  expect(await text(card, '[data-testid=card-mirror]')).not.toContain('全国十佳服务企业');
});

it("a user without VIP or an unlock sees the module's unlock: golden keys or the VIP centre", async () => {
  const shot = shooter('network-mirror-vip');
  const { page } = await signedInPhone(browser, { prefix: '139' });
  await page.goto('/multipage/mirror/list');
  await page.waitForSelector('[data-testid=module-panel][data-state=locked]');
  expect(await text(page, '[data-testid=module-panel]')).toContain('解锁镜像同步');
  expect(await text(page, '[data-testid=unlock-with-keys]')).toContain('用金钥匙解锁');
  expect(await page.getAttribute('[data-testid=module-panel] [data-testid=unlock-vip]', 'href')).toBe('/multipage/vip/vipCentre');
  expect(await page.locator('[data-testid=mirror-upgrade]').count()).toBe(0);
  await shot(page, 'need-vip');
});
