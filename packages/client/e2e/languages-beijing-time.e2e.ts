import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * Issue 32 item 9 at 375x667, on a phone set to Los Angeles time: switching to English from the home header turns
 * the Mine page's language row to English, the posters centre names the platform's templates in English, a seeded
 * help e-book reads in English (its body too), and an activity's detail and its registration form show the same
 * Beijing time (14:00), not the phone's (22:00 the day before).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HAN = /\p{Script=Han}/u;

it("English from the home header reaches Mine, the posters and an activity's times, all in Beijing time", async () => {
  const shot = shooter('languages-beijing-time');
  // An organiser publishes an activity at 14:00 Beijing time, ten days ahead (times typed without a zone are China's).
  const organiser = await registerUser('136');
  await prepareUser(organiser.mobile, { vip: true });
  const day = new Date(Date.now() + 8 * 3_600_000 + 10 * 86_400_000);
  const ymd = day.toISOString().slice(0, 10);
  const saved = await apiPost(
    '/x/activity/activity/saveActivity.xhtml',
    {
      title: '茶会',
      startTime: `${ymd}T14:00`,
      endTime: `${ymd}T16:00`,
      address: '杭州市西湖区龙井路 8 号',
      feeFen: '0',
      capacity: '0',
    },
    organiser.token,
  );
  expect(saved.status).toBe(200);
  expect((await apiPost('/x/activity/activity/publishActivity.xhtml', { id: saved.resultSets.id }, organiser.token)).status).toBe(200);
  const beijing = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, 14:00`;

  const { page, context, user } = await signedInPhone(browser, { prefix: '139' });
  await prepareUser(user.mobile, { vip: true });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Los_Angeles' });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');

  // The home header's switch, then Mine: its language row follows.
  await page.goto('/multipage/acc/acc_home');
  await page.waitForSelector('[data-testid=user-name]');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.click('[data-testid=home-mine]');
  await page.waitForURL('**/multipage/acc/acc_home_mine');
  await expect.poll(() => page.textContent('[data-testid=personal-language]')).toBe('English');
  expect(await page.textContent('[data-testid=personal-data]')).not.toMatch(/简体中文/);
  await shot(page, 'mine-english');

  // Back to the management centre, then the posters centre: the platform's labels and templates in English.
  await page.click('[data-testid=back]');
  await page.waitForURL('**/multipage/acc/acc_home');
  await page.click('[data-module-id="55"] button');
  await page.waitForURL(/\/poster\/centre/);
  await page.waitForSelector('[data-testid=poster-template][aria-label="Azure Business"]');
  const names = [
    ...(await page.locator('[data-testid=poster-label]').allTextContents()),
    ...(await page.locator('[data-testid=poster-template]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))),
  ];
  expect(names.filter((n) => HAN.test(n))).toEqual([]);
  await shot(page, 'posters-english');

  // Back to the management centre, then 客服中心 and an e-book: the seeded article's body is English too.
  await page.click('[data-testid=back]');
  await page.waitForURL('**/multipage/acc/acc_home');
  await page.click('[data-testid=home-service]');
  await page.waitForURL('**/customer/client/home');
  await page.click('[data-testid=help-tile-ebook]');
  await page.click('[data-testid=help-row]:has-text("Digital card user manual")');
  await page.waitForSelector('[data-testid=help-article-body] p');
  const body = await page.textContent('[data-testid=help-article-body]');
  expect(body).toContain('Chapter 1: Signing up and signing in');
  expect(body).not.toMatch(HAN);
  await shot(page, 'help-article-english');

  // The organiser's activity, opened from their card's list as a shared link would: detail, then the form.
  await page.goto(`/multipage/activity/list/${organiser.phoneIdEcr}`);
  await page.click('[data-testid=open-activity]');
  await page.waitForSelector('[data-testid=activity-detail]');
  await expect.poll(() => page.textContent('[data-testid=activity-detail]')).toContain(beijing);
  await shot(page, 'activity-detail');
  await page.click('[data-testid=register]');
  await page.waitForURL('**/registerDetail/**');
  await page.waitForSelector('[data-testid=reg-title]');
  const form = await page.textContent('main');
  expect(form).toContain(beijing);
  expect(form).not.toMatch(/22:00/);
  await shot(page, 'register-form');
});
