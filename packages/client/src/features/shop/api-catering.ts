import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TAddShopCommentBody, TSaveCateringInfoBody, TSaveCateringPackageBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the shop area's catering part. Every key starts with 'shopCatering', so any change refreshes every catering screen. */
const keys = areaKeys('shopCatering');
const useCateringMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

// --- visitors ---
/** A card's catering shop (`0` = the caller's own); its score and details. */
export const useCateringInfo = (phoneIdEcr: string) =>
  useQuery({ queryKey: keys.key('info', phoneIdEcr), retry: false, queryFn: () => call(api.shop.getCateringShopInfo({ body: { phoneIdEcr } })) });
export const useCateringPackages = (shopId: string) =>
  paged(keys.key('packages', shopId), (pageIndex) => call(api.shop.findCateringPackages({ body: { shopId, pageIndex, pageSize: 20 } })), shopId !== '');
export const useCommentedScore = (shopId: string) => useQuery({ queryKey: keys.key('score', shopId), queryFn: () => call(api.shop.getCommentedScore({ body: { shopId } })) });
export const useShopComments = (shopId: string) => paged(keys.key('comments', shopId), (pageIndex) => call(api.shop.findShopComments({ body: { shopId, pageIndex, pageSize: 20 } })));

// --- the owner ---
export const useMyPackages = () => paged(keys.key('mine'), (pageIndex) => call(api.shop.findMyCateringPackages({ body: { pageIndex, pageSize: 50 } })));
export const useMyPackage = (proId: string) =>
  useQuery({ queryKey: keys.key('mine', proId), enabled: proId !== '' && proId !== 'new', queryFn: () => call(api.shop.getMyCateringPackage({ body: { proId } })) });
export const useSaveCateringInfo = () => useCateringMutation((b: TSaveCateringInfoBody) => call(api.shop.saveCateringInfo({ body: b })));
export const useSavePackage = () => useCateringMutation((b: TSaveCateringPackageBody) => call(api.shop.saveCateringPackage({ body: b })));
/** Shelf state is part of the package's save: the package is read whole, then saved with the flag flipped. */
export const useSetPackageShelf = () =>
  useCateringMutation(async ({ proId, onShelf }: { proId: string; onShelf: boolean }) => {
    const p = await call(api.shop.getMyCateringPackage({ body: { proId } }));
    return call(
      api.shop.saveCateringPackage({
        body: {
          proId,
          name: p.productName,
          contents: p.contents,
          imageUrls: p.imageUrls.join(','),
          priceFen: p.priceFen,
          stock: p.stock,
          onShelf,
        },
      }),
    );
  });
export const useDelPackage = () => useCateringMutation((proId: string) => call(api.shop.delCateringPackage({ body: { proId } })));
export const useReplyComment = () => useCateringMutation((b: { commentId: string; reply: string }) => call(api.shop.replyShopComment({ body: b })));

// --- the buyer ---
export const useAddComment = () => useCateringMutation((b: TAddShopCommentBody) => call(api.shop.addShopComment({ body: b })));
