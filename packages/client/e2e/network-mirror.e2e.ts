import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, baseURL, launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * Mirror sync at 375x667: a VIP master upgrades from /mirror/list, a VIP sub finds it by name and binds, the
 * master pushes its honours, and the sub's public card shows the master's honour; the sub turns honours off and
 * the public card no longer shows it. A user without VIP or an unlock sees the module's unlock (golden keys or VIP).
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';
const publicCard = async (phoneIdEcr: string) => (await fetch(`${baseURL()}/multipage/card/${phoneIdEcr}`)).text();

it('a master upgrades, a sub binds, the master pushes honours, the sub\'s public card shows them until the sub turns them off', async () => {
  const shot = shooter('network-mirror');
  const masterUser = await registerUser('137');
  const subUser = await registerUser('138');
  await prepareUser(masterUser.mobile, { vip: true });
  await prepareUser(subUser.mobile, { vip: true });
  const masterName = `镜像主卡${Date.now() % 10000}`;
  expect((await apiPost('/acc/updateMpBasicInfo.xhtml', { name: masterName }, masterUser.token)).code).toBe('OK');
  expect((await apiPost('/mpbase/addMpHonor.xhtml', { title: '全国十佳服务企业', content: '' }, masterUser.token)).code).toBe('OK');

  // The master: /mirror/list → 升级为主名片.
  const { page: master } = await signedInPhone(browser, { user: masterUser });
  await master.goto('/multipage/mirror/list');
  await master.waitForSelector('[data-testid=mirror-upgrade]');
  expect(await text(master, '[data-testid=mirror-role]')).toBe('我的名片尚未加入镜像同步');
  await shot(master, 'none');
  await master.click('[data-testid=mirror-upgrade]');
  await master.waitForSelector('[data-testid=mirror-role]:has-text("我的名片是主名片")');
  await shot(master, 'master');

  // The sub: search the master by name and bind.
  const { page: sub } = await signedInPhone(browser, { user: subUser });
  await sub.goto('/multipage/mirror/list');
  await sub.click('[data-testid=mirror-find-master]');
  await sub.fill('[data-testid=mirror-keyword]', masterName);
  await sub.click('[data-testid=mirror-search]');
  await sub.waitForSelector(`[data-testid=mirror-person]:has-text("${masterName}")`);
  await shot(sub, 'search-master');
  await sub.click('[data-testid=mirror-bind]');
  await sub.waitForSelector('[data-testid=mirror-role]:has-text("我的名片是子名片")');
  expect(await text(sub, '[data-testid=mirror-master]')).toContain(masterName);
  await shot(sub, 'sub');

  // The master pushes honours; the sub's public card shows the master's honour.
  expect(await publicCard(subUser.phoneIdEcr)).not.toContain('全国十佳服务企业');
  await master.reload();
  await master.waitForSelector('[data-testid=mirror-sub]');
  await shot(master, 'master-subs');
  await master.click('[data-testid=mirror-go-push]');
  await master.click('[data-testid=mirror-push-honours]');
  await master.waitForSelector('text=已推送，1张子名片显示');
  await shot(master, 'pushed');
  await master.goto('/multipage/mirror/mirrorHistoryList');
  await master.waitForSelector('[data-testid=mirror-push]:has-text("荣誉")');
  await shot(master, 'history');
  const { page: card } = await phone(browser);
  await card.goto(`/multipage/card/${subUser.phoneIdEcr}`);
  await card.waitForSelector('[data-testid=honour]:has-text("全国十佳服务企业")');
  await shot(card, 'sub-public-card');

  // The sub turns honours off: gone from the public card at once.
  await sub.reload();
  await sub.click('[data-testid=mirror-switch-honours]');
  await expect.poll(async () => (await publicCard(subUser.phoneIdEcr)).includes('全国十佳服务企业')).toBe(false);
  await shot(sub, 'honours-off');
  await sub.click('[data-testid=mirror-received]');
  await sub.waitForSelector('[data-testid=mirror-push]:has-text("未显示")');
  await shot(sub, 'received');
});

it('a user without VIP or an unlock sees the module\'s unlock: golden keys or the VIP centre', async () => {
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
