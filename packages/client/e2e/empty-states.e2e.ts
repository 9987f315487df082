import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, shooter, signedInPhone } from './support/browser';

/**
 * Empty lists are a start, not a dead end (issue 35, item 5), for a new user at 375x667: a list the owner fills
 * (the card's columns) offers its first action, which brings the add form's first field under the thumb; a list
 * others fill (exchange requests) says how it fills and offers sharing the card, which opens the share screen; a list
 * whose add form sits on the same screen (contact labels) or opens on it (delivery addresses) focuses that form's field.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('an empty list says what it is for and its first action leads to where the first item comes from', async () => {
  const shot = shooter('empty-states');
  const { page } = await signedInPhone(browser, { prefix: '136' });

  await page.goto('/multipage/acc/userColumnMore');
  const empty = page.locator('.empty-state');
  await empty.waitFor();
  expect(await empty.locator('svg').count()).toBe(1); // the icon of the set, not a character
  expect(await empty.locator('.empty-hint').textContent()).toBe('栏目展示在名片上，介绍公司、产品或服务，在下方添加');
  await shot(page, 'columns-empty');
  await page.click('[data-testid=column-empty-action]');
  // The add form's first field has the focus (the keyboard opens where the first column is typed).
  expect(await page.evaluate(() => document.activeElement?.closest('section.panel') !== null && document.activeElement?.tagName)).toBe('INPUT');
  await shot(page, 'columns-first-action');

  await page.goto('/multipage/rel/exchangeRequests');
  await page.waitForSelector('[data-testid=requests-empty]');
  expect(await page.textContent('[data-testid=requests-empty] .empty-hint')).toBe('别人请求和您交换名片时，会出现在这里');
  await shot(page, 'requests-empty');
  await page.click('[data-testid=requests-empty-action]');
  await page.waitForURL('**/multipage/stc/mpQrCode');
  await shot(page, 'requests-share');

  // The add form above the empty list: its first action focuses the form's field (EmptyState's `focus` action).
  await page.goto('/multipage/label/contactLabels');
  await page.waitForSelector('[data-testid=labels-empty]');
  await shot(page, 'labels-empty');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)).not.toBe('label-name');
  await page.click('[data-testid=labels-empty-action]');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('label-name');
  await shot(page, 'labels-first-action');

  // A form drawn only once asked for: the first action opens it with its first field focused.
  await page.goto('/multipage/microvideo/vdAddress');
  await page.waitForSelector('[data-testid=address-empty]');
  expect(await page.locator('[data-testid=address-form]').count()).toBe(0);
  await page.click('[data-testid=address-empty-action]');
  await page.waitForSelector('[data-testid=address-form]');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-name');
  await shot(page, 'address-first-action');
});
