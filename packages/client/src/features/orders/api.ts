import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type Ok } from '../../lib/api';
import { areas, EVERYTHING, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { refundEntranceKey } from './refund-entrance';

/** Editions, orders, payment and refunds. Query keys start with 'vip'. */
const vip = areas.vip;
export const vipKeys = {
  all: vip.all,
  plans: vip.key('plans'),
  enterprise: vip.key('enterprise'),
  setMeal: vip.key('setMeal'),
  info: vip.key('info'),
  orders: vip.key('orders'),
  payInfo: (orderId: string) => vip.key('payInfo', orderId),
  refundInfo: (orderId: string) => vip.key('refundInfo', orderId),
  refunds: (tab: RefundTab) => vip.key('refunds', tab),
  pendingRefunds: vip.key('pendingRefunds'),
  refundEntrance: refundEntranceKey,
  registerDetail: (ref?: string) => vip.key('registerDetail', ref ?? ''),
  industries: vip.key('industries'),
};

export type RefundTab = 'notRefund' | 'refunded';
export type TOrder = Ok<Awaited<ReturnType<typeof api.vip.closeVipOrder>>>;
export type TPlan = Ok<Awaited<ReturnType<typeof api.vip.getEnterprisePlans>>>[number];
export type TVipInfo = Ok<Awaited<ReturnType<typeof api.vip.findVipInfo>>>;
export type TPayStart = Ok<Awaited<ReturnType<typeof api.vip.vipOrderPay>>>;
export type TPendingRefund = Ok<Awaited<ReturnType<typeof api.vip.findPendingRefunds>>>['items'][number];

/**
 * A paying call changes what several areas show (the VIP line of the management centre, the wallet balance, the
 * module locks), so money mutations refresh every query rather than guess which screens are affected.
 */
const useMoneyMutation = <A, R>(fn: (arg: A) => Promise<R>, opts?: { when?: 'success' | 'settled' }) => useAreaMutation(EVERYTHING, fn, opts);

export const usePlans = () => useQuery({ queryKey: vipKeys.plans, queryFn: () => call(api.vip.getPlansList({ body: {} })) });
export const useEnterprisePlans = () => useQuery({ queryKey: vipKeys.enterprise, queryFn: () => call(api.vip.getEnterprisePlans({ body: {} })) });
export const useSetMeals = () => useQuery({ queryKey: vipKeys.setMeal, queryFn: () => call(api.vip.findBrandEnterpriseEditionVipSetMeal({ body: {} })) });
export const useVipInfo = () => useQuery({ queryKey: vipKeys.info, queryFn: () => call(api.vip.findVipInfo({ body: {} })) });

/** My orders, a page at a time. */
export const useMyOrders = () =>
  useInfiniteQuery({
    queryKey: vipKeys.orders,
    queryFn: ({ pageParam }) => call(api.vip.findMyOrders({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export const useRefundOrders = (tab: RefundTab) =>
  useInfiniteQuery({
    queryKey: vipKeys.refunds(tab),
    queryFn: ({ pageParam }) => call(api.vip.findRefundOrders({ body: { tab, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export { useRefundEntrance } from './refund-entrance';

export const usePayInfo = (orderId: string) =>
  useQuery({ queryKey: vipKeys.payInfo(orderId), retry: false, placeholderData: keepPreviousData, queryFn: () => call(api.vip.getPayInfo({ body: { orderId } })) });

export const useRefundInfo = (orderId: string) =>
  useQuery({ queryKey: vipKeys.refundInfo(orderId), retry: false, queryFn: () => call(api.vip.findVipRefundOrderInfo({ body: { orderId } })) });

/**
 * Refund requests waiting for customer service. Only holders of the role may ask; for anyone else the call answers
 * NO_PERMISSION, which this query keeps quiet (`probe`) when it only decides whether the user centre shows the row.
 */
export const usePendingRefunds = () =>
  useInfiniteQuery({
    queryKey: vipKeys.pendingRefunds,
    retry: false,
    queryFn: ({ pageParam }) => call(api.vip.findPendingRefunds({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export const useRegisterDetail = (ref?: string) => useQuery({ queryKey: vipKeys.registerDetail(ref), queryFn: () => call(api.vip.getRegisterDetail({ body: ref ? { ref } : {} })) });
export const useIndustries = () => useQuery({ queryKey: vipKeys.industries, staleTime: Infinity, queryFn: () => call(api.vip.getJmIndustryDetail({ body: {} })) });

/** The order-creating call of each product line (priced by the server from the plan code). */
export type BuyLine = 'registerVip' | 'renew' | 'enterprise' | 'serviceSecurities' | 'enterpriseWebsite' | 'dealer';
const buyCalls = {
  registerVip: (planCode: string) => api.vip.registerPayVip({ body: { planCode } }),
  renew: (planCode: string) => api.vip.renewUser({ body: { planCode } }),
  enterprise: (planCode: string) => api.vip.registerPayEnterprise({ body: { planCode } }),
  serviceSecurities: (planCode: string) => api.vip.buyServiceSecurities({ body: { planCode } }),
  enterpriseWebsite: (planCode: string) => api.vip.buyEnterpriseWebsite({ body: { planCode } }),
  dealer: (planCode: string) => api.vip.buyDealerPayForward({ body: { planCode } }),
} satisfies Record<BuyLine, (planCode: string) => Promise<unknown>>;

export const useBuy = () => useMoneyMutation(({ line, planCode }: { line: BuyLine; planCode: string }): Promise<TOrder> => call(buyCalls[line](planCode)) as Promise<TOrder>);

export interface PrintedCardsForm {
  quantity: number;
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  address: string;
}
export const useBuyPrintedCards = () => useMoneyMutation((body: PrintedCardsForm) => call(api.vip.buyPrintedCards({ body })));

export const useCloseOrder = () => useMoneyMutation((orderId: string) => call(api.vip.closeVipOrder({ body: { orderId } })));

export const useWxPay = () => useMoneyMutation((body: { orderId: string; amountFen: number; channel: 'jsapi' | 'h5' }) => call(api.vip.vipOrderPay({ body })));

// A wrong password changes the lock-out count the pay screen may show: refresh when it fails too.
export const useWalletPay = () => useMoneyMutation((body: { orderId: string; amountFen: number; txPwd: string }) => call(api.vip.mpWalletOpenVIP({ body })), { when: 'settled' });

export const useApplyRefund = () => useMoneyMutation((body: { orderId: string; reason: string }) => call(api.vip.applyRefundVipOrder({ body })));
export const useRevokeRefund = () => useMoneyMutation((orderId: string) => call(api.vip.revokeVipOrderRefund({ body: { orderId } })));
export const useApproveRefund = () => useMoneyMutation((refundId: string) => call(api.vip.markVipOrderRefundSuccess({ body: { refundId } })));
/** Customer service refuses a pending refund, saying why (issue 32). */
export const useRejectRefund = () => useMoneyMutation((body: { refundId: string; refusalReason: string }) => call(api.vip.rejectVipOrderRefund({ body })));

export const useRegisterInfoSubmit = () => useMoneyMutation((body: { name: string; industry: string; company: string; ref?: string }) => call(api.vip.ucRegisterInfoSubmit({ body })));

export const useWalletBuySuperMember = () => useMoneyMutation((body: { planCode: string; txPwd: string }) => call(api.vip.mpWalletBuySuperMember({ body })), { when: 'settled' });

/** How many times the result page asks while the order is still unpaid, and how long apart. */
export const PAY_POLL = { times: 5, everyMs: 1500 } as const;

/**
 * The pay result: each ask goes through buyVipPaymentForward, which has the server query WeChat Pay for an order
 * still 'created' (a lost notification is recovered there). Asked again every PAY_POLL.everyMs while unpaid, up to
 * PAY_POLL.times; `round` starts a fresh series (the "check again" button). Once paid, every other query is
 * refreshed: the VIP state, the wallet and the management centre show the payment.
 */
export function usePayForward(orderId: string, round: number) {
  const qc = useQueryClient();
  const queryKey = vip.key('forward', orderId, round);
  const query = useQuery({
    queryKey,
    retry: false,
    staleTime: 0,
    queryFn: async () => {
      const order = await call(api.vip.buyVipPaymentForward({ body: { orderId } }));
      if (order.state !== 'created') void qc.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'forward' });
      return order;
    },
    refetchInterval: (q) => (q.state.data?.state === 'created' && q.state.dataUpdateCount < PAY_POLL.times ? PAY_POLL.everyMs : false),
  });
  // Reading dataUpdatedAt subscribes this screen to every answer, also one equal to the last (progress moves on).
  const attempts = query.dataUpdatedAt ? (qc.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { ...query, attempts };
}

export const useRegisterSuccessInfo = (orderId: string, enabled: boolean) =>
  useQuery({ queryKey: vip.key('successInfo', orderId), enabled, queryFn: () => call(api.vip.registerSuccessInfo({ body: { orderId } })) });
