import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the shop catalog part (visitors' shop and product, the owner's share links). Keys start with 'shopCatalog'. */
const keys = areaKeys('shopCatalog');

/** The spec's page size of a list (section 9: 10 a page). */
const PAGE_SIZE = 10;

export interface CatalogFilter {
  typeId: string;
  sortType: ProductSort;
  productName: string;
}

export const useShopOfCard = (phoneIdEcr: string) =>
  useQuery({ queryKey: keys.key('shop', phoneIdEcr), queryFn: () => call(api.shop.getShop({ body: { phoneIdEcr } as never })), retry: false });

export const useShopTypes = (shopId: string | undefined) =>
  useQuery({ queryKey: keys.key('types', shopId), enabled: !!shopId, queryFn: () => call(api.shop.findShopTypes({ body: { shopId: shopId! } })) });

/** The shop page's waterfall: its own goods plus the goods it shares, a page at a time. */
export const useShopProducts = (shopId: string | undefined, f: CatalogFilter) =>
  useInfiniteQuery({
    queryKey: keys.key('products', shopId, f.typeId, f.sortType, f.productName),
    enabled: !!shopId,
    queryFn: ({ pageParam }) =>
      call(
        api.shop.compositeProductList({
          body: {
            shopId: shopId!,
            sortType: f.sortType,
            pageIndex: pageParam,
            pageSize: PAGE_SIZE,
            ...(f.typeId ? { typeId: f.typeId } : {}),
            ...(f.productName ? { productName: f.productName } : {}),
          } as never,
        }),
      ),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last, pages),
  });

/** A product's detail (counts the visitor's view); a shared product as the listing shop shows it. */
export const useProductDetail = (proId: string, shareShopId: string | null) =>
  useQuery({
    queryKey: keys.key('detail', proId, shareShopId),
    retry: false,
    queryFn: () => call(api.shop.queryProductDetail({ body: { proId, ...(shareShopId ? { shareShopId, shareStatus: 1 } : {}) } as never })),
  });

/** The owner's share link: the shop's, or one product's when proId is given. */
export const useShopShare = (proId: string) =>
  useQuery({
    queryKey: keys.key('share', proId),
    retry: false,
    queryFn: () => call(api.shop.getShopShare({ body: proId ? { proId } : {} })),
  });
