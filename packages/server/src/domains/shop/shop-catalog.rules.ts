import { LIMITS, type ProductSort, type ShopKind } from '@card/contract';

/**
 * Pure rules of the shop catalog (visitors' lists and details, shares). No Prisma, no clock: the repository and the
 * service apply them.
 */

/** The sort a list asked for: the spec's `hit=1` is an alias of sortType "hit" (it wins over any sortType). */
export const sortOf = (sortType: ProductSort, hit: number): ProductSort => (hit === 1 ? 'hit' : sortType);

export type SortKey = { field: 'createdAt' | 'hit' | 'priceFen' | 'id'; dir: 'asc' | 'desc' };

/**
 * The order of a product list: the sort's key, then the id in the same direction so equal keys (same price, same
 * views, same second) keep one stable order across pages. Each matches an index on (shopId, kind, key, id).
 */
export function sortKeysOf(sort: ProductSort): SortKey[] {
  switch (sort) {
    case 'hit':
      return [
        { field: 'hit', dir: 'desc' },
        { field: 'id', dir: 'desc' },
      ];
    case 'price':
      return [
        { field: 'priceFen', dir: 'asc' },
        { field: 'id', dir: 'asc' },
      ];
    case 'priceDesc':
      return [
        { field: 'priceFen', dir: 'desc' },
        { field: 'id', dir: 'desc' },
      ];
    case 'newest':
      return [
        { field: 'createdAt', dir: 'desc' },
        { field: 'id', dir: 'desc' },
      ];
  }
}

type ShareProduct = { shopId: string; kind: string; shareable: boolean; onShelf: boolean; deletedAt: Date | null };

/**
 * Whether another shop's product is listed in `listingShopId`'s shop: a ProductShare row exists (the caller checks),
 * the product is still shareable, visible (not deleted, on the shelf, its own shop open), of kind goods, and really
 * another shop's. Unsharing, taking it off the shelf, deleting it or closing its shop hides it from every listing.
 */
export function isShareListed(p: ShareProduct, productShop: { closed: boolean } | null, listingShopId: string): boolean {
  return p.shopId !== listingShopId && p.kind === 'goods' && p.shareable && p.onShelf && p.deletedAt === null && !!productShop && !productShop.closed;
}

/** The asked ids without repeats, in the asked order (a repeat keeps its first place). The contract caps the count. */
export const uniqueIds = (ids: string[]) => [...new Set(ids)];

/** Items in the order their ids were asked; ids with no item are simply left out. */
export function inAskedOrder<T extends { proId: string }>(ids: string[], items: T[]): T[] {
  const byId = new Map(items.map((i) => [i.proId, i]));
  return uniqueIds(ids).flatMap((id) => byId.get(id) ?? []);
}

/** getProductByIds' cap, re-checked by the service too (the contract refuses more with listSize on `ids`). */
export const idsWithinCap = (ids: string[]) => ids.length <= LIMITS.shop.catalogIdsMax;

// --- client paths (config/paths.ts of the client; the same strings, built here without importing client code) ------
const enc = encodeURIComponent;
export const vshopPath = (phoneIdEcr: string) => `/vshop/home/${enc(phoneIdEcr)}`;
export const cateringPath = (phoneIdEcr: string) => `/catering/home/${enc(phoneIdEcr)}`;
export const productDetailPath = (proId: string, shareShopId?: string | null) =>
  `/vshop/product/${enc(proId)}${shareShopId ? `?${new URLSearchParams({ shareShopId, shareStatus: '1' }).toString()}` : ''}`;

/** Where a card's shop opens: its kind's page, or null without a shop or while it is closed. */
export function shopPathOf(shop: { kind: string; closed: boolean } | null, phoneIdEcr: string): string | null {
  if (!shop || shop.closed) return null;
  return (shop.kind as ShopKind) === 'catering' ? cateringPath(phoneIdEcr) : vshopPath(phoneIdEcr);
}

/** The key of one viewer's view of a product (a signed-in viewer by id, else by address) for the once-per-window budget. */
export const hitKeyOf = (proId: string, viewerId: string | null, address: string) => `shop.hit:${proId}:${viewerId ? `u:${viewerId}` : `a:${address}`}`;

/** The owner's own views of their product are not counted. */
export const countsAsHit = (ownerId: string, viewerId: string | null) => ownerId !== viewerId;
