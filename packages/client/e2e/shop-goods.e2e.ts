import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { pick } from './support/picker';
import { prepareUser } from './support/prepare';
import { pngBytes, toastSays } from './support/video';

/**
 * The owner's shop at 375x667: a VIP taps tile 3 in the management centre, creates the shop (an empty name refused
 * by name first), adds a product type, adds a product with a library picture (price typed in yuan, stored in fen),
 * sees it in the list and takes it off the shelf; the 已下架 tab then holds it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('a VIP creates the shop, a type and a product with a picture, and takes the product off the shelf', async () => {
  const shot = shooter('shop-goods');
  const owner = await registerUser('136');
  await prepareUser(owner.mobile, { vip: true });

  const { page } = await signedInPhone(browser, { user: owner });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="3"] button');
  await page.waitForURL('**/shop/manage');
  await page.waitForSelector('[data-testid=create-shop]');
  await page.click('[data-testid=create-shop-submit]');
  await page.waitForSelector('[data-testid=toast]:has-text("店铺名称")');
  await page.fill('#f-name', '好茶小铺');
  await shot(page, 'create');
  await page.click('[data-testid=create-shop-submit]');
  await toastSays(page, '店铺已创建');
  await page.waitForSelector('[data-testid=shop-name]:has-text("好茶小铺")');
  expect(await page.textContent('[data-testid=shop-head]')).toContain('零售店');
  await shot(page, 'home');

  // A product type.
  await page.click('[data-testid=entry-types]');
  await page.waitForURL('**/shop/types');
  await page.fill('#f-name', '绿茶');
  await page.click('[data-testid=add-type-submit]');
  await toastSays(page, '分类已添加');
  await page.waitForSelector('[data-testid=type-row]:has-text("绿茶")');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/shop/manage');

  // A product with a picture uploaded into the library from the picker.
  await page.click('[data-testid=entry-products]');
  await page.waitForURL('**/shop/products');
  await page.waitForSelector('[data-testid=no-products]');
  await page.click('[data-testid=add-product-bottom]');
  await page.waitForURL('**/shop/product/edit/new');
  await page.click('[data-testid=pick-pictures]');
  await page.waitForSelector('[data-testid=picture-picker]');
  await page.setInputFiles('[data-testid=picker-input]', { name: 'tea.png', mimeType: 'image/png', buffer: pngBytes([60, 150, 60]) });
  await page.waitForFunction(() => !document.querySelector('[data-testid=picker-done]')?.hasAttribute('disabled'));
  await page.click('[data-testid=picker-done]');
  await page.waitForSelector('[data-testid=product-pictures] img');
  await page.fill('#f-productName', '明前龙井 250g');
  await page.fill('#f-priceYuan', '88.5');
  await page.fill('#f-stock', '12');
  await pick(page, 'product-type', { label: '绿茶' });
  await shot(page, 'edit');
  await page.click('[data-testid=save-product]');
  await toastSays(page, '已保存');
  await page.waitForURL('**/shop/products');
  const card = '[data-testid=goods-product]:has-text("明前龙井 250g")';
  await page.waitForSelector(card);
  const text = await page.textContent(card);
  expect(text).toContain('¥88.50');
  expect(text).toContain('库存 12');
  expect(text).toContain('绿茶');
  expect(text).toContain('已上架');
  const mine = await apiPost('/x/shop/shop/findMyProducts.xhtml', {}, owner.token);
  expect(mine.resultSets.items[0]).toMatchObject({ productName: '明前龙井 250g', priceFen: 8_850, stock: 12, onShelf: true });
  await shot(page, 'list');

  // Off the shelf: the card says so and the 已下架 tab holds it.
  await page.click(`${card} [data-testid=toggle-shelf]`);
  await toastSays(page, '已下架');
  await page.waitForSelector(`${card} [data-testid=shelf-state]:has-text("已下架")`);
  await page.click('[data-testid=shelf-on]');
  await page.waitForSelector('[data-testid=no-products]');
  await page.click('[data-testid=shelf-off]');
  await page.waitForSelector(card);
  await shot(page, 'off-shelf');
});
