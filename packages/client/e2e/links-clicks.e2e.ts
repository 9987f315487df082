import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launch, phone, shooter, signedInPhone } from './support/browser';

/**
 * Micro links, issue 14, at 375x667: from the management centre the owner opens module 4, a set, adds a link, switches
 * another off and schedules the first; a visitor (another browser context) sees only the visible link on the public
 * card and taps it: the counting redirect sends them on (to one of the app's own pages); the owner then sees the click
 * in the chart and on the link.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toastSays = (page: Page, text: string) => page.waitForSelector(`[data-testid=toast]:has-text("${text}")`);

it("switch, schedule, a visitor's counted click, and the owner's chart", async () => {
  const rawShot = shooter('links-clicks');
  const shot = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await rawShot(page, name);
  };
  const {
    page,
    user: { phoneIdEcr },
  } = await signedInPhone(browser, { prefix: '138' });

  // Management centre → module 4 (micro link) → a new set.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="4"] button');
  await page.waitForURL('**/themes/linkSets');
  await page.fill('#f-set-name', '推广');
  await page.click('[data-testid=set-submit]');
  await page.waitForSelector('[data-testid=set-row]:has-text("推广")');
  await page.click('[data-testid=set-open]');
  await page.waitForSelector('[data-testid=link-count]:has-text("已添加0/20个链接")');

  // Two links: the first leads to one of the app's own pages, so the redirect can be followed locally.
  const target = `${baseURL()}/multipage/docs`;
  await page.fill('#f-link-title', '使用说明');
  await page.fill('#f-link-url', target);
  await page.click('[data-testid=link-submit]');
  await page.waitForSelector('[data-testid=link-row]:has-text("使用说明")');
  // The form empties itself once the add has finished, which can come a moment after the new row shows: typing the
  // second link before that would be wiped (CI once sent an empty form here).
  await page.waitForFunction(() => (document.querySelector('#f-link-title') as HTMLInputElement | null)?.value === '');
  await page.fill('#f-link-title', '旧活动');
  await page.fill('#f-link-url', 'https://old.example.com/');
  await page.click('[data-testid=link-submit]');
  await page.waitForSelector('[data-testid=link-count]:has-text("已添加2/20个链接")');
  const row = (title: string) => `[data-testid=link-row]:has-text("${title}")`;
  await page.waitForSelector(`${row('使用说明')} [data-testid=link-state]:has-text("展示中")`);

  // Switch the second one off.
  await page.click(`${row('旧活动')} [data-testid=link-switch]`);
  await toastSays(page, '已关闭');
  await page.waitForSelector(`${row('旧活动')} [data-testid=link-state]:has-text("已关闭")`);

  // A schedule whose off time comes before its on time is refused with the catalogue message; a good one is saved.
  const chinaNow = new Date(Date.now() + 8 * 3_600_000);
  const chinaIn = (days: number) => new Date(chinaNow.getTime() + days * 24 * 3_600_000).toISOString().slice(0, 16);
  const offAt = chinaIn(1);
  await page.click(`${row('使用说明')} [data-testid=link-schedule-edit]`);
  await page.fill('[data-testid=schedule-on]', chinaIn(2));
  await page.fill('[data-testid=schedule-off]', offAt);
  await page.click('[data-testid=schedule-submit]');
  await toastSays(page, '下线时间须晚于上线时间');
  await shot(page, 'schedule-refused');
  await page.fill('[data-testid=schedule-on]', '');
  await page.fill('[data-testid=schedule-off]', offAt);
  await page.click('[data-testid=schedule-submit]');
  await toastSays(page, '已保存');
  await page.waitForSelector(`${row('使用说明')} [data-testid=link-schedule]:has-text("${offAt.replace('T', ' ')} 下线")`);
  expect(await page.textContent(`${row('使用说明')} [data-testid=link-state]`)).toBe('展示中');
  await page.waitForSelector('[data-testid=chart-total]:has-text("近7天共0次点击")');
  await shot(page, 'scheduled');

  // A visitor in another context: only the visible link is on the card; tapping it goes through the counter.
  const visitor = await phone(browser);
  await visitor.page.goto(`/multipage/card/${phoneIdEcr}`);
  await visitor.page.waitForSelector('[data-testid=card-links]:has-text("推广")');
  expect(await visitor.page.locator('[data-testid=mini-link]').allTextContents()).toEqual(['使用说明']);
  const [opened] = await Promise.all([visitor.context.waitForEvent('page'), visitor.page.click('[data-testid=mini-link]')]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(target);
  await visitor.context.close();

  // The owner sees the click in the chart (today's bar) and on the link.
  await page.reload();
  await page.waitForSelector('[data-testid=chart-total]:has-text("近7天共1次点击")');
  const today = chinaNow.toISOString().slice(0, 10);
  expect(await page.getAttribute(`[data-testid=chart-day][data-day="${today}"]`, 'data-clicks')).toBe('1');
  expect(await page.textContent(`${row('使用说明')} [data-testid=link-clicks]`)).toBe('累计点击1次');
  await page.click('[data-testid=stats-30]');
  await page.waitForSelector('[data-testid=chart-total]:has-text("近30天共1次点击")');
  expect(await page.locator('[data-testid=chart-day]').count()).toBe(30);
  await shot(page, 'chart');
});
