import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, shooter, signedInPhone } from './support/browser';

/**
 * Circles, core part, at 375x667: from the management centre tap 我的圈子, create a circle with a preset and a custom
 * label (the counters and the label rule on screen, a special character refused), see it in my list; a second user
 * opens its join page and joins; search finds it by name and by label.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const text = async (page: Page, sel: string) => (await page.textContent(sel))?.trim() ?? '';

it('creates a circle with two labels, a second user joins from its join page, search finds it by name and label', async () => {
  const shot = shooter('circle-core');
  const { page } = await signedInPhone(browser, { prefix: '137' });
  const tag = `读书${Date.now() % 10000}`;
  const name = `${tag}会`;

  // Management centre → 我的圈子 → 创建圈子.
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-circles]');
  await page.waitForURL('**/multipage/circle/MyOrganizations');
  await page.waitForSelector('[data-testid=circles-empty]');
  await shot(page, 'my-circles-empty');
  await page.click('[data-testid=circle-create]');
  await page.waitForSelector('[data-testid=new-circle-form]');

  await page.fill('#f-name', name);
  expect(await text(page, '[data-testid=name-counter]')).toBe(`${[...name].length}/15`);
  await page.fill('#f-description', '每周一起读一本书');
  expect(await text(page, '[data-testid=description-counter]')).toBe('8/200');
  await page.click('[data-testid=labels] button:has-text("创业")');
  // A custom label with a special character is refused on screen; a plain one is added with its counter.
  await page.fill('[data-testid=custom-label]', '读书!');
  await page.click('[data-testid=custom-add]');
  expect(await text(page, '[data-testid=label-error]')).toBe('标签不能含特殊字符');
  await page.fill('[data-testid=custom-label]', tag);
  expect(await text(page, '[data-testid=custom-counter]')).toBe(`${[...tag].length}/8`);
  await page.click('[data-testid=custom-add]');
  expect(await page.getAttribute(`[data-testid=labels] button:has-text("${tag}")`, 'aria-pressed')).toBe('true');
  // Paid joining shows the price in yuan; a price over 200 yuan is refused with the catalogue message.
  await page.click('[data-testid=joinway-paid]');
  await page.fill('#f-joinYuan', '201');
  await shot(page, 'create-form');
  await page.click('[data-testid=create-submit]');
  // Said beside the price field, in yuan, with the field's own label (issue 32, item 7).
  await page.waitForSelector('#f-joinYuan-err:has-text("入圈价格须在1至200元之间")');
  expect(await page.inputValue('#f-joinYuan')).toBe('201');
  await page.click('[data-testid=joinway-open]');
  await page.click('[data-testid=create-submit]');
  await page.waitForURL('**/multipage/circle/CircleAffiche?cid=*');
  const cid = new URL(page.url()).searchParams.get('cid')!;

  // My circles lists it under 我创建的.
  await page.goto('/multipage/circle/MyOrganizations');
  await page.waitForSelector('[data-testid=circles-newCircle] [data-testid=circle-item]');
  expect(await text(page, '[data-testid=circle-item-name]')).toBe(name);
  await shot(page, 'my-circles');

  // A second user opens the join page (what the QR code opens) and joins the open circle.
  const second = await signedInPhone(browser, { prefix: '134' });
  const p2 = second.page;
  await p2.goto(`/multipage/circle/CircleJoinInfo/${cid}`);
  await p2.waitForSelector('[data-testid=join-card]');
  expect(await text(p2, '[data-testid=join-name]')).toBe(name);
  expect(await text(p2, '[data-testid=join-way]')).toBe('允许所有人加入');
  await shot(p2, 'join-info');
  await p2.click('[data-testid=join-apply]');
  await p2.waitForURL(`**/multipage/circle/CircleAffiche?cid=${cid}`);

  // The second user's my circles → 搜索: by name, then by label (the type switch).
  await p2.goto('/multipage/circle/MyOrganizations');
  await p2.click('[data-testid=tab-joinCircle]');
  await p2.waitForSelector('[data-testid=circles-joinCircle] [data-testid=circle-item]');
  await p2.click('[data-testid=circle-search]');
  await p2.waitForURL('**/multipage/circle/SearchCircle');
  await p2.fill('[data-testid=search-input]', tag);
  await p2.click('[data-testid=search-submit]');
  await p2.waitForSelector('[data-testid=search-results] [data-testid=circle-item]');
  expect(await text(p2, '[data-testid=search-results] [data-testid=circle-item-name]')).toBe(name);
  await p2.click('[data-testid=search-type-label]');
  await p2.fill('[data-testid=search-input]', tag);
  await p2.click('[data-testid=search-submit]');
  await p2.waitForSelector('[data-testid=search-results] [data-testid=circle-item]');
  expect(await p2.locator('[data-testid=search-results] [data-testid=circle-item]').count()).toBe(1);
  await shot(p2, 'search-label');
  // A blank keyword is not sent; a keyword that matches nothing says so.
  await p2.fill('[data-testid=search-input]', '无此标签zz');
  await p2.click('[data-testid=search-submit]');
  await p2.waitForSelector('[data-testid=search-empty]');
  await second.context.close();
});
