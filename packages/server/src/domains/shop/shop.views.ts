import type { TProductDetail, TProductItem, TShop } from '@card/contract';
import type { PersonFace } from '../../core/people';
import type { Product, Shop } from '../../generated/prisma/client';

/** The commented score shown for a shop: the average to 1 decimal (0 without comments) and the count. */
export const scoreOf = (s: Pick<Shop, 'scoreSum' | 'scoreCount'>) => ({ avg: s.scoreCount ? Math.round((s.scoreSum * 10) / s.scoreCount) / 10 : 0, count: s.scoreCount });

export function shopView(s: Shop, owner: PersonFace): TShop {
  return {
    shopId: s.id,
    phoneIdEcr: owner.phoneIdEcr,
    ownerName: owner.name,
    name: s.name,
    intro: s.intro,
    logoUrl: s.logoUrl,
    kind: s.kind as TShop['kind'],
    closed: s.closed,
    score: scoreOf(s),
  };
}

export const imageUrlsOf = (p: Pick<Product, 'imageUrls'>): string[] => {
  try {
    const v = JSON.parse(p.imageUrls) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * A product as a list shows it. `shareShopId`: the shop listing another shop's shared product (shareStatus 1);
 * absent for a shop's own product.
 */
export function productItemView(p: Product, typeNames: Map<string, string>, shareShopId?: string | null): TProductItem {
  return {
    proId: p.id,
    shopId: p.shopId,
    shareShopId: shareShopId ?? null,
    shareStatus: shareShopId ? 1 : 0,
    typeId: p.typeId,
    typeName: p.typeId ? (typeNames.get(p.typeId) ?? null) : null,
    kind: p.kind as TProductItem['kind'],
    productName: p.name,
    coverUrl: p.coverUrl,
    priceFen: p.priceFen,
    originalPriceFen: p.originalPriceFen,
    stock: p.stock,
    sales: p.sales,
    hit: p.hit,
    onShelf: p.onShelf,
    shareable: p.shareable,
  };
}

export function productDetailView(p: Product, typeNames: Map<string, string>, shop: TShop, shareShopId?: string | null): TProductDetail {
  return { ...productItemView(p, typeNames, shareShopId), intro: p.intro, contents: p.contents, imageUrls: imageUrlsOf(p), shop };
}
