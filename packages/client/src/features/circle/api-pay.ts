import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CirclePayKind } from '@card/contract';
import { api, call, type Ok } from '../../lib/api';
import { EVERYTHING, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { circleKeys } from './keys';

/** Circle pay part: the pay screen's facts, the order, paying, my circle payments, refunds, the owner's income. */
export const circlePayKeys = {
  info: (cid: string, kind: CirclePayKind) => circleKeys.key('payInfo', cid, kind),
  payments: circleKeys.key('payments'),
  income: (cid: string) => circleKeys.key('income', cid),
};
export type TCirclePayment = Ok<Awaited<ReturnType<typeof api.circle.refundCirclePay>>>;
export type TCirclePayResult = Ok<Awaited<ReturnType<typeof api.circle.circlePay>>>;

/** Money moved: the wallet, the circle screens and the management centre all show it, so everything refreshes. */
const useMoneyMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation(EVERYTHING, fn);

export const useCirclePayInfo = (cid: string, kind: CirclePayKind) =>
  useQuery({ queryKey: circlePayKeys.info(cid, kind), queryFn: () => call(api.circle.findCirclePayInfo({ body: { cid, kind } })), enabled: !!cid });

/** One of my circle orders: the receipt shown after paying. */
export const useCirclePayment = (orderId: string | null) =>
  useQuery({ queryKey: circleKeys.key('payment', orderId), queryFn: () => call(api.circle.findCirclePayment({ body: { orderId: orderId! } })), enabled: !!orderId, retry: false });

export const useCircleIncome = (cid: string, enabled: boolean) =>
  useQuery({ queryKey: circlePayKeys.income(cid), queryFn: () => call(api.circle.findCircleIncome({ body: { cid } })), enabled: enabled && !!cid });

export const useMyCirclePayments = () =>
  useInfiniteQuery({
    queryKey: circlePayKeys.payments,
    queryFn: ({ pageParam }) => call(api.circle.findMyCirclePayments({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

/** Creates (or reuses the open) order, then pays it: from the wallet, or by starting WeChat Pay. */
export const usePayCircle = () =>
  useMoneyMutation(async (a: { cid: string; kind: CirclePayKind; method: 'wallet' | 'wxpay'; txPwd?: string; channel?: 'jsapi' | 'h5' }) => {
    const order = await call(api.circle.payForCircle({ body: { cid: a.cid, kind: a.kind } }));
    return call(api.circle.circlePay({ body: { orderId: order.orderId, amountFen: order.amountFen, method: a.method, txPwd: a.txPwd, channel: a.channel } }));
  });

export const useRefundCirclePay = () => useMoneyMutation((orderId: string) => call(api.circle.refundCirclePay({ body: { orderId } })));
