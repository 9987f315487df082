import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { phone, launch, registerUser, shooter, signedInPhone } from './support/browser';
import { prepareUser } from './support/prepare';

/**
 * The V shop at 375x667: a signed-out visitor opens a card's shop (rows from the factories: 2 types, 26 goods),
 * scrolls the waterfall until every page has loaded, sorts by price, filters by type, searches, and opens a product's
 * detail. The owner taps from the management centre (tile 3 → 店铺管理 → 分享店铺) to the shop's link and QR code and
 * picks one product to share.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tileCount = (page: Page) => page.$$eval('[data-testid=catalog-tile]', (els) => els.length);
const firstPrices = (page: Page, n: number) => page.$$eval('[data-testid=catalog-tile]', (els, k) => els.slice(0, k as number).map((e) => e.getAttribute('data-pro-id')), n);

it("a visitor browses a card's shop: waterfall pages, sort, type, search, detail; the owner shares it", async () => {
  const shot = shooter('shop-catalog');
  const owner = await registerUser('135');
  const tea = Array.from({ length: 23 }, (_, i) => ({ name: `明前龙井 ${i + 1} 号`, priceFen: 1_000 + i * 250, stock: i === 0 ? 0 : 5, typeName: '茶叶', hit: i }));
  const ware = [
    { name: '青瓷盖碗', priceFen: 680, stock: 3, typeName: '茶具', hit: 50 },
    { name: '紫砂壶', priceFen: 32_800, stock: 1, typeName: '茶具', hit: 2 },
    { name: '竹制茶盘', priceFen: 9_900, stock: 4, typeName: '茶具', hit: 1 },
  ];
  const { productIds } = await prepareUser(owner.mobile, { vip: true, shop: { name: '西湖茶香小铺', kind: 'retail' }, shopTypes: ['茶叶', '茶具'], shopProducts: [...tea, ...ware] });
  expect(productIds).toHaveLength(26);

  // A signed-out visitor opens the card's shop.
  const { context, page } = await phone(browser);
  await page.goto(`/multipage/vshop/home/${owner.phoneIdEcr}`);
  await page.waitForSelector('[data-testid=shop-name]:has-text("西湖茶香小铺")');
  await page.waitForSelector('[data-testid=catalog-tile]');
  await page.waitForTimeout(800);
  const before = await tileCount(page);
  expect(before).toBeGreaterThanOrEqual(10);
  expect(before).toBeLessThan(26);
  await shot(page, 'shop');
  // Scrolling to the end loads the next pages until all 26 are shown: after each scroll, on as soon as the next
  // page's tiles are there (a scroll that asked for nothing is tried again after 2 s).
  for (let i = 0; i < 10 && (await tileCount(page)) < 26; i++) {
    const had = await tileCount(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=catalog-tile]').length > n, had, { timeout: 2_000 }).catch(() => undefined);
  }
  expect(await tileCount(page)).toBe(26);
  await shot(page, 'all-pages');

  // Price low to high: the 6.80 tea bowl first; high to low: the 328.00 teapot first.
  await page.click('[data-testid=sort-price]');
  await page.waitForFunction(() => document.querySelector('[data-testid=catalog-tile] [data-testid=tile-price]')?.textContent === '¥6.80');
  await page.click('[data-testid=sort-priceDesc]');
  await page.waitForFunction(() => document.querySelector('[data-testid=catalog-tile] [data-testid=tile-price]')?.textContent === '¥328.00');
  expect(await firstPrices(page, 1)).toEqual([productIds![24]]);
  await shot(page, 'price-desc');

  // The 茶具 type: its three products only.
  await page.click('[data-testid=type-tab]:has-text("茶具")');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=catalog-tile]').length === 3);
  expect(await page.textContent('[data-testid=catalog-waterfall]')).not.toContain('龙井');
  await shot(page, 'type');

  // Search within all types.
  await page.click('[data-testid=type-tab]:has-text("全部")');
  await page.fill('[data-testid=catalog-search]', '紫砂');
  await page.click('[data-testid=catalog-search-go]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=catalog-tile]').length === 1);
  await page.fill('[data-testid=catalog-search]', '没有的东西');
  await page.click('[data-testid=catalog-search-go]');
  await page.waitForSelector('[data-testid=catalog-empty]:has-text("暂无商品")');
  await page.fill('[data-testid=catalog-search]', '紫砂');
  await page.click('[data-testid=catalog-search-go]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=catalog-tile]').length === 1);

  // The product's detail.
  await page.click('[data-testid=catalog-tile]');
  await page.waitForURL(`**/vshop/product/${productIds![24]}`);
  await page.waitForSelector('[data-testid=product-name]:has-text("紫砂壶")');
  expect(await page.textContent('[data-testid=product-price]')).toBe('¥328.00');
  expect(await page.textContent('[data-testid=product-stock]')).toContain('库存 1');
  expect(await page.textContent('[data-testid=shop-header]')).toContain('西湖茶香小铺');
  await shot(page, 'detail');
  // A sold-out product says so; an unknown one shows the catalogue message.
  await page.goto(`/multipage/vshop/product/${productIds![0]}`);
  await page.waitForSelector('[data-testid=sold-out]:has-text("已售罄")');
  await page.goto('/multipage/vshop/product/nosuchproduct1');
  await page.waitForSelector('[data-testid=product-error]');
  expect(await page.textContent('[data-testid=product-error]')).toMatch(/不存在|找不到|未找到/);
  await context.close();

  // The owner: management centre → module 3 → 分享店铺 → the shop link, then one product's.
  const own = await signedInPhone(browser, { user: owner });
  await own.page.goto('/multipage/acc/acc_home');
  await own.page.click('[data-module-id="3"] button');
  await own.page.waitForURL('**/shop/manage');
  await own.page.click('[data-testid=entry-share]');
  await own.page.waitForURL('**/shop/share');
  await own.page.waitForSelector('[data-testid=share-qr]');
  expect(await own.page.inputValue('[data-testid=share-link]')).toContain(`/multipage/vshop/home/${owner.phoneIdEcr}`);
  const picked = (await own.page.textContent('[data-testid=share-pick] >> nth=1'))!.trim();
  await own.page.click('[data-testid=share-pick] >> nth=1');
  await own.page.waitForFunction(() => (document.querySelector('[data-testid=share-link]') as HTMLInputElement | null)?.value.includes('/vshop/product/'));
  expect(await own.page.textContent('[data-testid=share-title]')).toContain(picked);
  const proId = (await own.page.inputValue('[data-testid=share-link]')).split('/vshop/product/')[1];
  expect(productIds).toContain(proId);
  await shot(own.page, 'share');
  await own.context.close();
});
