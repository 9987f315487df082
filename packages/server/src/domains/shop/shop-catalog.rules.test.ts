import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { countsAsHit, hitKeyOf, idsWithinCap, inAskedOrder, isShareListed, productDetailPath, shopPathOf, sortKeysOf, sortOf, uniqueIds, vshopPath } from './shop-catalog.rules';

describe('sort order keys', () => {
  it("hit=1 is the spec's alias of sortType hit, whatever sortType says; hit=0 keeps sortType", () => {
    expect(sortOf('price', 1)).toBe('hit');
    expect(sortOf('newest', 1)).toBe('hit');
    expect(sortOf('priceDesc', 0)).toBe('priceDesc');
  });
  it("each sort ends on the id in the key's direction, so ties keep one order across pages", () => {
    expect(sortKeysOf('newest')).toEqual([
      { field: 'createdAt', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ]);
    expect(sortKeysOf('hit')).toEqual([
      { field: 'hit', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ]);
    expect(sortKeysOf('price')).toEqual([
      { field: 'priceFen', dir: 'asc' },
      { field: 'id', dir: 'asc' },
    ]);
    expect(sortKeysOf('priceDesc')).toEqual([
      { field: 'priceFen', dir: 'desc' },
      { field: 'id', dir: 'desc' },
    ]);
  });
});

describe('share visibility', () => {
  const p = { shopId: 'shopA', kind: 'goods', shareable: true, onShelf: true, deletedAt: null as Date | null };
  const open = { closed: false };
  it("lists another open shop's shareable, visible goods", () => {
    expect(isShareListed(p, open, 'shopB')).toBe(true);
  });
  it("hides it when unshared, off the shelf, deleted, its shop closed or gone, a package, or the listing shop's own", () => {
    expect(isShareListed({ ...p, shareable: false }, open, 'shopB')).toBe(false);
    expect(isShareListed({ ...p, onShelf: false }, open, 'shopB')).toBe(false);
    expect(isShareListed({ ...p, deletedAt: new Date() }, open, 'shopB')).toBe(false);
    expect(isShareListed(p, { closed: true }, 'shopB')).toBe(false);
    expect(isShareListed(p, null, 'shopB')).toBe(false);
    expect(isShareListed({ ...p, kind: 'package' }, open, 'shopB')).toBe(false);
    expect(isShareListed(p, open, 'shopA')).toBe(false);
  });
});

describe('getProductByIds: cap and order', () => {
  const max = LIMITS.shop.catalogIdsMax;
  it('takes up to the cap and refuses one past it', () => {
    expect(idsWithinCap(Array.from({ length: max }, (_, i) => `id${i}`))).toBe(true);
    expect(idsWithinCap(Array.from({ length: max + 1 }, (_, i) => `id${i}`))).toBe(false);
  });
  it('answers in the asked order, repeats once, missing ones absent', () => {
    expect(uniqueIds(['b', 'a', 'b'])).toEqual(['b', 'a']);
    const items = [{ proId: 'a' }, { proId: 'c' }, { proId: 'b' }];
    expect(inAskedOrder(['b', 'x', 'a', 'b'], items).map((i) => i.proId)).toEqual(['b', 'a']);
  });
});

describe('paths and views', () => {
  it("builds the client's paths (config/paths.ts) and the card's shop path by kind", () => {
    expect(vshopPath('abc')).toBe('/vshop/home/abc');
    expect(productDetailPath('p1')).toBe('/vshop/product/p1');
    expect(productDetailPath('p1', 's1')).toBe('/vshop/product/p1?shareShopId=s1&shareStatus=1');
    expect(shopPathOf({ kind: 'retail', closed: false }, 'card1')).toBe('/vshop/home/card1');
    expect(shopPathOf({ kind: 'catering', closed: false }, 'card1')).toBe('/catering/home/card1');
    expect(shopPathOf({ kind: 'retail', closed: true }, 'card1')).toBeNull();
    expect(shopPathOf(null, 'card1')).toBeNull();
  });
  it("counts views per viewer (signed in by id, else address), never the owner's", () => {
    expect(hitKeyOf('p', 'u1', '1.2.3.4')).toBe('shop.hit:p:u:u1');
    expect(hitKeyOf('p', null, '1.2.3.4')).toBe('shop.hit:p:a:1.2.3.4');
    expect(countsAsHit('o', 'o')).toBe(false);
    expect(countsAsHit('o', null)).toBe(true);
  });
});
