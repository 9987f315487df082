import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { fromHub } from './support/programme';
import { pngBytes, toastSays } from './support/video';

/**
 * The persona part at 375x667 (issue 18), tapped from the management centre (home → 成长与工具 → ...):
 * - 头像挂件: a new non-VIP user sees the catalogue previewed on the own avatar and the VIP-only note; tapping
 *   佩戴 answers the catalogue's VIP message. Once VIP, the user wears 金色商务框 and the public card page draws it
 *   over the avatar.
 * - 头像昵称定制: add two pairs (each with an uploaded picture), set one as default → the management centre shows its
 *   nickname; tick both and delete them at once.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('pendants: a non-VIP sees the VIP message; a VIP wears one and the card page shows it', async () => {
  const rawShot = shooter('programme-persona-pendants');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  let { page } = await signedInPhone(browser, { prefix: '137' });
  await fromHub(page, 'pendants', '/acc/avatarPendant');
  await page.waitForSelector('[data-testid=pendant-grid] li');
  expect(await page.textContent('[data-testid=pendant-vip-only]')).toContain('VIP');
  expect(await page.locator('[data-testid=pendant-grid] [data-testid=avatar-pendant]').count()).toBeGreaterThanOrEqual(8);
  await page.click('[data-testid=pendant-pendantGoldFrame]');
  await page.click('[data-testid=pendant-wear]');
  await toastSays(page, '该功能需要开通VIP或解锁');
  expect(await page.textContent('[data-testid=pendant-status]')).toContain('尚未佩戴');
  await shot(page, '1-pendants-non-vip');

  await page.context().close();

  // A user made VIP before the first call (the server keeps a session's access state in memory; VIP bought through
  // the pay flow drops it at once, a write from this test's process would not).
  const vipUser = await registerUser('137');
  await prepareUser(vipUser.mobile, { vip: true });
  ({ page } = await signedInPhone(browser, { user: vipUser }));
  await fromHub(page, 'pendants', '/acc/avatarPendant');
  await page.waitForSelector('[data-testid=pendant-grid] li');
  expect(await page.locator('[data-testid=pendant-vip-only]').count()).toBe(0);
  await page.click('[data-testid=pendant-cat-business]');
  await page.click('[data-testid=pendant-pendantGoldFrame]');
  await page.click('[data-testid=pendant-wear]');
  await page.waitForSelector('[data-testid=pendant-pendantGoldFrame] [data-testid=pendant-worn]');
  expect(await page.textContent('[data-testid=pendant-status]')).toContain('金色商务框');
  await shot(page, '2-pendant-worn');

  await page.click('[data-testid=view-card]');
  await page.waitForURL(`**/card/${vipUser.phoneIdEcr}`);
  const pendant = await page.waitForSelector('[data-testid=card-head] [data-testid=card-pendant]');
  expect(await pendant.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await shot(page, '3-card-with-pendant');
  // Back from the card (a page of its own, not the app's): the pendants screen again.
  await page.goBack();
  await page.waitForSelector('[data-testid=pendant-pendantGoldFrame] [data-testid=pendant-worn]');
  expect(await page.locator('[data-testid=card-head]').count()).toBe(0);
  await page.context().close();
});

it('customs: add two with pictures, set one as default (the management centre shows it), delete both at once', async () => {
  const rawShot = shooter('programme-persona-customs');
  const shot = async (p: Page, name: string) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await rawShot(p, name);
  };
  const { page } = await signedInPhone(browser, { prefix: '137' });
  await fromHub(page, 'nicknameCustoms', '/acc/avatarNicknameCustom');
  await page.waitForSelector('[data-testid=custom-empty]');

  const addOne = async (nickname: string, rgb: [number, number, number]) => {
    await page.setInputFiles('[data-testid=custom-avatar-input]', { name: `${nickname}.png`, mimeType: 'image/png', buffer: pngBytes(rgb) });
    await page.waitForSelector('.pc-avatar-pick [data-testid=avatar] img');
    await page.fill('[data-testid=custom-nickname-input]', nickname);
    await page.click('[data-testid=custom-add]');
    await page.waitForSelector(`[data-testid=custom-nickname]:has-text("${nickname}")`);
  };
  await addOne('商务小张', [30, 90, 200]);
  await addOne('生活小张', [220, 120, 40]);
  expect(await page.textContent('[data-testid=custom-count]')).toContain('2/10');
  await shot(page, '4-customs-added');

  await page.locator('[data-testid=custom-row]', { hasText: '商务小张' }).locator('[data-testid=custom-set-default]').click();
  await page.waitForSelector('[data-testid=custom-row]:has-text("商务小张") [data-testid=custom-default]');
  await shot(page, '5-custom-default');

  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]:has-text("商务小张")');
  expect(await page.locator('.profile [data-testid=avatar] img').count()).toBe(1);
  await shot(page, '6-home-new-name');

  await fromHub(page, 'nicknameCustoms', '/acc/avatarNicknameCustom');
  await page.waitForSelector('[data-testid=custom-row]');
  for (const box of await page.locator('[data-testid=custom-select]').all()) await box.check();
  await page.click('[data-testid=custom-delete]');
  await page.click('[data-testid=custom-delete]');
  await page.waitForSelector('[data-testid=custom-empty]');
  expect(await page.textContent('[data-testid=custom-count]')).toContain('0/10');
  await shot(page, '7-customs-deleted');
  await page.context().close();
});
