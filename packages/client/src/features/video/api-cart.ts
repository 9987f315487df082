import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TSaveDeliveryAddressBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the micro video cart part. Every key starts with 'videoCart', so any change refreshes every cart screen. */
const keys = areaKeys('videoCart');
const useCartMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

// --- products ---
export const useShownProducts = (videoId: string) => paged(keys.key('shown', videoId), (pageIndex) => call(api.video.findShowVideoProducts({ body: { videoId, pageIndex, pageSize: 50 } })));
export const useOwnProducts = (videoId: string) =>
  paged(keys.key('own', videoId), (pageIndex) => call(api.video.findVideoProducts({ body: { videoId, pageIndex, pageSize: 50 } })), videoId !== '');
/** The owner's published videos, to pick the one whose products to manage. */
export const useOwnVideos = () => paged(keys.key('videos'), (pageIndex) => call(api.video.findMicroVideos({ query: { pageIndex, pageSize: 50 } as never })));
type ProductInput = { name: string; priceFen: number; imageUrl: string; stock: number; sort?: number };
export const useAddProduct = () => useCartMutation((b: ProductInput & { videoId: string }) => call(api.video.addVideoProduct({ body: b })));
export const useUpdateProduct = () => useCartMutation((b: ProductInput & { id: string }) => call(api.video.updateVideoProduct({ body: b })));
export const useDelProduct = () => useCartMutation((id: string) => call(api.video.delVideoProduct({ body: { id } })));

// --- cart ---
export const useCart = () => paged(keys.key('cart'), (pageIndex) => call(api.video.cartList({ body: { pageIndex, pageSize: 50 } })));
export const useAddToCart = () => useCartMutation((b: { productId: string; quantity: number }) => call(api.video.addVideoCart({ body: b })));
export const useUpdateCart = () => useCartMutation((b: { id: string; quantity: number }) => call(api.video.updateVideoCart({ body: b })));
export const useDelCart = () => useCartMutation((ids: string[]) => call(api.video.delVideoCart({ body: { ids: ids.join(',') } })));

// --- addresses ---
export const useAddresses = () => paged(keys.key('addresses'), (pageIndex) => call(api.video.findDeliveryAddress({ body: { pageIndex, pageSize: 50 } })));
export const useSaveAddress = () => useCartMutation((b: TSaveDeliveryAddressBody) => call(api.video.saveDeliveryAddress({ body: b })));
export const useDelAddress = () => useCartMutation((id: string) => call(api.video.delDeliveryAddress({ body: { id } })));
export const useDefaultAddress = () => useCartMutation((id: string) => call(api.video.setDefaultDeliveryAddress({ body: { id } })));

// --- orders ---
export const useCreateOrder = () =>
  useCartMutation((b: { itemIds: string[]; addressId: string }) => call(api.video.createVideoOrder({ body: { itemIds: b.itemIds.join(','), addressId: b.addressId } })));
export const useMyGoodsOrders = () => paged(keys.key('orders'), (pageIndex) => call(api.video.findVideoOrders({ body: { pageIndex } })));

// --- violations and operators ---
export const useViolationCount = () => useQuery({ queryKey: keys.key('violationCount'), queryFn: () => call(api.video.countViolationMicroVideo({ body: {} })) });
export const useViolations = () => paged(keys.key('violations'), (pageIndex) => call(api.video.findViolationMicroVideo({ body: { pageIndex, pageSize: 50 } })));
export const useDelViolations = () => useCartMutation((ids: string[]) => call(api.video.batchDelViolationMicroVideo({ body: { ids } })));
export const useVideoComplaints = () => paged(keys.key('complaints'), (pageIndex) => call(api.video.findVideoComplaints({ body: { pageIndex } })));
export const useDecideVideoComplaint = () => useCartMutation((b: { id: string; uphold: boolean; reason: string }) => call(api.video.decideVideoComplaint({ body: b })));
