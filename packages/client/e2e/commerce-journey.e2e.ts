import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiPost, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';
import { toastSays } from './support/video';

/**
 * Issue 16's journey across its parts at 375x667: a visitor opens a shared card, taps its V shop, buys a product
 * (buy now → checkout with an address → wallet on the pay screen → back to the order), then taps the card's
 * activities and registers for a paid one (the form → the pay screen → registered). The owner taps from the
 * management centre into the shop's orders and ships with a tracking number, then into the activity's attendee list
 * and exports it; the buyer sees the order shipped.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Pays the order on the money area's pay screen from the wallet, and lands on its result. */
async function payWithWallet(page: Page) {
  await page.waitForURL('**/multipage/vip/pay/**');
  await page.click('[data-testid=pay-confirm]');
  await page.waitForSelector('[data-testid=txpwd-sheet]');
  await page.fill('#f-txPwd', '123456');
  await page.waitForSelector('[data-testid=pay-success]');
}

it('a visitor buys from a shared card and registers for its paid activity; the owner ships and exports the attendees', async () => {
  const shot = shooter('commerce-journey');
  const owner = await registerUser('136');
  const visitor = await registerUser('139');
  await prepareUser(owner.mobile, { vip: true, shop: { name: '山间茶舍', kind: 'retail' }, shopProducts: [{ name: '白茶饼 357g', priceFen: 12_800, stock: 5 }] });
  await prepareUser(visitor.mobile, { fundFen: 100_000, txPwd: '123456' });
  const now = Date.now();
  const saved = await apiPost(
    '/x/activity/activity/saveActivity.xhtml',
    {
      title: '春季品茶会',
      intro: '一起品今年的新茶。',
      startTime: chinaTime(now + 3 * DAY),
      endTime: chinaTime(now + 3 * DAY + 3 * 3_600_000),
      address: '杭州市西湖区龙井路 8 号',
      feeFen: '3000',
      capacity: '20',
    },
    owner.token,
  );
  expect(saved.status).toBe(200);
  expect((await apiPost('/x/activity/activity/publishActivity.xhtml', { id: saved.resultSets.id }, owner.token)).status).toBe(200);
  expect((await apiPost('/microVideo/saveDeliveryAddress.xhtml', { name: '李四', mobile: '13900139000', region: '浙江省 杭州市', detail: '文三路 1 号' }, visitor.token)).status).toBe(200);

  // The visitor opens the shared card: its 更多内容 section leads to the shop.
  const { page } = await signedInPhone(browser, { user: visitor });
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.waitForSelector('[data-testid=card-more]');
  expect(await page.textContent('[data-testid=card-vshop]')).toContain('山间茶舍');
  expect(await page.textContent('[data-testid=card-activities]')).toContain('1');
  await shot(page, 'card');
  await page.click('[data-testid=card-vshop]');
  await page.waitForURL(`**/vshop/home/${owner.phoneIdEcr}`);
  await page.click('[data-testid=catalog-tile]:has-text("白茶饼 357g")');
  await page.waitForSelector('[data-testid=buy-bar]');
  await page.click('[data-testid=buy-now]');
  await page.waitForURL('**/vshop/checkout?*');
  await page.waitForSelector('[data-testid=checkout-address]:checked');
  expect(await page.textContent('[data-testid=checkout-total]')).toContain('¥128.00');
  await page.click('[data-testid=place-order]');
  await payWithWallet(page);
  await shot(page, 'shop-paid');
  await page.click('[data-testid=to-order-home]');
  await page.waitForURL('**/vshop/order/**');
  const orderId = page.url().split('/vshop/order/')[1]!.split(/[?#]/)[0]!;
  await page.waitForSelector('[data-testid=order-stage]:has-text("待发货")');

  // Back on the card: the activities entry → the activity → 立即报名 → the form → pay → registered.
  await page.goto(`/multipage/card/${owner.phoneIdEcr}`);
  await page.click('[data-testid=card-activities]');
  await page.waitForURL(`**/activity/list/${owner.phoneIdEcr}`);
  await page.click('[data-testid=open-activity]');
  await page.waitForSelector('[data-testid=activity-detail]:has-text("春季品茶会")');
  await page.click('[data-testid=register]');
  await page.waitForURL('**/registerDetail/**');
  expect(await page.textContent('[data-testid=reg-fee]')).toContain('30.00');
  await page.fill('#f-name', '李四');
  await page.fill('#f-mobile', '13900139000');
  await shot(page, 'register');
  await page.click('[data-testid=reg-submit]');
  await payWithWallet(page);
  await page.click('[data-testid=to-order-home]');
  await page.waitForURL('**/activity/myRegistrations');
  await page.waitForSelector('text=春季品茶会');
  await shot(page, 'registered');

  // The owner: management centre → 微店 → 订单管理 → 待发货 → the order → ship.
  const o = await signedInPhone(browser, { user: owner });
  const op = o.page;
  await op.goto('/multipage/acc/acc_home');
  await op.click('[data-module-id="3"] button');
  await op.waitForURL('**/shop/manage');
  await op.click('[data-testid=entry-orders]');
  await op.click('[data-testid=tab-toShip]');
  await op.click('[data-testid=order-row]:has-text("白茶饼 357g")');
  await op.waitForURL(`**/shop/order/${orderId}`);
  await op.waitForSelector('[data-testid=order-address]:has-text("李四")');
  await op.fill('#f-carrier', '中通快递');
  await op.fill('#f-trackingNo', 'ZT7788990011');
  await op.click('[data-testid=ship]');
  await toastSays(op, '已发货');
  await shot(op, 'shipped');

  // The owner: management centre → 活动获客 → the activity's 报名名单 → export.
  await op.goto('/multipage/acc/acc_home');
  await op.click('[data-module-id="61"] button');
  await op.waitForURL('**/activity/index');
  await op.locator('[data-testid=my-activity]', { hasText: '春季品茶会' }).locator('a', { hasText: '报名名单' }).click();
  await op.waitForSelector('[data-testid=attendee]:has-text("李四")');
  const [download] = await Promise.all([op.waitForEvent('download'), op.click('[data-testid=export-csv]')]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('李四,13900139000');
  await shot(op, 'attendees');

  // The buyer sees the order shipped with its tracking number.
  await page.goto(`/multipage/vshop/order/${orderId}`);
  await page.waitForSelector('[data-testid=tracking]:has-text("ZT7788990011")');
  expect(await page.textContent('[data-testid=order-stage]')).toContain('已发货');
});
