import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { atConsoleTab, queueRow } from './support/operator';
import { toastSays } from './support/video';

/**
 * Micro video goods at 375x667: a visitor opens a video's products, adds one to the cart, adds a delivery address,
 * orders and pays from the wallet; the seller finds the order message in the message centre. Then an operator takes
 * a complained video down and its owner finds it under 违规视频 (tapped from the micro video home) with the reason.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it("a visitor buys a video's product with the wallet; the seller is told; an operator takes a video down and its owner sees it", async () => {
  const shot = shooter('video-cart');
  const seller = await registerUser('136');
  const buyerUser = await registerUser('139');
  const op = await registerUser('137');
  await prepareUser(op.mobile, { role: 'operator' });
  await prepareUser(buyerUser.mobile, { fundFen: 100_000, txPwd: '123456' });
  const { videoIds } = await prepareUser(seller.mobile, {
    vip: true,
    videos: [{ title: '明前龙井采茶记', shared: true }],
    videoProducts: [{ name: '龙井茶 250g', priceFen: 8_800, stock: 3 }],
    videoComplaintBy: buyerUser.mobile,
  });
  const videoId = videoIds![0]!;

  // The visitor: the video's products → add to cart → the cart.
  const { page } = await signedInPhone(browser, { user: buyerUser });
  await page.goto(`/multipage/microvideo/cartList/${videoId}`);
  await page.waitForSelector('[data-testid=video-product]:has-text("龙井茶 250g")');
  expect(await page.textContent('[data-testid=video-product]')).toContain('¥88.00');
  await shot(page, 'products');
  await page.click('[data-testid=video-product] button');
  await toastSays(page, '已加入购物车');
  await page.click('[data-testid=go-cart]');
  await page.waitForURL('**/microvideo/cart');
  await page.waitForSelector('[data-testid=cart-line]:has-text("龙井茶 250g")');
  expect(await page.textContent('[data-testid=cart-total]')).toContain('¥88.00');

  // No address yet: add one (a wrong mobile is refused by name first).
  await page.click('[data-testid=manage-addresses]');
  await page.waitForURL('**/microvideo/vdAddress');
  await page.click('[data-testid=add-address]');
  await page.fill('#f-name', '王小明');
  await page.fill('#f-mobile', '12345');
  await page.fill('#f-region', '浙江省 杭州市 西湖区');
  await page.fill('#f-detail', '龙井路 8 号');
  await page.click('[data-testid=save-address]');
  await page.waitForSelector('[data-testid=toast]:has-text("手机")');
  await page.fill('#f-mobile', '138 0013 8000');
  await page.click('[data-testid=save-address]');
  await toastSays(page, '已保存');
  await page.waitForSelector('[data-testid=address]:has-text("王小明")');
  expect(await page.textContent('[data-testid=address]')).toContain('默认');
  await shot(page, 'address');
  await page.click('[data-testid=back]');
  await page.waitForURL('**/microvideo/cart');

  // Order → pay sheet → wallet with the transaction password → paid.
  await page.waitForSelector('[data-testid=cart-address]:checked');
  await page.click('[data-testid=place-order]');
  await page.waitForSelector('[data-testid=txpwd-sheet]:has-text("¥88.00")');
  await shot(page, 'pay');
  await page.fill('[data-testid=txpwd-input]', '123456');
  await page.waitForSelector('[data-testid=paid]');
  await shot(page, 'paid');
  const orders = await apiPost('/microVideo/findVideoOrders.xhtml', {}, buyerUser.token);
  expect(orders.resultSets.items[0]).toMatchObject({ state: 'paid', amountFen: 8_800 });
  await page.click('[data-testid=paid] button');
  await page.waitForSelector('[data-testid=cart-empty]');
  await page.waitForSelector('[data-testid=goods-order]:has-text("已付款")');

  // The seller's message centre shows the order.
  const sellerPhone = await signedInPhone(browser, { user: seller });
  await sellerPhone.page.goto('/multipage/acc/messageCentre');
  await sellerPhone.page.waitForSelector('text=视频商品有新订单');
  await shot(sellerPhone.page, 'seller-message');

  // The operator upholds the complaint with a reason, in the console's violation queue (the old review screen's
  // address leads there).
  const opPhone = await signedInPhone(browser, { user: op });
  await opPhone.page.goto('/multipage/microvideo/violationReview');
  await atConsoleTab(opPhone.page, 'violation');
  const item = await queueRow(opPhone.page, 'op-video-complaints', { text: '明前龙井采茶记' });
  await item.locator('[data-testid=rq-approve]').click();
  // Refused under the reason box, said once (no toast repeats it).
  await item.locator('[data-testid=rq-error]:has-text("下架视频须填写原因")').waitFor();
  expect(await opPhone.page.locator('[data-testid=toast]:has-text("下架视频须填写原因")').count()).toBe(0);
  await item.locator('[data-testid=rq-reason]').fill('侵犯他人版权');
  await item.scrollIntoViewIfNeeded();
  await shot(opPhone.page, 'review');
  await item.locator('[data-testid=rq-approve]').click();
  await toastSays(opPhone.page, '投诉成立');
  await item.waitFor({ state: 'detached' });

  // The owner taps from the micro video home into 违规视频 and sees it with the reason; visitors no longer see it.
  await sellerPhone.page.goto('/multipage/microvideo/index');
  await sellerPhone.page.click('[data-testid=vl-more]');
  await sellerPhone.page.click('[data-testid=vl-go-illegalVideo]');
  await sellerPhone.page.waitForURL('**/microvideo/illegalVideo');
  await sellerPhone.page.waitForSelector('[data-testid=illegal-video]:has-text("侵犯他人版权")');
  expect(await sellerPhone.page.textContent('[data-testid=illegal-count]')).toContain('1');
  await shot(sellerPhone.page, 'illegal');
  expect((await apiPost('/microVideo/findShowVideoProducts.xhtml', { videoId })).code).toBe('NOT_FOUND');

  // Select it and delete it (the inline confirmation first).
  await sellerPhone.page.click('[data-testid=illegal-video] input[type=checkbox]');
  await sellerPhone.page.click('[data-testid=illegal-delete]');
  await sellerPhone.page.click('[data-testid=illegal-delete]');
  await sellerPhone.page.waitForSelector('[data-testid=illegal-empty]');
});
