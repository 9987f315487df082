import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';

/**
 * Forms keep what was typed and say the right thing (issue 32, item 7), at 375x667. The owner taps tile 5 from the
 * management centre, adds a product block and types the price 1.555: refused under the input in yuan words, not
 * rounded to ¥1.56; adds a button to call a number left empty and saves: refused under the number's input, once;
 * adds a form and publishes. A visitor (no account, no application script) sends the form with the
 * phone "123": the page comes back with the name, the phone and the ticked consent still there, and the message
 * under the phone field.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const block = (page: Page, i: number) => page.locator('[data-testid=pages-block]').nth(i);

it('a price of 1.555 is refused in yuan words; a refused lead keeps its values and names the phone', async () => {
  const shot = shooter('forms');
  const owner = await registerUser('139');
  await prepareUser(owner.mobile, { vip: true });
  const { page } = await signedInPhone(browser, { user: owner });

  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="5"] button');
  await page.waitForSelector('[data-testid=pages-list]');
  await page.fill('[data-testid=pages-new-title]', '表单测试页');
  await page.click('[data-testid=pages-create]');
  await page.waitForURL(/acc_home_edit\/[A-Za-z0-9_-]+$/);

  // A product priced 1.555 yuan: said under the price, in yuan, with the field's own label.
  await page.click('[data-testid=pages-add-product]');
  await block(page, 0).locator('.pages-block-title').click();
  const price = block(page, 0).locator('input[id$=-price]');
  await price.fill('1.555');
  const priceMsg = block(page, 0).locator('.field-msg');
  await expect.poll(() => priceMsg.textContent()).toBe('价格最多两位小数');
  expect(await price.getAttribute('aria-invalid')).toBe('true');
  await shot(page, 'price-refused');
  await price.fill('-5');
  await expect.poll(() => priceMsg.textContent()).toBe('价格须在0至1000000元之间');
  await price.fill('9.90');
  await priceMsg.waitFor({ state: 'detached' });

  // A button that calls a number left empty: the server refuses the save, and the builder says it once, under the
  // number's input with its own label (not as a toast, not as "正文图片…"), keeping what was typed.
  await page.click('[data-testid=pages-add-button]');
  await block(page, 1).locator('.pages-block-title').click();
  await pick(page, block(page, 1).locator('[data-testid$=-action]'), { value: 'call' });
  await block(page, 1).locator('input[id$=-label]').fill('致电门店');
  await page.click('[data-testid=pages-save]');
  const numberMsg = block(page, 1).locator('[data-testid=pages-field-error]');
  await expect.poll(() => numberMsg.textContent()).toBe('拨打的电话号码不正确');
  expect(await numberMsg.count()).toBe(1);
  expect(await block(page, 1).locator('input[id$=-url]').getAttribute('aria-invalid')).toBe('true');
  expect(await block(page, 1).locator('input[id$=-label]').inputValue()).toBe('致电门店');
  expect(await page.locator('[data-testid=toast]:has-text("拨打的电话号码")').count()).toBe(0);
  expect(await page.locator('[data-testid=pages-refusal]').count()).toBe(0);
  await shot(page, 'button-refused');
  await block(page, 1).locator('input[id$=-url]').fill('400 800 1234');
  await numberMsg.waitFor({ state: 'detached' });

  await page.click('[data-testid=pages-add-form]');
  await page.click('[data-testid=pages-publish]');
  await page.waitForSelector('[data-testid=pages-state]:has-text("已发布")');
  const url = (await page.textContent('[data-testid=pages-public-url]'))!;

  // The visitor's lead with a phone that is not one: the page comes back filled, the message under the phone.
  const visitor = await phone(browser);
  const v = visitor.page;
  await v.goto(new URL(url).pathname);
  expect(await v.textContent('.price')).toContain('9.90');
  await v.fill('input[name=f0]', '张三');
  await v.fill('input[name=f1]', '123');
  await v.check('input[name=consent]');
  await v.click('form button[type=submit]');
  await v.waitForURL(/lead=PAGE_LEAD_PHONE_INVALID/);
  expect(await v.inputValue('input[name=f0]')).toBe('张三');
  expect(await v.inputValue('input[name=f1]')).toBe('123');
  expect(await v.isChecked('input[name=consent]')).toBe(true);
  expect(await v.getAttribute('input[name=f1]', 'aria-invalid')).toBe('true');
  // The message sits right under the phone input it names.
  expect(await v.$eval('input[name=f1]', (el) => el.nextElementSibling?.textContent)).toBe('手机号码不正确');
  // Said once: not again above the form.
  expect((await v.content()).split('手机号码不正确')).toHaveLength(2);
  await v.screenshot({ path: '.screenshots/forms/lead-refused.png', fullPage: true });

  // Corrected, it goes; the draft is spent (a reload shows an empty form).
  await v.fill('input[name=f1]', '139 0013 9000');
  await v.click('form button[type=submit]');
  await v.waitForURL(/lead=ok/);
  await v.waitForSelector('.note:has-text("提交成功")');
  expect(await v.inputValue('input[name=f1]')).toBe('');
  await visitor.context.close();
});
