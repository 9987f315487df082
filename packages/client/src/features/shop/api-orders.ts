import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BuyerOrderTab, SellerOrderTab, TCreateShopOrderBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the shop's orders part. Every key starts with 'shopOrders', so any change refreshes every order screen. */
const keys = areaKeys('shopOrders');
const useOrdersMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>) =>
  useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

// --- cart ---
export const useShopCart = () => useQuery({ queryKey: keys.key('cart'), queryFn: () => call(api.shop.findShopCart({ body: {} })) });
export const useAddShopCart = () => useOrdersMutation((b: { proId: string; quantity: number; shareShopId?: string }) => call(api.shop.addShopCart({ body: b })));
export const useUpdateShopCart = () => useOrdersMutation((b: { id: string; quantity: number }) => call(api.shop.updateShopCart({ body: b })));
export const useDelShopCart = () => useOrdersMutation((ids: string[]) => call(api.shop.delShopCart({ body: { ids } })));

// --- orders ---
export const useCreateShopOrder = () =>
  useOrdersMutation((b: Omit<TCreateShopOrderBody, 'cartIds'> & { cartIds?: string[] }) => call(api.shop.createShopOrder({ body: { ...b, cartIds: b.cartIds?.join(',') ?? '' } })));
export const useMyShopOrders = (tab: BuyerOrderTab) => paged(keys.key('mine', tab), (pageIndex) => call(api.shop.findMyShopOrders({ body: { tab, pageIndex, pageSize: 20 } })));
export const useSellerOrders = (tab: SellerOrderTab) => paged(keys.key('seller', tab), (pageIndex) => call(api.shop.findSellerOrders({ body: { tab, pageIndex, pageSize: 20 } })));
export const useShopOrder = (orderId: string) => useQuery({ queryKey: keys.key('order', orderId), queryFn: () => call(api.shop.getShopOrder({ body: { orderId } })) });

// --- moves ---
export const useReceiveShopOrder = () => useOrdersMutation((orderId: string) => call(api.shop.receiveShopOrder({ body: { orderId } })));
export const useApplyShopRefund = () => useOrdersMutation((b: { orderId: string; reason: string }) => call(api.shop.applyShopRefund({ body: b })));
export const useRevokeShopRefund = () => useOrdersMutation((orderId: string) => call(api.shop.revokeShopRefund({ body: { orderId } })));
export const useShipShopOrder = () => useOrdersMutation((b: { orderId: string; carrier: string; trackingNo: string }) => call(api.shop.shipShopOrder({ body: b })));
export const useApproveShopRefund = () => useOrdersMutation((orderId: string) => call(api.shop.approveShopRefund({ body: { orderId } })));
export const useRefuseShopRefund = () => useOrdersMutation((b: { orderId: string; reason: string }) => call(api.shop.refuseShopRefund({ body: b })));
/** Cancels an unpaid order through the money area's call (its line gives the stock back). */
export const useCancelShopOrder = () => useOrdersMutation((orderId: string) => call(api.vip.closeVipOrder({ body: { orderId } })));

/** A product to show at "buy now" checkout (the catalog part's visitor read). */
export const useCheckoutProduct = (proId: string) =>
  useQuery({ queryKey: keys.key('product', proId), enabled: proId !== '', queryFn: () => call(api.shop.getProductByProductId({ body: { proId } })) });

/** Where checkout starts: chosen cart lines of one shop, or one product bought at once. */
export function checkoutSearch(from: { cartIds: string[] } | { proId: string; quantity: number; shareShopId?: string | null }) {
  const q = new URLSearchParams();
  if ('cartIds' in from) q.set('cartIds', from.cartIds.join(','));
  else {
    q.set('proId', from.proId);
    q.set('quantity', String(from.quantity));
    if (from.shareShopId) q.set('shareShopId', from.shareShopId);
  }
  return `?${q.toString()}`;
}
