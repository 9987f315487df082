import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newProduct, newProductShare, newProductType, newShop, newUser, type FactoryUser } from '../factories';
import { settledHits } from '../../src/domains/shop';

/**
 * Shop catalog, visitors' side, through the typed client on a real database: the shop page's composite list (own
 * goods plus shared goods with shareStatus 1), filters, every sort with ties and the paging edges; details and their
 * NOT_FOUND for hidden products (the owner still sees their own) and forged shareShopId; views counted once per
 * viewer window (written behind); the OutCall calls; the owner's share links.
 */
let t: TestApp;
let owner: FactoryUser;
let other: FactoryUser;
let visitor: FactoryUser;
let shop: Awaited<ReturnType<typeof newShop>>;
let otherShop: Awaited<ReturnType<typeof newShop>>;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { name: '店主甲', vip: 'active' });
  other = await newUser(t.ctx, { name: '供货乙', vip: 'active' });
  visitor = await newUser(t.ctx, { name: '访客丙' });
  shop = await newShop(t.ctx, owner, { name: '甲的小店' });
  otherShop = await newShop(t.ctx, other, { name: '乙的货仓' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.shop;
const ids = (page: { items: { proId: string }[] }) => page.items.map((p) => p.proId);
const composite = (body: Record<string, unknown>) => api().compositeProductList({ body: { shopId: shop.id, ...body } as never });
const clearProducts = async () => {
  await t.ctx.db.productShare.deleteMany({});
  await t.ctx.db.product.deleteMany({});
};

describe('compositeProductList', () => {
  it('pages every sort with ties in a stable order: last page, a page past the end, the largest page size', async () => {
    await clearProducts();
    const at = t.clock.now().getTime();
    const made: Awaited<ReturnType<typeof newProduct>>[] = [];
    // 7 goods: prices and views in pairs (ties), two created in the same second
    for (let i = 0; i < 7; i++) {
      made.push(await newProduct(t.ctx, shop, { priceFen: 100 * Math.floor(i / 2), hit: 10 * Math.floor(i / 2), createdAt: new Date(at - Math.floor(i / 2) * 1000) }));
    }
    for (const sort of ['newest', 'hit', 'price', 'priceDesc'] as const) {
      const all = okOf(await composite({ sortType: sort, pageSize: LIMITS.paging.pageSizeMax }));
      expect(all.items).toHaveLength(7);
      expect(all.total).toBeNull(); // a visitors' list is not counted (lib/paging)
      expect(all.hasMore).toBe(false);
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const p = okOf(await composite({ sortType: sort, pageIndex: page, pageSize: 3 }));
        seen.push(...ids(p));
        expect(p.hasMore).toBe(page < 3);
      }
      expect(seen).toEqual(ids(all));
      const past = okOf(await composite({ sortType: sort, pageIndex: 4, pageSize: 3 }));
      expect(past).toMatchObject({ items: [], hasMore: false });
      const key = (id: string) => {
        const p = made.find((m) => m.id === id)!;
        return sort === 'hit' ? -p.hit : sort === 'price' ? p.priceFen : sort === 'priceDesc' ? -p.priceFen : -p.createdAt.getTime();
      };
      const keys = seen.map(key);
      expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    }
    // ties broken by id: same price, ascending id under price
    const byPrice = ids(okOf(await composite({ sortType: 'price', pageSize: 10 })));
    const pair = made
      .filter((m) => m.priceFen === 0)
      .map((m) => m.id)
      .sort();
    expect(byPrice.slice(0, 2)).toEqual(pair);
    // hit=1 is the spec's alias of sorting by views
    expect(ids(okOf(await composite({ hit: 1, sortType: 'price', pageSize: 10 })))).toEqual(ids(okOf(await composite({ sortType: 'hit', pageSize: 10 }))));
  });

  it('refuses a page size past the largest and an unknown sort, naming the field', async () => {
    expect(refusalOf(await composite({ pageSize: LIMITS.paging.pageSizeMax + 1 })).field).toBe('pageSize');
    expect(refusalOf(await composite({ sortType: 'cheapest' })).field).toBe('sortType');
    expect(refusalOf(await api().compositeProductList({ body: { shopId: 'nosuchshop1' } as never }))).toMatchObject({ code: 'NOT_FOUND', field: 'shopId' });
  });

  it('filters by type and name keyword; hidden products never show; findShopTypes lists types with visible goods', async () => {
    await clearProducts();
    const tea = await newProductType(t.ctx, shop, '茶叶', 1);
    const cup = await newProductType(t.ctx, shop, '茶具', 0);
    const empty = await newProductType(t.ctx, shop, '空分类', 2);
    const a = await newProduct(t.ctx, shop, { name: '西湖龙井', typeId: tea.id });
    const b = await newProduct(t.ctx, shop, { name: '安溪铁观音', typeId: tea.id });
    const c = await newProduct(t.ctx, shop, { name: '青瓷茶杯', typeId: cup.id });
    await newProduct(t.ctx, shop, { name: '下架龙井', typeId: tea.id, onShelf: false });
    await newProduct(t.ctx, shop, { name: '删除龙井', typeId: empty.id, deleted: true });
    await newProduct(t.ctx, shop, { name: '龙井套餐', kind: 'package', typeId: tea.id });
    expect(new Set(ids(okOf(await composite({ typeId: tea.id }))))).toEqual(new Set([a.id, b.id]));
    expect(ids(okOf(await composite({ productName: '龙井' })))).toEqual([a.id]);
    expect(ids(okOf(await composite({ productName: '茶', typeId: cup.id })))).toEqual([c.id]);
    expect(okOf(await composite({ productName: '没有这个' })).items).toEqual([]);
    const tabs = okOf(await api().findShopTypes({ body: { shopId: shop.id } }));
    expect(tabs).toEqual([
      { typeId: cup.id, name: '茶具', count: 1 },
      { typeId: tea.id, name: '茶叶', count: 2 },
    ]);
    // getProductListByCondition takes every kind (the package too), by the owner's card
    const byCard = okOf(await api().getProductListByCondition({ body: { phoneIdEcr: owner.phoneIdEcr, typeId: tea.id } as never }));
    expect(byCard.items).toHaveLength(3);
    expect(refusalOf(await api().getProductListByCondition({ body: {} as never })).field).toBe('shopId');
  });

  it('shows shared goods with shareStatus 1 until unshared, off the shelf, deleted or their shop closed', async () => {
    await clearProducts();
    const own = await newProduct(t.ctx, shop, { name: '自营' });
    const shared = await newProduct(t.ctx, otherShop, { name: '分销款', shareable: true });
    await newProductShare(t.ctx, shop, shared);
    const list = okOf(await composite({ pageSize: 10 }));
    expect(new Set(ids(list))).toEqual(new Set([own.id, shared.id]));
    expect(list.items.find((i) => i.proId === shared.id)).toMatchObject({ shareStatus: 1, shareShopId: shop.id, shopId: otherShop.id });
    expect(list.items.find((i) => i.proId === own.id)).toMatchObject({ shareStatus: 0, shareShopId: null });
    // the supplier's own shop lists it as its own
    const theirs = okOf(await api().compositeProductList({ body: { shopId: otherShop.id } as never }));
    expect(theirs.items[0]).toMatchObject({ proId: shared.id, shareStatus: 0 });
    const gone = async (change: () => Promise<unknown>, undo: () => Promise<unknown>) => {
      await change();
      expect(ids(okOf(await composite({ pageSize: 10 })))).toEqual([own.id]);
      await undo();
      expect(ids(okOf(await composite({ pageSize: 10 }))).length).toBe(2);
    };
    const set = (data: object) => () => t.ctx.db.product.update({ where: { id: shared.id }, data });
    await gone(set({ shareable: false }), set({ shareable: true }));
    await gone(set({ onShelf: false }), set({ onShelf: true }));
    await gone(set({ deletedAt: new Date() }), set({ deletedAt: null }));
    const close = (closed: boolean) => () => t.ctx.db.shop.update({ where: { id: otherShop.id }, data: { closed } });
    await gone(close(true), close(false));
    // the listing shop closed: its page is empty
    await t.ctx.db.shop.update({ where: { id: shop.id }, data: { closed: true } });
    expect(okOf(await composite({})).items).toEqual([]);
    await t.ctx.db.shop.update({ where: { id: shop.id }, data: { closed: false } });
  });
});

describe('details', () => {
  it('answers NOT_FOUND for hidden products to visitors, the owner still sees their own', async () => {
    await clearProducts();
    const off = await newProduct(t.ctx, shop, { onShelf: false });
    const del = await newProduct(t.ctx, shop, { deleted: true });
    const refusal = refusalOf(await api().queryProductDetail({ token: visitor.token, body: { proId: off.id } as never }));
    expect(refusal).toMatchObject({ code: 'NOT_FOUND', field: 'proId' });
    expect(refusalOf(await api().getProductByProductId({ body: { proId: off.id } })).code).toBe('NOT_FOUND');
    expect(okOf(await api().getProductByProductId({ token: owner.token, body: { proId: off.id } })).onShelf).toBe(false);
    expect(refusalOf(await api().getProductByProductId({ token: owner.token, body: { proId: del.id } })).code).toBe('NOT_FOUND');
  });

  it('with shareStatus 1 shows a shared product only as listed by a shop that shares it; a forged shareShopId is NOT_FOUND', async () => {
    await clearProducts();
    const shared = await newProduct(t.ctx, otherShop, { shareable: true, name: '分销款' });
    expect(refusalOf(await api().queryProductDetail({ body: { proId: shared.id, shareShopId: shop.id, shareStatus: 1 } as never }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'shareShopId',
    });
    await newProductShare(t.ctx, shop, shared);
    const detail = okOf(await api().queryProductDetail({ body: { proId: shared.id, shareShopId: shop.id, shareStatus: 1 } as never }));
    expect(detail).toMatchObject({ proId: shared.id, shareStatus: 1, shareShopId: shop.id, shop: { shopId: otherShop.id, name: '乙的货仓' } });
    expect(refusalOf(await api().queryProductDetail({ body: { proId: shared.id, shareShopId: 'nosuchshop1', shareStatus: 1 } as never })).field).toBe('shareShopId');
    expect(refusalOf(await api().queryProductDetail({ body: { proId: shared.id, shareStatus: 1 } as never })).field).toBe('shareShopId');
    // getProductByProductIdAndMpId: as shown on the listing card, on the supplier's card, and NOT_FOUND on a stranger's
    expect(okOf(await api().getProductByProductIdAndMpId({ body: { proId: shared.id, phoneIdEcr: owner.phoneIdEcr } })).shareShopId).toBe(shop.id);
    expect(okOf(await api().getProductByProductIdAndMpId({ body: { proId: shared.id, phoneIdEcr: other.phoneIdEcr } })).shareStatus).toBe(0);
    expect(refusalOf(await api().getProductByProductIdAndMpId({ body: { proId: shared.id, phoneIdEcr: visitor.phoneIdEcr } })).code).toBe('NOT_FOUND');
    await t.ctx.db.product.update({ where: { id: shared.id }, data: { shareable: false } });
    expect(refusalOf(await api().getProductByProductIdAndMpId({ body: { proId: shared.id, phoneIdEcr: owner.phoneIdEcr } })).field).toBe('proId');
  });

  it("counts a view once per viewer in the window, never the owner's, written behind", async () => {
    await clearProducts();
    const p = await newProduct(t.ctx, shop);
    const view = (o: { token?: string; remoteAddress?: string }) => api().queryProductDetail({ ...o, body: { proId: p.id } as never });
    okOf(await view({ token: visitor.token }));
    okOf(await view({ token: visitor.token }));
    okOf(await view({ token: owner.token }));
    okOf(await view({ remoteAddress: '10.1.1.1' }));
    okOf(await view({ remoteAddress: '10.1.1.1' }));
    okOf(await view({ remoteAddress: '10.1.1.2' }));
    await settledHits(t.ctx);
    expect((await t.ctx.db.product.findUniqueOrThrow({ where: { id: p.id } })).hit).toBe(3);
    t.clock.advance(LIMITS.shop.catalogHitWindowMs + 1000);
    okOf(await view({ token: visitor.token }));
    await settledHits(t.ctx);
    expect((await t.ctx.db.product.findUniqueOrThrow({ where: { id: p.id } })).hit).toBe(4);
  });
});

describe('OutCall calls', () => {
  it('getProductByIds answers the visible ones in the asked order, missing ones absent, and caps the ids', async () => {
    await clearProducts();
    const a = await newProduct(t.ctx, shop);
    const b = await newProduct(t.ctx, otherShop);
    const off = await newProduct(t.ctx, shop, { onShelf: false });
    const got = okOf(await api().getProductByIds({ body: { ids: [b.id, off.id, 'nosuchprod1', a.id, b.id] } }));
    expect(got.map((p) => p.proId)).toEqual([b.id, a.id]);
    expect(okOf(await api().getProductByIds({ body: { ids: [a.id] } })).length).toBe(1);
    const max = LIMITS.shop.catalogIdsMax;
    expect(okOf(await api().getProductByIds({ body: { ids: Array.from({ length: max }, (_, i) => `missing${String(i).padStart(4, '0')}`) } }))).toEqual([]);
    expect(refusalOf(await api().getProductByIds({ body: { ids: Array.from({ length: max + 1 }, (_, i) => `missing${String(i).padStart(4, '0')}`) } })).field).toBe('ids');
  });

  it('getShop and getShopPath by card: the page path by kind, null without an open shop', async () => {
    expect(okOf(await api().getShop({ body: { phoneIdEcr: owner.phoneIdEcr } as never }))).toMatchObject({ shopId: shop.id, name: '甲的小店', ownerName: '店主甲', closed: false });
    expect(okOf(await api().getShop({ body: { shopId: otherShop.id } as never })).phoneIdEcr).toBe(other.phoneIdEcr);
    expect(refusalOf(await api().getShop({ body: { phoneIdEcr: visitor.phoneIdEcr } as never }))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
    expect(okOf(await api().getShopPath({ body: { phoneIdEcr: owner.phoneIdEcr } }))).toEqual({ shopId: shop.id, kind: 'retail', path: `/vshop/home/${owner.phoneIdEcr}` });
    expect(okOf(await api().getShopPath({ body: { phoneIdEcr: visitor.phoneIdEcr } }))).toEqual({ shopId: null, kind: null, path: null });
    const cook = await newUser(t.ctx, { name: '厨师' });
    await newShop(t.ctx, cook, { kind: 'catering' });
    expect(okOf(await api().getShopPath({ body: { phoneIdEcr: cook.phoneIdEcr } })).path).toBe(`/catering/home/${cook.phoneIdEcr}`);
    expect(refusalOf(await api().getShopPath({ body: { phoneIdEcr: 'nosuchcard1' } })).code).toBe('NOT_FOUND');
  });
});

describe('getShopShare', () => {
  it("gives the owner their shop link or an own/shared product link with a QR code; others' products are NOT_FOUND", async () => {
    await clearProducts();
    const own = await newProduct(t.ctx, shop, { name: '自营' });
    const shared = await newProduct(t.ctx, otherShop, { name: '分销款', shareable: true });
    const stranger = await newProduct(t.ctx, otherShop, { name: '没分销' });
    await newProductShare(t.ctx, shop, shared);
    const s = okOf(await api().getShopShare({ token: owner.token, body: {} }));
    expect(s.link).toBe(`${t.ctx.config.publicOrigin}/multipage/vshop/home/${owner.phoneIdEcr}`);
    expect(s.qrDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(okOf(await api().getShopShare({ token: owner.token, body: { proId: own.id } })).link).toMatch(new RegExp(`/vshop/product/${own.id}$`));
    expect(okOf(await api().getShopShare({ token: owner.token, body: { proId: shared.id } })).link).toContain(`shareShopId=${shop.id}&shareStatus=1`);
    expect(refusalOf(await api().getShopShare({ token: owner.token, body: { proId: stranger.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'proId' });
    expect(refusalOf(await api().getShopShare({ token: visitor.token, body: {} })).code).toBe('MODULE_LOCKED');
    const noShop = await newUser(t.ctx, { vip: 'active' });
    expect(refusalOf(await api().getShopShare({ token: noShop.token, body: {} })).code).toBe('SHOP_REQUIRED');
  });
});

describe('scale', () => {
  it('stays fast with a few thousand products (indexed sort, shared goods included)', async () => {
    await clearProducts();
    const at = t.clock.now().getTime();
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: `bulkprod${String(i).padStart(5, '0')}`,
      shopId: shop.id,
      userId: owner.id,
      name: `批量${i}`,
      coverUrl: '/files/x.jpg',
      priceFen: (i * 37) % 5000,
      hit: (i * 13) % 400,
      createdAt: new Date(at - i * 1000),
      updatedAt: new Date(at),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.ctx.db.product.createMany({ data: rows.slice(i, i + 500) });
    for (let i = 0; i < 40; i++) await newProductShare(t.ctx, shop, await newProduct(t.ctx, otherShop, { shareable: true }));
    for (const sort of ['newest', 'hit', 'price', 'priceDesc'] as const) {
      okOf(await composite({ sortType: sort, pageIndex: 1 }));
      const started = performance.now();
      const page = okOf(await composite({ sortType: sort, pageIndex: 150, pageSize: 20 }));
      const ms = performance.now() - started;
      expect(page.hasMore).toBe(true); // 3,040 in all: page 150 of 20 is not the last
      expect(page.items).toHaveLength(20);
      console.log(`compositeProductList ${sort} page 150 of 3040: ${ms.toFixed(1)} ms`);
      expect(ms).toBeLessThan(1000);
    }
  });
});
