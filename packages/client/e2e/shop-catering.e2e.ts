import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, phone, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { pngBytes, toastSays } from './support/video';

/**
 * Catering at 375x667: the owner taps from the management centre (tile 3 → 店铺管理 → 餐饮设置) to set the shop's
 * catering details (a wrong phone refused by name first) and add a package with a library picture; a signed-out
 * visitor opens the catering page and sees the details and the package; a buyer with a received order leaves a
 * 4-star comment and the page then shows the score 4.0 (1) and the comment.
 * Issue 32, item 6: the shop starts as a retail shop with goods and the owner switches it to 餐饮店 in 店铺设置; the
 * visitor still finds the retail goods (店内商品 from the catering page).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it("the owner sets catering details and a package; a visitor sees them; a buyer's 4-star comment makes the score 4.0 (1)", async () => {
  const shot = shooter('shop-catering');
  const owner = await registerUser('135');
  await prepareUser(owner.mobile, { vip: true, shop: { name: '老王面馆', kind: 'retail' }, shopProducts: [{ name: '手工辣酱', priceFen: 2800, stock: 10 }] });

  // The owner: management centre → module 3 → 餐饮设置.
  const { page } = await signedInPhone(browser, { user: owner });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-module-id="3"] button');
  await page.waitForURL('**/shop/manage');
  // A retail shop with goods becomes a catering shop: 店铺设置 → 餐饮店 → 保存.
  await page.click('[data-testid=entry-settings]');
  await page.waitForURL('**/shop/settings');
  await page.click('[data-testid=kind-catering]');
  await page.click('[data-testid=save-settings]');
  await toastSays(page, '已保存');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/shop/manage');
  await page.click('[data-testid=entry-catering]');
  await page.waitForURL('**/shop/catering');
  await page.waitForSelector('[data-testid=catering-info-form]');
  await page.fill('#f-phone', '12345');
  await page.fill('#f-address', '北京市朝阳区建国路 1 号');
  await page.fill('#f-openHours', '10:00-22:00');
  await page.fill('#f-perCapita', '45');
  await page.click('[data-testid=catering-info-form] button[type=submit]');
  await page.waitForSelector('[data-testid=toast]:has-text("店铺电话")');
  await page.fill('#f-phone', '010-12345678');
  await page.click('[data-testid=catering-info-form] button[type=submit]');
  await toastSays(page, '已保存');
  await shot(page, 'info');

  // A package with a picture uploaded into the library from the picker.
  await page.click('[data-testid=add-package]');
  await page.waitForURL('**/shop/catering/package/new');
  await page.fill('#f-name', '双人套餐');
  await page.fill('#f-contents', '招牌牛肉面 ×2\n凉拌黄瓜 ×1');
  await page.click('[data-testid=pick-images]');
  await page.waitForSelector('[data-testid=picture-picker]');
  await page.setInputFiles('[data-testid=picker-input]', { name: 'meal.png', mimeType: 'image/png', buffer: pngBytes([220, 120, 40]) });
  await page.waitForFunction(() => !document.querySelector('[data-testid=picker-done]')?.hasAttribute('disabled'));
  await page.click('[data-testid=picker-done]');
  await page.waitForSelector('.ct-pics img');
  await page.fill('#f-priceYuan', '98');
  await page.fill('#f-stock', '20');
  await shot(page, 'package');
  await page.click('[data-testid=save-package]');
  await toastSays(page, '套餐已保存');
  await page.waitForURL('**/shop/catering');
  await page.waitForSelector('[data-testid=my-package]:has-text("双人套餐")');
  expect(await page.textContent('[data-testid=my-package]')).toContain('¥98.00');
  await shot(page, 'manage');

  // A signed-out visitor opens the catering page.
  const visitor = await phone(browser);
  await visitor.page.goto(`/multipage/catering/home/${owner.phoneIdEcr}`);
  await visitor.page.waitForSelector('[data-testid=catering-package]:has-text("双人套餐")');
  const facts = await visitor.page.textContent('[data-testid=catering-facts]');
  expect(facts).toContain('人均 ¥45.00');
  expect(facts).toContain('010-12345678');
  expect(await visitor.page.getAttribute('[data-testid=catering-facts] a', 'href')).toBe('tel:010-12345678');
  expect(await visitor.page.textContent('[data-testid=catering-score]')).toContain('0.0（0）');
  await shot(visitor.page, 'visitor');
  // The retail goods from before the switch are still there for the visitor.
  expect(await visitor.page.textContent('[data-testid=to-goods]')).toContain('店内商品');
  await visitor.page.click('[data-testid=to-goods]');
  await visitor.page.waitForSelector('[data-testid=catalog-waterfall]:has-text("手工辣酱")');
  await shot(visitor.page, 'visitor-goods');
  await visitor.page.goBack();
  await visitor.page.waitForSelector('[data-testid=catering-facts]');

  // A buyer with a received order comments with 4 stars.
  const buyer = await registerUser('139');
  const { orderId } = await prepareUser(buyer.mobile, { receivedShopOrderAt: owner.mobile });
  const b = await signedInPhone(browser, { user: buyer });
  await b.page.goto(`/multipage/vshop/comment/${orderId}`);
  await b.page.waitForSelector('[data-testid=comment-form]');
  await b.page.click('[data-testid=star-4]');
  expect(await b.page.getAttribute('[data-testid=star-4]', 'aria-checked')).toBe('true');
  await b.page.fill('#f-content', '面很筋道，牛肉给得足');
  await shot(b.page, 'comment');
  await b.page.click('[data-testid=submit-comment]');
  await toastSays(b.page, '评价成功');

  // The visitor sees the score 4.0 (1) and the comment.
  await visitor.page.reload();
  await visitor.page.waitForSelector('[data-testid=catering-score]:has-text("4.0（1）")');
  await visitor.page.click('[data-testid=to-comments]');
  await visitor.page.waitForSelector('[data-testid=shop-comment]:has-text("面很筋道")');
  expect(await visitor.page.textContent('[data-testid=comments-score]')).toContain('4.0（1）');
  await shot(visitor.page, 'comments');
}, 240_000);
