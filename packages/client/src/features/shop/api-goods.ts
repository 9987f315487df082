import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TSaveProductBody, TSaveShopBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the shop goods part. Every key starts with 'shopGoods', so any change refreshes every owner screen. */
const keys = areaKeys('shopGoods');
const useGoodsMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

// --- the shop ---
export const useMyShop = () => useQuery({ queryKey: keys.key('shop'), queryFn: () => call(api.shop.getMyShop({ body: {} })) });
export const useSaveShop = () => useGoodsMutation((b: TSaveShopBody) => call(api.shop.saveShop({ body: b })));

// --- types ---
export const useProductTypes = () => useQuery({ queryKey: keys.key('types'), queryFn: () => call(api.shop.findProductTypes({ body: { pageIndex: 1, pageSize: 50 } })) });
export const useAddType = () => useGoodsMutation((name: string) => call(api.shop.addProductType({ body: { name } })));
export const useRenameType = () => useGoodsMutation((b: { typeId: string; name: string }) => call(api.shop.updateProductType({ body: b })));
export const useDelType = () => useGoodsMutation((typeId: string) => call(api.shop.delProductType({ body: { typeId } })));
export const useSortTypes = () => useGoodsMutation((ids: string[]) => call(api.shop.sortProductTypes({ body: { ids } })));

// --- products ---
export interface ProductFilter {
  typeId?: string;
  onShelf?: boolean;
  keyword?: string;
}
export const useMyProducts = (f: ProductFilter) => paged(keys.key('products', f), (pageIndex) => call(api.shop.findMyProducts({ body: { ...f, pageIndex, pageSize: 20 } })));
export const useMyProduct = (proId: string) => useQuery({ queryKey: keys.key('product', proId), enabled: proId !== '', queryFn: () => call(api.shop.getMyProduct({ body: { proId } })) });
export const useSaveProduct = () => useGoodsMutation((b: TSaveProductBody) => call(api.shop.saveProduct({ body: b })));
export const useDelProduct = () => useGoodsMutation((proId: string) => call(api.shop.delProduct({ body: { proId } })));
export const useSetShelf = () => useGoodsMutation((b: { proId: string; onShelf: boolean }) => call(api.shop.setProductShelf({ body: b })));

// --- shared products ---
export const useShareMarket = (keyword: string) => paged(keys.key('market', keyword), (pageIndex) => call(api.shop.findShareableProducts({ body: { keyword, pageIndex, pageSize: 20 } })));
export const useMyShares = () => paged(keys.key('shares'), (pageIndex) => call(api.shop.findMyProductShares({ body: { pageIndex, pageSize: 20 } })));
export const useAddShare = () => useGoodsMutation((proId: string) => call(api.shop.addProductShare({ body: { proId } })));
export const useDelShare = () => useGoodsMutation((proId: string) => call(api.shop.delProductShare({ body: { proId } })));
