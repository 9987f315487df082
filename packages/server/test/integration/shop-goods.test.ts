import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCaseImage, newProduct, newProductType, newUser, type FactoryUser } from '../factories';

/**
 * The shop goods part through the typed client on a real database: one shop per user under concurrent first
 * saves, types (CRUD, order, someone else's id), goods (save, filters, paging edges, soft delete, shelf) and shared
 * products (not own, shareable only, once), all behind module 3.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const S = LIMITS.shop;
const api = () => t.api.shop;
async function owner(name = '店主') {
  const u = await newUser(t.ctx, { vip: 'active', name });
  return u;
}
async function ownerWithShop(): Promise<FactoryUser> {
  const u = await owner();
  okOf(await api().saveShop({ body: { name: '好物小店', kind: 'retail' }, token: u.token }));
  return u;
}
const shopOf = async (u: FactoryUser) => (await t.ctx.db.shop.findUnique({ where: { userId: u.id } }))!;

describe('the shop', () => {
  it('concurrent first saves make one shop; later saves update it; counts', async () => {
    const u = await owner();
    expect(okOf(await api().getMyShop({ token: u.token })).shop).toBeNull();
    const answers = await Promise.all([1, 2, 3].map((i) => api().saveShop({ body: { name: `小店${i}`, kind: 'retail' }, token: u.token })));
    answers.forEach((a) => expect(a.status).toBe(200));
    expect(await t.ctx.db.shop.count({ where: { userId: u.id } })).toBe(1);
    const logo = await newCaseImage(t.ctx, u);
    const saved = okOf(await api().saveShop({ body: { name: '改名小店', intro: '简介', logoUrl: logo, kind: 'catering', closed: true }, token: u.token }));
    expect(saved.shop).toMatchObject({ name: '改名小店', intro: '简介', logoUrl: logo, kind: 'catering', closed: true, phoneIdEcr: u.phoneIdEcr });
    const shop = await shopOf(u);
    await newProduct(t.ctx, shop);
    await newProduct(t.ctx, shop, { onShelf: false });
    await newProduct(t.ctx, shop, { deleted: true });
    await newProductType(t.ctx, shop, '茶叶');
    expect(okOf(await api().getMyShop({ token: u.token })).counts).toEqual({ onShelf: 1, offShelf: 1, types: 1, shares: 0 });
  });

  it("refusals name the field: empty and long names, a bad kind, someone else's logo; nothing written", async () => {
    const u = await owner();
    expect(refusalOf(await api().saveShop({ body: { name: '', kind: 'retail' }, token: u.token })).field).toBe('name');
    expect(refusalOf(await api().saveShop({ body: { name: '店'.repeat(S.shopNameMax + 1), kind: 'retail' }, token: u.token })).field).toBe('name');
    expect(refusalOf(await api().saveShop({ body: { name: '店', kind: 'bakery' as 'retail' }, token: u.token })).field).toBe('kind');
    const other = await newUser(t.ctx);
    expect(refusalOf(await api().saveShop({ body: { name: '店', kind: 'retail', logoUrl: await newCaseImage(t.ctx, other) }, token: u.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'logoUrl',
    });
    expect(await t.ctx.db.shop.count({ where: { userId: u.id } })).toBe(0);
  });

  it('module 3 is locked for a user without VIP or keys', async () => {
    const plain = await newUser(t.ctx);
    expect(refusalOf(await api().getMyShop({ token: plain.token })).code).toBe('MODULE_LOCKED');
    expect(refusalOf(await api().saveShop({ body: { name: '店', kind: 'retail' }, token: plain.token })).code).toBe('MODULE_LOCKED');
  });
});

describe('product types', () => {
  it('add, rename, sort, delete (its products become untyped); duplicates and the cap refused', async () => {
    const u = await ownerWithShop();
    const a = okOf(await api().addProductType({ body: { name: '茶叶' }, token: u.token }));
    const b = okOf(await api().addProductType({ body: { name: '茶具' }, token: u.token }));
    expect(refusalOf(await api().addProductType({ body: { name: '茶叶' }, token: u.token }))).toMatchObject({ code: 'SHOP_TYPE_DUPLICATE', field: 'name' });
    expect(refusalOf(await api().updateProductType({ body: { typeId: b.typeId, name: '茶叶' }, token: u.token })).code).toBe('SHOP_TYPE_DUPLICATE');
    expect(okOf(await api().updateProductType({ body: { typeId: b.typeId, name: '器具' }, token: u.token })).name).toBe('器具');
    const sorted = okOf(await api().sortProductTypes({ body: { ids: [b.typeId, a.typeId] }, token: u.token }));
    expect(sorted.items.map((x) => x.name)).toEqual(['器具', '茶叶']);
    const p = await newProduct(t.ctx, await shopOf(u), { typeId: a.typeId });
    expect(okOf(await api().findProductTypes({ body: {}, token: u.token })).items.find((x) => x.typeId === a.typeId)?.productCount).toBe(1);
    okOf(await api().delProductType({ body: { typeId: a.typeId }, token: u.token }));
    expect((await t.ctx.db.product.findUnique({ where: { id: p.id } }))!.typeId).toBeNull();
    expect(okOf(await api().findProductTypes({ body: {}, token: u.token })).items.map((x) => x.name)).toEqual(['器具']);
    const shop = await shopOf(u);
    for (let i = 1; i < S.typesPerShopMax; i++) await newProductType(t.ctx, shop, `类${i}`, i);
    expect(refusalOf(await api().addProductType({ body: { name: '再一个' }, token: u.token }))).toMatchObject({ code: 'SHOP_TYPES_FULL', field: 'name' });
  });

  it("someone else's type id: NOT_FOUND and nothing changed (rename, delete, sort)", async () => {
    const u = await ownerWithShop();
    const mine = okOf(await api().addProductType({ body: { name: '甲' }, token: u.token }));
    const mine2 = okOf(await api().addProductType({ body: { name: '乙' }, token: u.token }));
    const other = await ownerWithShop();
    const theirs = okOf(await api().addProductType({ body: { name: '丙' }, token: other.token }));
    expect(refusalOf(await api().updateProductType({ body: { typeId: theirs.typeId, name: '改' }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'typeId' });
    expect(refusalOf(await api().delProductType({ body: { typeId: theirs.typeId }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'typeId' });
    expect(refusalOf(await api().sortProductTypes({ body: { ids: [mine2.typeId, theirs.typeId, mine.typeId] }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(refusalOf(await api().sortProductTypes({ body: { ids: [mine2.typeId] }, token: u.token })).code).toBe('SHOP_TYPE_ORDER_MISMATCH');
    expect(await t.ctx.db.productType.findUnique({ where: { id: theirs.typeId } })).toMatchObject({ name: '丙', sort: 0 });
    expect(okOf(await api().findProductTypes({ body: {}, token: u.token })).items.map((x) => x.name)).toEqual(['甲', '乙']);
  });
});

describe('products', () => {
  it('saves with own pictures (first is the cover), updates, lists by filters, keeps a deleted row', async () => {
    const u = await ownerWithShop();
    const [p1, p2] = [await newCaseImage(t.ctx, u), await newCaseImage(t.ctx, u)];
    const type = okOf(await api().addProductType({ body: { name: '茶叶' }, token: u.token }));
    const body = { productName: '龙井', intro: '明前', imageUrls: [p1, p2], priceFen: 1, originalPriceFen: 0, stock: 5, typeId: type.typeId, shareable: true, onShelf: true };
    const added = okOf(await api().saveProduct({ body, token: u.token }));
    expect(added).toMatchObject({
      productName: '龙井',
      coverUrl: p1,
      imageUrls: [p1, p2],
      priceFen: 1,
      stock: 5,
      typeId: type.typeId,
      typeName: '茶叶',
      kind: 'goods',
      shareShopId: null,
      shareStatus: 0,
    });
    const upd = okOf(await api().saveProduct({ body: { ...body, proId: added.proId, priceFen: 8_800, originalPriceFen: 9_900, stock: 0, typeId: undefined }, token: u.token }));
    expect(upd).toMatchObject({ proId: added.proId, priceFen: 8_800, originalPriceFen: 9_900, stock: 0, typeId: null });
    const off = okOf(await api().saveProduct({ body: { ...body, productName: '碧螺春', onShelf: false }, token: u.token }));
    const mine = (b: object) => api().findMyProducts({ body: b, token: u.token }).then(okOf);
    expect((await mine({})).total).toBe(2);
    expect((await mine({ onShelf: true })).items.map((p) => p.proId)).toEqual([added.proId]);
    expect((await mine({ onShelf: false })).items.map((p) => p.proId)).toEqual([off.proId]);
    expect((await mine({ typeId: type.typeId })).items.map((p) => p.proId)).toEqual([off.proId]);
    expect((await mine({ keyword: '碧螺' })).items.map((p) => p.proId)).toEqual([off.proId]);
    expect(okOf(await api().setProductShelf({ body: { proId: off.proId, onShelf: true }, token: u.token })).onShelf).toBe(true);
    expect(okOf(await api().getMyProduct({ body: { proId: added.proId }, token: u.token })).intro).toBe('明前');
    okOf(await api().delProduct({ body: { proId: added.proId }, token: u.token }));
    expect((await t.ctx.db.product.findUnique({ where: { id: added.proId } }))!.deletedAt).not.toBeNull();
    expect((await mine({})).items.map((p) => p.proId)).toEqual([off.proId]);
    expect(refusalOf(await api().getMyProduct({ body: { proId: added.proId }, token: u.token })).code).toBe('NOT_FOUND');
  });

  it('paging edges: a full page, the last page, past the end', async () => {
    const u = await ownerWithShop();
    const shop = await shopOf(u);
    const base = t.ctx.clock.now().getTime();
    for (let i = 0; i < 11; i++) await newProduct(t.ctx, shop, { createdAt: new Date(base - i * 1000) });
    const page = (pageIndex: number) =>
      api()
        .findMyProducts({ body: { pageIndex, pageSize: 10 }, token: u.token })
        .then(okOf);
    expect(await page(1)).toMatchObject({ total: 11, hasMore: true });
    expect((await page(1)).items).toHaveLength(10);
    expect(await page(2)).toMatchObject({ total: 11, hasMore: false });
    expect((await page(2)).items).toHaveLength(1);
    expect((await page(3)).items).toHaveLength(0);
  });

  it("refusals: no shop yet, price 0 and cap+1, original below price, pictures none/10/someone else's, foreign type and product, the cap", async () => {
    const noShop = await owner();
    const pic = await newCaseImage(t.ctx, noShop);
    const body = { productName: '茶', imageUrls: [pic], priceFen: 100, stock: 1 };
    expect(refusalOf(await api().saveProduct({ body, token: noShop.token })).code).toBe('SHOP_REQUIRED');
    const u = await ownerWithShop();
    const own = await newCaseImage(t.ctx, u);
    const ok = { ...body, imageUrls: [own] };
    expect(refusalOf(await api().saveProduct({ body: { ...ok, priceFen: 0 }, token: u.token })).field).toBe('priceFen');
    expect(refusalOf(await api().saveProduct({ body: { ...ok, priceFen: S.productPriceMaxFen + 1 }, token: u.token })).field).toBe('priceFen');
    expect(refusalOf(await api().saveProduct({ body: { ...ok, originalPriceFen: 99 }, token: u.token }))).toMatchObject({ code: 'SHOP_ORIGINAL_PRICE_LOW', field: 'originalPriceFen' });
    expect(refusalOf(await api().saveProduct({ body: { ...ok, imageUrls: [] }, token: u.token })).field).toBe('imageUrls');
    expect(refusalOf(await api().saveProduct({ body: { ...ok, imageUrls: Array(10).fill(own) }, token: u.token })).field).toBe('imageUrls');
    expect(refusalOf(await api().saveProduct({ body: { ...ok, imageUrls: [pic] }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'imageUrls' });
    const other = await ownerWithShop();
    const theirType = await newProductType(t.ctx, await shopOf(other), '他的');
    const theirProduct = await newProduct(t.ctx, await shopOf(other));
    expect(refusalOf(await api().saveProduct({ body: { ...ok, typeId: theirType.id }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'typeId' });
    expect(refusalOf(await api().saveProduct({ body: { ...ok, proId: theirProduct.id }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'proId' });
    expect(refusalOf(await api().delProduct({ body: { proId: theirProduct.id }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'proId' });
    expect(refusalOf(await api().setProductShelf({ body: { proId: theirProduct.id, onShelf: false }, token: u.token })).code).toBe('NOT_FOUND');
    expect(await t.ctx.db.product.findUnique({ where: { id: theirProduct.id } })).toMatchObject({ onShelf: true, deletedAt: null, name: theirProduct.name });
    expect(await t.ctx.db.product.count({ where: { userId: u.id } })).toBe(0);
    const shop = await shopOf(u);
    await t.ctx.db.product.createMany({
      data: Array.from({ length: S.productsPerShopMax }, (_, i) => ({
        id: `cap-${u.id.slice(0, 20)}-${i}`,
        shopId: shop.id,
        userId: u.id,
        name: `p${i}`,
        coverUrl: own,
        priceFen: 1,
      })),
    });
    expect(refusalOf(await api().saveProduct({ body: ok, token: u.token })).code).toBe('SHOP_PRODUCTS_FULL');
  });
});

describe('shared products', () => {
  it("lists another shop's shareable visible product once; not own, not unshareable; shows it unavailable when withdrawn", async () => {
    const seller = await ownerWithShop();
    const sellerShop = await shopOf(seller);
    const shareable = await newProduct(t.ctx, sellerShop, { shareable: true, name: '可分销茶' });
    const closedOff = await newProduct(t.ctx, sellerShop, { shareable: false });
    const u = await ownerWithShop();
    const myShop = await shopOf(u);
    const own = await newProduct(t.ctx, myShop, { shareable: true });
    const market = okOf(await api().findShareableProducts({ body: { keyword: '可分销' }, token: u.token }));
    expect(market.items.map((p) => p.proId)).toEqual([shareable.id]);
    expect(market.items[0]).toMatchObject({ shared: false, shopName: '好物小店' });
    expect(okOf(await api().findShareableProducts({ body: {}, token: u.token })).items.map((p) => p.proId)).not.toContain(own.id);

    const added = okOf(await api().addProductShare({ body: { proId: shareable.id }, token: u.token }));
    expect(added).toMatchObject({ proId: shareable.id, shareStatus: 1, shareShopId: myShop.id, shopId: sellerShop.id });
    expect(refusalOf(await api().addProductShare({ body: { proId: shareable.id }, token: u.token }))).toMatchObject({ code: 'SHOP_SHARE_EXISTS', field: 'proId' });
    expect(refusalOf(await api().addProductShare({ body: { proId: own.id }, token: u.token })).code).toBe('SHOP_SHARE_OWN');
    expect(refusalOf(await api().addProductShare({ body: { proId: closedOff.id }, token: u.token })).code).toBe('SHOP_SHARE_NOT_ALLOWED');
    expect(okOf(await api().findShareableProducts({ body: { keyword: '可分销' }, token: u.token })).items[0]!.shared).toBe(true);

    const mine = () => api().findMyProductShares({ body: {}, token: u.token }).then(okOf);
    expect((await mine()).items).toMatchObject([{ proId: shareable.id, shareStatus: 1, shareShopId: myShop.id, available: true }]);
    await t.ctx.db.product.update({ where: { id: shareable.id }, data: { shareable: false } });
    expect((await mine()).items).toMatchObject([{ proId: shareable.id, available: false }]);
    okOf(await api().delProductShare({ body: { proId: shareable.id }, token: u.token }));
    expect((await mine()).total).toBe(0);
    expect(refusalOf(await api().delProductShare({ body: { proId: shareable.id }, token: u.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'proId' });
  });
});
