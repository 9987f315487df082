import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { toastSays } from './support/video';

/**
 * Shop orders at 375x667: a visitor adds a product to the cart from its detail page, checks out with their
 * delivery address, pays from the wallet on the money area's pay screen; the seller taps from the shop's management
 * into 订单管理, ships it with a tracking number; the buyer sees 已发货 with the number and confirms receipt, which asks
 * first, and the finished order keeps the number (issue 32). A second journey taps a VIP plan twice: one pending order.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('a visitor buys a shop product with the wallet; the seller ships it; the buyer confirms receipt', async () => {
  const shot = shooter('shop-orders');
  const seller = await registerUser('136');
  const buyerUser = await registerUser('139');
  const { productIds } = await prepareUser(seller.mobile, { vip: true, shop: { name: '西湖茶庄', kind: 'retail' }, shopProducts: [{ name: '龙井茶 250g', priceFen: 8_800, stock: 3 }] });
  await prepareUser(buyerUser.mobile, { fundFen: 100_000, txPwd: '123456' });
  const proId = productIds![0]!;
  const saved = await apiPost('/microVideo/saveDeliveryAddress.xhtml', { name: '王小明', mobile: '13800138000', region: '浙江省 杭州市 西湖区', detail: '龙井路 8 号' }, buyerUser.token);
  expect(saved.status).toBe(200);

  // The visitor: the product's detail → 加入购物车 (2) → the cart.
  const { page } = await signedInPhone(browser, { user: buyerUser });
  await page.goto(`/multipage/vshop/product/${proId}`);
  await page.waitForSelector('[data-testid=buy-bar]');
  await page.click('[data-testid=buy-bar] button[aria-label="增加数量"]');
  expect(await page.textContent('[data-testid=buy-qty]')).toBe('2');
  // (No screenshot here: the shot's accessibility check belongs to the catalog part's detail screen.)
  await page.click('[data-testid=add-cart]');
  await toastSays(page, '已加入购物车');
  await page.click('[data-testid=go-cart]');
  await page.waitForURL('**/vshop/cart');
  await page.waitForSelector('[data-testid=cart-line]:has-text("龙井茶 250g")');
  expect(await page.textContent('[data-testid=cart-total]')).toContain('¥176.00');
  await shot(page, 'cart');

  // Checkout: the address is chosen, a remark; the order goes on to the pay screen; the wallet pays it.
  await page.click('[data-testid=checkout]');
  await page.waitForURL('**/vshop/checkout?*');
  await page.waitForSelector('[data-testid=checkout-address]:checked');
  expect(await page.textContent('[data-testid=checkout-total]')).toContain('¥176.00');
  await page.fill('#f-remark', '请用礼盒包装');
  await shot(page, 'checkout');
  await page.click('[data-testid=place-order]');
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.waitForSelector('[data-testid=method-wallet]:has-text("可用余额 ¥1000.00")');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=txpwd-sheet]');
  await page.fill('#f-txPwd', '123456');
  await page.waitForURL('**/multipage/vip/paySuccess?orderId=*');
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  // The result leads back to the shop order, never to the VIP centre (the order's line says where it started).
  await page.waitForSelector('[data-testid=to-order-home]');
  expect(await page.locator('[data-testid=to-vip-centre]').count()).toBe(0);
  await shot(page, 'paid');

  // The seller: the shop's management → 订单管理 → 待发货 → the order → ship with a tracking number.
  const sellerPhone = await signedInPhone(browser, { user: seller });
  const sp = sellerPhone.page;
  await sp.goto('/multipage/shop/manage');
  await sp.click('[data-testid=entry-orders]');
  await sp.waitForURL('**/shop/orders');
  await sp.click('[data-testid=tab-toShip]');
  await sp.click('[data-testid=order-row]:has-text("龙井茶 250g")');
  await sp.waitForURL(`**/shop/order/${orderId}`);
  await sp.waitForSelector('[data-testid=order-address]:has-text("王小明")');
  expect(await sp.textContent('[data-testid=order-stage]')).toContain('待发货');
  await sp.fill('#f-carrier', '顺丰速运');
  await sp.fill('#f-trackingNo', 'SF 12');
  await sp.click('[data-testid=ship]');
  await sp.waitForSelector('[data-testid=toast]:has-text("快递单号")'); // the catalogue message names the field
  await sp.fill('#f-trackingNo', 'SF1234567890');
  await shot(sp, 'ship');
  await sp.click('[data-testid=ship]');
  await toastSays(sp, '已发货');
  await sp.waitForSelector('[data-testid=tracking]:has-text("SF1234567890")');

  // The buyer: my orders → 已发货 with the tracking number → confirm receipt.
  await page.goto('/multipage/vshop/orders');
  await page.waitForSelector('[data-testid=order-row]:has-text("已发货")');
  await shot(page, 'my-orders');
  await page.click('[data-testid=order-row]:has-text("龙井茶 250g")');
  await page.waitForURL(`**/vshop/order/${orderId}`);
  await page.waitForSelector('[data-testid=tracking]:has-text("顺丰速运")');
  expect(await page.textContent('[data-testid=tracking]')).toContain('SF1234567890');
  // Receipt is final: it asks first in our own sheet, saying what it means.
  await page.click('[data-testid=receive]');
  await page.waitForSelector('[data-testid=receive-sheet]');
  expect(await page.textContent('[data-testid=receive-warning]')).toContain('不能再申请退款');
  expect(await page.textContent('[data-testid=order-stage]')).toContain('已发货'); // nothing happened yet
  await shot(page, 'receive-confirm');
  await page.click('[data-testid=receive-confirm]');
  await toastSays(page, '已确认收货');
  await page.waitForSelector('[data-testid=order-stage]:has-text("已完成")');
  await page.waitForSelector('[data-testid=comment]');
  expect(await page.textContent('[data-testid=tracking]')).toContain('SF1234567890'); // the finished order keeps it
  await shot(page, 'received');
  const order = await apiPost('/x/shop/order/getShopOrder.xhtml', { orderId }, buyerUser.token);
  expect(order.resultSets).toMatchObject({ stage: 'received', amountFen: 17_600, remark: '请用礼盒包装' });
});

it('tapping a VIP plan twice, the first-time offer stated beside the price, gives one pending order', async () => {
  const shot = shooter('orders-reuse');
  const { page, user } = await signedInPhone(browser, { prefix: '135' });
  await page.goto('/multipage/acc/acc_home');
  await page.click('[data-testid=home-vip]');
  await page.waitForURL('**/multipage/vip/vipCentre');
  await page.waitForSelector('[data-testid=plan-vip3y] [data-testid=plan-offer]');
  expect(await page.textContent('[data-testid=plan-vip3y] [data-testid=plan-offer]')).toBe('首次开通加送1年，送摇一摇设备1台');
  await shot(page, 'plans');
  await page.click('[data-testid=plan-vip3y]');
  await page.waitForURL('**/multipage/vip/pay/**');
  const first = page.url();
  await page.goBack();
  await page.waitForSelector('[data-testid=plan-vip3y]');
  await page.click('[data-testid=plan-vip3y]');
  await page.waitForURL('**/multipage/vip/pay/**');
  expect(page.url()).toBe(first);
  await page.waitForSelector('[data-testid=pay-amount]');
  await shot(page, 'pay-again');
  const orders = await apiPost('/vip/findMyOrders.xhtml', {}, user.token);
  expect((orders.resultSets.items as { state: string }[]).filter((o) => o.state === 'created')).toHaveLength(1);
});
