import type { ProductKind, TCompositeListBody, TPage, TProductConditionBody, TProductDetail, TProductDetailBody, TProductItem, TShop, TShopPath } from '@card/contract';
import { PRODUCT_KINDS } from '@card/contract';
import type { AppContext } from '../../context';
import { cardUserOf } from '../../core/people';
import { DomainError } from '../../lib/domain-error';
import { uncountedArgs, uncountedPageResult } from '../../lib/paging';
import type { Product, Shop } from '../../generated/prisma/client';
import { isProductVisible, loadVisibleProduct, shopViews } from './shop.access';
import { shopRepository } from './shop.repository';
import { productDetailView, productItemView } from './shop.views';
import { shopCatalogRepository } from './shop-catalog.repository';
import { inAskedOrder, isShareListed, shopPathOf, sortKeysOf, sortOf, uniqueIds } from './shop-catalog.rules';
import { recordHit } from './shop-catalog-hits';

type ListFilters = Pick<TCompositeListBody, 'typeId' | 'productName' | 'sortType' | 'hit' | 'pageIndex' | 'pageSize'>;

/**
 * Visitors' reads of the shop catalog: a shop's list (its own visible products plus the other shops' products it
 * shares), details, the OutCall calls other areas and old clients use. Someone else's hidden product answers
 * NOT_FOUND exactly like an unknown id.
 */
export function shopCatalogService(ctx: AppContext) {
  const shops = shopRepository(ctx.db);
  const repo = shopCatalogRepository(ctx.db);

  const shopView = async (shop: Shop): Promise<TShop> => (await shopViews(ctx, [shop]))[0]!;

  /** A shop by id or by its owner's card; NOT_FOUND naming the field that named it. */
  async function shopOf(ref: { shopId?: string; phoneIdEcr?: string }): Promise<Shop> {
    if (ref.shopId) {
      const shop = await shops.shopById(ref.shopId);
      if (!shop) throw new DomainError('NOT_FOUND', { field: 'shopId' });
      return shop;
    }
    const userId = await cardUserOf(ctx.db, ref.phoneIdEcr ?? '', null);
    const shop = await shops.shopOfUser(userId);
    if (!shop) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    return shop;
  }

  /** The other shops' products `shopId` lists right now (shareable, visible, their shop open). */
  async function listedSharedIds(shopId: string): Promise<string[]> {
    const products = await repo.sharedProductsOf(shopId);
    const owners = new Map((await shops.shopsByIds(uniqueIds(products.map((p) => p.shopId)))).map((s) => [s.id, s]));
    return products.filter((p) => isShareListed(p, owners.get(p.shopId) ?? null, shopId)).map((p) => p.id);
  }

  /** A shop's list: empty while the shop is closed (the page says so), else own products of `kinds` plus shared ones. */
  async function list(shop: Shop, kinds: readonly ProductKind[], f: ListFilters): Promise<TPage<TProductItem>> {
    if (shop.closed) return uncountedPageResult([], f);
    // Not counted: a shop's page is read by every visitor, and counting thousands of products on each read grew
    // the first page 5x from 1,000 to 20,000 products (bench, shop part); hasMore comes from one row more.
    const { skip, take } = uncountedArgs(f);
    const rows = await repo.productPage({
      shopId: shop.id,
      kinds,
      sharedIds: await listedSharedIds(shop.id),
      typeId: f.typeId,
      keyword: f.productName,
      order: sortKeysOf(sortOf(f.sortType, f.hit)),
      skip,
      take,
    });
    const typeNames = await shops.typeNames(rows.map((r) => r.typeId));
    return uncountedPageResult(
      rows.map((p) => productItemView(p, typeNames, p.shopId === shop.id ? null : shop.id)),
      f,
    );
  }

  /** The detail as listed by `listingShopId`'s shop: only when that shop really shares it, else NOT_FOUND naming `field`. */
  async function sharedDetail(product: Product, productShop: Shop, listingShopId: string, field: string): Promise<TProductDetail> {
    const listing = await shops.shopById(listingShopId);
    const listed = !!listing && !listing.closed && isShareListed(product, productShop, listingShopId) && (await repo.shareExists(listingShopId, product.id));
    if (!listed) throw new DomainError('NOT_FOUND', { field });
    return detailOf(product, productShop, listingShopId);
  }

  async function detailOf(product: Product, shop: Shop, shareShopId: string | null): Promise<TProductDetail> {
    const [typeNames, view] = await Promise.all([shops.typeNames([product.typeId]), shopView(shop)]);
    return productDetailView(product, typeNames, view, shareShopId);
  }

  return {
    /** OutCall getProductListByCondition: every kind the shop sells (goods and catering packages) plus shared goods. */
    async listByCondition(body: TProductConditionBody) {
      return list(await shopOf(body), PRODUCT_KINDS, body);
    },

    /** compositeProductList: the shop page's goods plus the goods it shares. */
    async composite(body: TCompositeListBody) {
      return list(await shopOf({ shopId: body.shopId }), ['goods'], body);
    },

    async detail(viewerId: string | null, proId: string): Promise<TProductDetail> {
      const { product, shop } = await loadVisibleProduct(ctx, viewerId, proId);
      return detailOf(product, shop, null);
    },

    /** queryProductDetail: the detail (as listed by shareShopId's shop with shareStatus 1), counting one view. */
    async queryDetail(viewerId: string | null, body: TProductDetailBody, address: string): Promise<TProductDetail> {
      const { product, shop } = await loadVisibleProduct(ctx, viewerId, body.proId);
      const shareShopId = body.shareStatus === 1 ? (body.shareShopId ?? null) : null;
      const detail = shareShopId && shareShopId !== shop.id ? await sharedDetail(product, shop, shareShopId, 'shareShopId') : await detailOf(product, shop, null);
      await recordHit(ctx, { productId: product.id, ownerId: product.userId, viewerId, address });
      return detail;
    },

    /** getProductByProductIdAndMpId: the product as shown on that card: its own shop's, or shared by its shop. */
    async detailOnCard(viewerId: string | null, proId: string, phoneIdEcr: string): Promise<TProductDetail> {
      const cardShop = await shopOf({ phoneIdEcr });
      const { product, shop } = await loadVisibleProduct(ctx, viewerId, proId);
      if (product.shopId === cardShop.id) return detailOf(product, shop, null);
      return sharedDetail(product, shop, cardShop.id, 'proId');
    },

    async shopPath(phoneIdEcr: string): Promise<TShopPath> {
      const userId = await cardUserOf(ctx.db, phoneIdEcr, null);
      const shop = await shops.shopOfUser(userId);
      return { shopId: shop?.id ?? null, kind: (shop?.kind as TShopPath['kind']) ?? null, path: shopPathOf(shop, phoneIdEcr) };
    },

    shop: async (ref: { shopId?: string; phoneIdEcr?: string }) => shopView(await shopOf(ref)),

    /** getProductByIds: the visible ones in the asked order; unknown, hidden and closed shops' ids are left out. */
    async byIds(ids: string[]): Promise<TProductItem[]> {
      const rows = await repo.visibleProductsByIds(uniqueIds(ids));
      const owners = new Map((await shops.shopsByIds(uniqueIds(rows.map((r) => r.shopId)))).map((s) => [s.id, s]));
      const visible = rows.filter((p) => {
        const s = owners.get(p.shopId);
        return !!s && isProductVisible(p, s);
      });
      const typeNames = await shops.typeNames(visible.map((p) => p.typeId));
      return inAskedOrder(
        ids,
        visible.map((p) => productItemView(p, typeNames)),
      );
    },

    /** findShopTypes: the shop's types with visible goods (none while it is closed). */
    async types(shopId: string) {
      const shop = await shopOf({ shopId });
      return shop.closed ? [] : repo.typeTabs(shop.id, ['goods']);
    },
  };
}
