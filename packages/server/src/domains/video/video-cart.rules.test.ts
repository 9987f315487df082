import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddVideoCartBody, ZAddVideoProductBody, ZSaveDeliveryAddressBody, ZViolationIdsBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import {
  assertAddressRoom,
  assertCartRoom,
  assertProductFields,
  assertProductRoom,
  assertQuantity,
  cartLineState,
  cartTotalFen,
  complaintDecision,
  defaultAfterSave,
  goodsSplit,
  orderOf,
} from './video-cart.rules';

const V = LIMITS.video;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? `${e.code}:${e.details?.field ?? ''}` : String(e);
  }
};
const product = { name: '手工茶', priceFen: 1, stock: 0 };

describe('product fields', () => {
  it('price: 1 fen ok, 0 refused, the cap ok, cap+1 refused', () => {
    expect(codeOf(() => assertProductFields(product))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, priceFen: 0 }))).toBe('SUBMIT_DATA_ERROR:priceFen');
    expect(codeOf(() => assertProductFields({ ...product, priceFen: V.productPriceMaxFen }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, priceFen: V.productPriceMaxFen + 1 }))).toBe('SUBMIT_DATA_ERROR:priceFen');
    expect(codeOf(() => assertProductFields({ ...product, priceFen: 1.5 }))).toBe('SUBMIT_DATA_ERROR:priceFen');
  });
  it('stock: 0 ok, -1 refused, the cap ok, cap+1 refused; name 1..max characters', () => {
    expect(codeOf(() => assertProductFields({ ...product, stock: -1 }))).toBe('SUBMIT_DATA_ERROR:stock');
    expect(codeOf(() => assertProductFields({ ...product, stock: V.productStockMax }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, stock: V.productStockMax + 1 }))).toBe('SUBMIT_DATA_ERROR:stock');
    expect(codeOf(() => assertProductFields({ ...product, name: '茶'.repeat(V.productNameMax) }))).toBeNull();
    expect(codeOf(() => assertProductFields({ ...product, name: '茶'.repeat(V.productNameMax + 1) }))).toBe('SUBMIT_DATA_ERROR:name');
    expect(codeOf(() => assertProductFields({ ...product, name: '  ' }))).toBe('SUBMIT_DATA_ERROR:name');
  });
  it('the contract checks the same edges on the wire', () => {
    const body = { videoId: 'video-0001', name: '茶', imageUrl: '/files/x.jpg', stock: '0' };
    expect(ZAddVideoProductBody.safeParse({ ...body, priceFen: '1' }).success).toBe(true);
    expect(ZAddVideoProductBody.safeParse({ ...body, priceFen: '0' }).success).toBe(false);
    expect(ZAddVideoProductBody.safeParse({ ...body, priceFen: String(V.productPriceMaxFen + 1) }).success).toBe(false);
    expect(ZAddVideoProductBody.safeParse({ ...body, priceFen: '1', stock: '-1' }).success).toBe(false);
  });
  it('products per video: one below the cap may add, at the cap refused', () => {
    expect(codeOf(() => assertProductRoom(V.productsPerVideoMax - 1))).toBeNull();
    expect(codeOf(() => assertProductRoom(V.productsPerVideoMax))).toBe('VIDEO_PRODUCTS_FULL:videoId');
  });
});

describe('cart quantities and lines', () => {
  it('quantity 1 ok, 0 refused, the cap ok, cap+1 refused, above the stock refused', () => {
    expect(codeOf(() => assertQuantity(1, 1))).toBeNull();
    expect(codeOf(() => assertQuantity(0, 5))).toBe('SUBMIT_DATA_ERROR:quantity');
    expect(codeOf(() => assertQuantity(V.cartQuantityMax, 1000))).toBeNull();
    expect(codeOf(() => assertQuantity(V.cartQuantityMax + 1, 1000))).toBe('SUBMIT_DATA_ERROR:quantity');
    expect(codeOf(() => assertQuantity(3, 2))).toBe('VIDEO_STOCK_SHORT:quantity');
    expect(ZAddVideoCartBody.safeParse({ productId: 'product-01', quantity: '0' }).success).toBe(false);
    expect(ZAddVideoCartBody.safeParse({ productId: 'product-01', quantity: String(V.cartQuantityMax + 1) }).success).toBe(false);
  });
  it('cart lines: below the cap may add, at the cap refused', () => {
    expect(codeOf(() => assertCartRoom(V.cartItemsMax - 1))).toBeNull();
    expect(codeOf(() => assertCartRoom(V.cartItemsMax))).toBe('VIDEO_CART_FULL:productId');
  });
  it('line states and the total count only orderable lines', () => {
    const p = { stock: 2, deletedAt: null };
    expect(cartLineState({ quantity: 2 }, p, true)).toBe('ok');
    expect(cartLineState({ quantity: 3 }, p, true)).toBe('short');
    expect(cartLineState({ quantity: 1 }, p, false)).toBe('unavailable');
    expect(cartLineState({ quantity: 1 }, { stock: 2, deletedAt: new Date() }, true)).toBe('unavailable');
    expect(cartLineState({ quantity: 1 }, null, true)).toBe('unavailable');
    expect(
      cartTotalFen([
        { state: 'ok', priceFen: 199, quantity: 3 },
        { state: 'short', priceFen: 1000, quantity: 1 },
        { state: 'unavailable', priceFen: 5, quantity: 1 },
      ]),
    ).toBe(597);
  });
});

describe('orders', () => {
  const line = (id: string, sellerId = 'seller', state: 'ok' | 'short' | 'unavailable' = 'ok') => ({ id, sellerId, state, priceFen: 150, quantity: 2 });
  it('one seller, the amount in fen', () => {
    expect(orderOf('buyer', ['a', 'b', 'a'], [line('a'), line('b'), line('c', 'other')])).toMatchObject({ sellerId: 'seller', amountFen: 600 });
  });
  it('refusals: unknown line, two sellers, own product, unavailable, short', () => {
    expect(codeOf(() => orderOf('buyer', ['x'], [line('a')]))).toBe('NOT_FOUND:itemIds');
    expect(codeOf(() => orderOf('buyer', ['a', 'c'], [line('a'), line('c', 'other')]))).toBe('VIDEO_ORDER_ONE_SELLER:itemIds');
    expect(codeOf(() => orderOf('seller', ['a'], [line('a')]))).toBe('VIDEO_OWN_PRODUCT:itemIds');
    expect(codeOf(() => orderOf('buyer', ['a'], [line('a', 'seller', 'unavailable')]))).toBe('VIDEO_PRODUCT_UNAVAILABLE:itemIds');
    expect(codeOf(() => orderOf('buyer', ['a'], [line('a', 'seller', 'short')]))).toBe('VIDEO_STOCK_SHORT:itemIds');
  });
  it('the fee is rounded half up and the parts add up', () => {
    expect(goodsSplit(1)).toEqual({ feeFen: 0, shareFen: 1 });
    expect(goodsSplit(10)).toEqual({ feeFen: 1, shareFen: 9 }); // 0.5 fen rounds up
    expect(goodsSplit(597)).toEqual({ feeFen: 30, shareFen: 567 });
  });
});

describe('addresses', () => {
  it('the first is the default; isDefault on/off decides; absent keeps', () => {
    expect(defaultAfterSave(0, true, false, undefined)).toBe(true);
    expect(defaultAfterSave(0, true, false, false)).toBe(true);
    expect(defaultAfterSave(2, true, false, undefined)).toBe(false);
    expect(defaultAfterSave(2, true, false, true)).toBe(true);
    expect(defaultAfterSave(2, false, true, undefined)).toBe(true);
    expect(defaultAfterSave(2, false, true, false)).toBe(false);
  });
  it('the cap: one below may add, at the cap refused', () => {
    expect(codeOf(() => assertAddressRoom(V.addressesMax - 1))).toBeNull();
    expect(codeOf(() => assertAddressRoom(V.addressesMax))).toBe('VIDEO_ADDRESSES_FULL:id');
  });
  it('fields on the wire: the mobile rule, name/region/detail lengths', () => {
    const ok = { name: '张三', mobile: '138 0013 8000', region: '浙江省 杭州市 西湖区', detail: '文三路 1 号' };
    const parsed = ZSaveDeliveryAddressBody.safeParse(ok);
    expect(parsed.success && parsed.data.mobile).toBe('13800138000');
    expect(ZSaveDeliveryAddressBody.safeParse({ ...ok, mobile: '1380013800' }).success).toBe(false);
    expect(ZSaveDeliveryAddressBody.safeParse({ ...ok, name: '张'.repeat(V.addressNameMax) }).success).toBe(true);
    expect(ZSaveDeliveryAddressBody.safeParse({ ...ok, name: '张'.repeat(V.addressNameMax + 1) }).success).toBe(false);
    expect(ZSaveDeliveryAddressBody.safeParse({ ...ok, region: '' }).success).toBe(false);
    expect(ZSaveDeliveryAddressBody.safeParse({ ...ok, detail: '路'.repeat(V.addressDetailMax + 1) }).success).toBe(false);
  });
});

describe('violations and complaints', () => {
  it('repeated ids: one id is a list of one, the cap holds', () => {
    expect(ZViolationIdsBody.parse({ ids: 'video-0001' }).ids).toEqual(['video-0001']);
    expect(ZViolationIdsBody.parse({ ids: ['video-0001', 'video-0002'] }).ids).toHaveLength(2);
    expect(ZViolationIdsBody.safeParse({ ids: Array.from({ length: V.libraryIdsMax + 1 }, (_, i) => `video-${1000 + i}`) }).success).toBe(false);
  });
  it('decisions: uphold needs a reason; a decided complaint is refused', () => {
    expect(complaintDecision('open', true, '侵权')).toBe('upheld');
    expect(complaintDecision('open', false, '')).toBe('dismissed');
    expect(codeOf(() => complaintDecision('open', true, ' '))).toBe('VIDEO_TAKEDOWN_REASON_REQUIRED:reason');
    expect(codeOf(() => complaintDecision('upheld', false, ''))).toBe('VIDEO_COMPLAINT_DECIDED:id');
  });
});
