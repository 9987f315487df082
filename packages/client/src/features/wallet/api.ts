import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TBillType } from '@card/contract';
import { api, call } from '../../lib/api';
import { callSearch } from '../../lib/call-search';
import { areaKeys, EVERYTHING, txPasswordKey, useAreaMutation } from '../../lib/mutation';
import { firstCursor, firstPageIndex, nextCursorOf, nextPageIndex } from '../../lib/paging';

/** Query keys of the wallet area all start with 'wallet': one invalidation refreshes every wallet screen. */
const wallet = areaKeys('wallet');
export const walletKeys = {
  all: wallet.all,
  index: wallet.key('index'),
  withdrawInfo: wallet.key('withdrawInfo'),
  records: wallet.key('records'),
  frozen: wallet.key('frozen'),
  frozenBills: wallet.key('frozenBills'),
  bills: (type: TBillType, month: string) => wallet.key('bills', type, month),
  keys: wallet.key('keys'),
  keyRecords: (sign: 'gain' | 'use') => wallet.key('keyRecords', sign),
  spokesperson: wallet.key('spokesperson'),
  referred: wallet.key('referred'),
  binding: wallet.key('binding'),
};
const useWalletMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([walletKeys.all], fn);

export const useWalletIndex = () => useQuery({ queryKey: walletKeys.index, queryFn: () => call(api.wallet.findWalletIndex({ body: {} })) });
/** Asked when the payment sheet opens, so a lock set earlier (on another screen, or another phone) shows before any try. */
export const useTxPwdState = (enabled: boolean) => useQuery({ queryKey: txPasswordKey, queryFn: () => call(api.security.findTransactionPwdInfo({ body: {} })), enabled, staleTime: 0 });
export const useWithdrawInfo = () => useQuery({ queryKey: walletKeys.withdrawInfo, queryFn: () => call(api.wallet.findWithdrawInfo({ body: {} })) });
export const useWithdraw = () => useWalletMutation((body: { amountFen: number; txPwd: string }) => call(api.wallet.withdraw({ body })));
export const useCashOut = () => useWalletMutation((body: { amountFen: number; txPwd: string }) => call(api.wallet.spokespersonCashOut({ body })));

const pages = <T>(queryKey: readonly unknown[], fetch: (pageIndex: number) => Promise<T>) => ({
  queryKey,
  queryFn: ({ pageParam }: { pageParam: number }) => fetch(pageParam),
  initialPageParam: firstPageIndex,
  getNextPageParam: nextPageIndex,
});

export const useWithdrawRecords = () => useInfiniteQuery(pages(walletKeys.records, (pageIndex) => call(api.wallet.findWithdrawRecords({ body: { pageIndex } }))));
export const useFrozenList = () => useInfiniteQuery(pages(walletKeys.frozen, (pageIndex) => call(api.wallet.rsonFreezeList({ body: { pageIndex } }))));
export const useReferred = () => useInfiniteQuery(pages(walletKeys.referred, (pageIndex) => call(api.wallet.findSpokesmanList({ body: { pageIndex } }))));
export const useKeyRecords = (sign: 'gain' | 'use') =>
  useInfiniteQuery(
    pages(walletKeys.keyRecords(sign), (pageIndex) =>
      call(sign === 'gain' ? api.wallet.findGoldenKeyGainRecords({ body: { pageIndex } }) : api.wallet.findGoldenKeyUseRecords({ body: { pageIndex } })),
    ),
  );

export const useBills = (type: TBillType, month: string) =>
  useInfiniteQuery({
    queryKey: walletKeys.bills(type, month),
    queryFn: ({ pageParam }) => call(api.wallet.billingDetails({ body: { type, ...(month ? { month } : {}), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });
export const useFrozenBills = () =>
  useInfiniteQuery({
    queryKey: walletKeys.frozenBills,
    queryFn: ({ pageParam }) => call(api.wallet.frozenBills({ body: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });

export const useBinding = () => useQuery({ queryKey: walletKeys.binding, queryFn: () => call(api.wallet.findBindWechat({ body: {} })) });
export const useBindWechat = () => useWalletMutation((auth: { code: string; state: string }) => call(api.wallet.bindWechat({ body: auth })));
export const useUnbindWechat = () => useWalletMutation(() => call(api.wallet.unbindWechat({ body: {} })));
/** Leaves for WeChat's authorization (the binding screen's OAuth address call); WeChat comes back with `code`. */
export const useStartWechat = () =>
  useAreaMutation([], async (redirectUri: string) => {
    const { url } = await call(api.security.findWxAuthorizationUrl({ body: { redirectUri } }));
    window.location.assign(url);
  });

export const useSpokesperson = () => useQuery({ queryKey: walletKeys.spokesperson, queryFn: () => call(api.wallet.findSpokespersonInfo({ body: {} })) });
export const useBindSpokesperson = () => useWalletMutation((realName: string) => call(api.wallet.bindSpokesperson({ body: { realName } })));

export const useGoldenKeys = () => useQuery({ queryKey: walletKeys.keys, queryFn: () => call(api.wallet.findGoldenKeyNumber({ body: {} })) });
// Unlocking and VIP time change the management centre's modules and the VIP state shown everywhere.
export const useUnlockModule = () => useAreaMutation(EVERYTHING, (moduleId: number) => call(api.wallet.unlockModule({ body: { moduleId } })));
export const useExchangeVip = () => useAreaMutation(EVERYTHING, (times: number) => call(api.wallet.exchangeVIPTime({ body: { times } })));
export const useTransferKeys = () => useWalletMutation((body: { toPhoneIdEcr: string; count: number; txPwd: string }) => call(api.wallet.transferGoldenKey({ body })));
export const searchByName = (keyword: string) => callSearch(api.wallet.searchUserByName({ body: { keyword } }));
export const searchByMobile = (mobile: string) => callSearch(api.wallet.searchUserByMobile({ body: { mobile } }));
