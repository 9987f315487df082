import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { toastSays } from './support/video';

/**
 * Activity customer acquisition at 375x667: a VIP taps tile 61 in the management centre, is refused by name for an
 * empty title, then creates an activity with a fee and a capacity and publishes it (未开始 in their list); a signed-out
 * visitor opens the card's activity list, then the detail, and reads the fee, the places left and 立即报名.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A datetime-local value this many days ahead at 19:30 China time. */
const daysAhead = (n: number, hour = '19:30') => `${new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)}T${hour}`;

it("a VIP publishes a paid activity from tile 61; a visitor finds it in the card's list with its fee and places", async () => {
  const shot = shooter('activity-events');
  const owner = await registerUser('136');
  await prepareUser(owner.mobile, { vip: true });

  const { page } = await signedInPhone(browser, { user: owner });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="61"] button');
  await page.waitForURL('**/activity/index');
  await page.click('[data-testid=new-activity]');
  await page.waitForURL('**/activity/edit/new');

  // An empty title is refused with the catalogue message naming the field.
  await page.click('[data-testid=save-activity]');
  await page.waitForSelector('[data-testid=toast]:has-text("活动名称")');

  await page.fill('#f-title', '春季茶会');
  await page.fill('#f-startTime', daysAhead(3));
  await page.fill('#f-endTime', daysAhead(3, '21:30'));
  await page.fill('#f-address', '杭州市西湖区龙井路 8 号');
  // An end before the start is refused (ACTIVITY_END_NOT_AFTER_START) before anything is saved.
  await page.fill('#f-endTime', daysAhead(2));
  await page.click('[data-testid=save-activity]');
  await page.waitForSelector('[data-testid=toast]:has-text("结束时间须晚于开始时间")');
  await page.fill('#f-endTime', daysAhead(3, '21:30'));
  await page.fill('#f-feeYuan', '99');
  await page.fill('#f-capacity', '30');
  await page.fill('#f-intro', '品明前龙井\n听茶人讲茶');
  await shot(page, 'edit');
  await page.click('[data-testid=save-publish]');
  await toastSays(page, '活动已发布');
  await page.waitForURL('**/activity/index');
  const card = '[data-testid=my-activity]:has-text("春季茶会")';
  await page.waitForSelector(card);
  const text = await page.textContent(card);
  expect(text).toContain('未开始');
  expect(text).toContain('¥99.00');
  expect(text).toContain('已报名 0/30');
  await shot(page, 'home');
  const mine = await apiPost('/x/activity/activity/findMyActivities.xhtml', {}, owner.token);
  expect(mine.resultSets.items[0]).toMatchObject({ title: '春季茶会', feeFen: 9_900, capacity: 30, status: 'ACTIVE', phase: 'upcoming' });

  // A visitor (not signed in) opens the card's activity list, then the detail.
  const visitor = await phone(browser);
  const v = visitor.page;
  await v.goto(`/multipage/activity/list/${owner.phoneIdEcr}`);
  await v.waitForSelector('[data-testid=card-activity]:has-text("春季茶会")');
  expect(await v.textContent('[data-testid=card-activity]')).toContain('¥99.00');
  await shot(v, 'card-list');
  await v.click('[data-testid=open-activity]');
  await v.waitForURL('**/activity/detail/**');
  await v.waitForSelector('[data-testid=activity-detail]');
  expect(await v.textContent('[data-testid=event-fee]')).toBe('¥99.00');
  expect(await v.textContent('[data-testid=seats-left]')).toContain('30（共 30 人）');
  expect(await v.textContent('[data-testid=activity-detail]')).toContain('杭州市西湖区龙井路 8 号');
  expect(await v.textContent('[data-testid=register]')).toBe('立即报名');
  await shot(v, 'detail');
  await visitor.context.close();
});
