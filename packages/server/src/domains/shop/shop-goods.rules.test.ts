import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddProductTypeBody, ZSaveProductBody, ZSaveShopBody, ZSortProductTypesBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertProductFields, assertProductRoom, assertShareable, assertShopName, assertTypeName, assertTypeRoom, typeOrder } from './shop-goods.rules';

const S = LIMITS.shop;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? `${e.code}:${e.details?.field ?? ''}` : String(e);
  }
};
const product = { productName: '手工茶', intro: '', imageUrls: ['/files/a.jpg'], priceFen: 1, originalPriceFen: 0, stock: 0 };
const pics = (n: number) => Array.from({ length: n }, (_, i) => `/files/p${i}.jpg`);

describe('names', () => {
  it('shop name 1..max characters', () => {
    expect(codeOf(() => assertShopName('店'))).toBeNull();
    expect(codeOf(() => assertShopName('店'.repeat(S.shopNameMax)))).toBeNull();
    expect(codeOf(() => assertShopName('店'.repeat(S.shopNameMax + 1)))).toBe('SUBMIT_DATA_ERROR:name');
    expect(codeOf(() => assertShopName('  '))).toBe('SUBMIT_DATA_ERROR:name');
  });
  it('type name 1..10 characters, emoji counting once', () => {
    expect(S.typeNameMax).toBe(10);
    expect(codeOf(() => assertTypeName('茶'.repeat(10)))).toBeNull();
    expect(codeOf(() => assertTypeName('🍵'.repeat(10)))).toBeNull();
    expect(codeOf(() => assertTypeName('茶'.repeat(11)))).toBe('SUBMIT_DATA_ERROR:name');
    expect(codeOf(() => assertTypeName(''))).toBe('SUBMIT_DATA_ERROR:name');
    expect(ZAddProductTypeBody.safeParse({ name: '茶'.repeat(11) }).success).toBe(false);
  });
});

describe('product fields', () => {
  it('price: 1 fen ok, 0 refused, the cap ok, cap+1 refused, not a whole fen refused', () => {
    expect(codeOf(() => assertProductFields(product))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, priceFen: 0 }))).toBe('SUBMIT_DATA_ERROR:priceFen');
    expect(codeOf(() => assertProductFields({ ...product, priceFen: S.productPriceMaxFen }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, priceFen: S.productPriceMaxFen + 1 }))).toBe('SUBMIT_DATA_ERROR:priceFen');
    expect(codeOf(() => assertProductFields({ ...product, priceFen: 1.5 }))).toBe('SUBMIT_DATA_ERROR:priceFen');
  });
  it('original price: 0 ok, equal to the price ok, below it refused', () => {
    expect(codeOf(() => assertProductFields({ ...product, priceFen: 500, originalPriceFen: 500 }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, priceFen: 500, originalPriceFen: 499 }))).toBe('SHOP_ORIGINAL_PRICE_LOW:originalPriceFen');
    expect(codeOf(() => assertProductFields({ ...product, originalPriceFen: S.productPriceMaxFen + 1 }))).toBe('SUBMIT_DATA_ERROR:originalPriceFen');
  });
  it('stock: 0 ok, -1 refused, the cap ok, cap+1 refused', () => {
    expect(codeOf(() => assertProductFields({ ...product, stock: -1 }))).toBe('SUBMIT_DATA_ERROR:stock');
    expect(codeOf(() => assertProductFields({ ...product, stock: S.productStockMax }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, stock: S.productStockMax + 1 }))).toBe('SUBMIT_DATA_ERROR:stock');
  });
  it('pictures 1..9, name 1..30, description up to the cap', () => {
    expect(codeOf(() => assertProductFields({ ...product, imageUrls: [] }))).toBe('SUBMIT_DATA_ERROR:imageUrls');
    expect(codeOf(() => assertProductFields({ ...product, imageUrls: pics(9) }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, imageUrls: pics(10) }))).toBe('SUBMIT_DATA_ERROR:imageUrls');
    expect(codeOf(() => assertProductFields({ ...product, productName: '茶'.repeat(30) }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, productName: '茶'.repeat(31) }))).toBe('SUBMIT_DATA_ERROR:productName');
    expect(codeOf(() => assertProductFields({ ...product, intro: 'a'.repeat(S.productIntroMax) }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, intro: 'a'.repeat(S.productIntroMax + 1) }))).toBe('SUBMIT_DATA_ERROR:intro');
  });
  it('the contract checks the same edges on the wire (form strings, comma-joined pictures)', () => {
    const body = { productName: '茶', imageUrls: '/files/a.jpg,/files/b.jpg', stock: '0' };
    const ok = ZSaveProductBody.safeParse({ ...body, priceFen: '1' });
    expect(ok.success && ok.data.imageUrls).toEqual(['/files/a.jpg', '/files/b.jpg']);
    expect(ZSaveProductBody.safeParse({ ...body, priceFen: '0' }).success).toBe(false);
    expect(ZSaveProductBody.safeParse({ ...body, priceFen: String(S.productPriceMaxFen + 1) }).success).toBe(false);
    expect(ZSaveProductBody.safeParse({ ...body, priceFen: '1', imageUrls: '' }).success).toBe(false);
    expect(ZSaveProductBody.safeParse({ ...body, priceFen: '1', imageUrls: pics(10).join(',') }).success).toBe(false);
    expect(ZSaveProductBody.safeParse({ ...body, priceFen: '1', stock: String(S.productStockMax + 1) }).success).toBe(false);
    expect(ZSaveShopBody.safeParse({ name: '小店', kind: 'bakery' }).success).toBe(false);
    expect(ZSortProductTypesBody.parse({ ids: 'type-0001' }).ids).toEqual(['type-0001']);
  });
});

describe('caps per shop', () => {
  it('types, products: one below the cap may add, at the cap refused', () => {
    expect(codeOf(() => assertTypeRoom(S.typesPerShopMax - 1))).toBeNull();
    expect(codeOf(() => assertTypeRoom(S.typesPerShopMax))).toBe('SHOP_TYPES_FULL:name');
    expect(codeOf(() => assertProductRoom(S.productsPerShopMax - 1))).toBeNull();
    expect(codeOf(() => assertProductRoom(S.productsPerShopMax))).toBe('SHOP_PRODUCTS_FULL:proId');
  });
});

describe('type order', () => {
  it('every own type once; a foreign id is NOT_FOUND; missing or repeated ones a mismatch', () => {
    expect(typeOrder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(['c', 'a', 'b']);
    expect(codeOf(() => typeOrder(['a', 'b'], ['a', 'x']))).toBe('NOT_FOUND:ids');
    expect(codeOf(() => typeOrder(['a', 'b'], ['a']))).toBe('SHOP_TYPE_ORDER_MISMATCH:ids');
    expect(codeOf(() => typeOrder(['a', 'b'], ['a', 'a', 'b']))).toBe('SHOP_TYPE_ORDER_MISMATCH:ids');
  });
});

describe('shares', () => {
  const f = { myShopId: 'mine', productShopId: 'theirs', kind: 'goods', shareable: true, visible: true, alreadyListed: false, listedCount: 0 };
  it("another shop's visible shareable goods, once, below the cap", () => {
    expect(codeOf(() => assertShareable(f))).toBeNull();
    expect(codeOf(() => assertShareable({ ...f, productShopId: 'mine' }))).toBe('SHOP_SHARE_OWN:proId');
    expect(codeOf(() => assertShareable({ ...f, shareable: false }))).toBe('SHOP_SHARE_NOT_ALLOWED:proId');
    expect(codeOf(() => assertShareable({ ...f, visible: false }))).toBe('SHOP_SHARE_NOT_ALLOWED:proId');
    expect(codeOf(() => assertShareable({ ...f, kind: 'package' }))).toBe('SHOP_SHARE_NOT_ALLOWED:proId');
    expect(codeOf(() => assertShareable({ ...f, alreadyListed: true }))).toBe('SHOP_SHARE_EXISTS:proId');
    expect(codeOf(() => assertShareable({ ...f, listedCount: S.sharesPerShopMax - 1 }))).toBeNull();
    expect(codeOf(() => assertShareable({ ...f, listedCount: S.sharesPerShopMax }))).toBe('SHOP_SHARES_FULL:proId');
  });
});
