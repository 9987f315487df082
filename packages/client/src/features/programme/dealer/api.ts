import { useQuery } from '@tanstack/react-query';
import type { TUpdateCustodyCardBody } from '@card/contract';
import { api, call } from '../../../lib/api';
import { usePagedList } from '../../../lib/paged-query';
import { areaKeys, useAreaMutation } from '../../../lib/mutation';

/**
 * Hooks of the dealer part (programme area): the dealer home and commissions, and custody (trusteeship). Every key
 * starts with 'programmeDealer', so any custody move refreshes every custody screen. Opening a dealer is the vip
 * area's order and pay flow (features/orders useBuy), withdrawing the wallet's.
 */
const keys = areaKeys('programmeDealer');
const p = api.programme;
const useCustodyMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn, { when: 'settled' });

export const useDealerHome = () => useQuery({ queryKey: keys.key('home'), queryFn: () => call(p.findDealerHome({ query: {} })) });
export const useDealerCommissions = () => usePagedList(keys.key('commissions'), (pageIndex) => call(p.findDealerCommissions({ query: { pageIndex } })));

export const useCustodyIndex = () => useQuery({ queryKey: keys.key('custodyIndex'), queryFn: () => call(p.findCustodyIndex({ query: {} })) });
export const useCustodyHome = (status: 'active' | 'requested') => usePagedList(keys.key('custodyHome', status), (pageIndex) => call(p.findCustodyHome({ query: { status, pageIndex } })));
export const useCustodySearch = (keyword: string) => usePagedList(keys.key('custodySearch', keyword), (pageIndex) => call(p.searchCustody({ query: { keyword, pageIndex } })));
/** No retry: an unknown custodian answers CUSTODIAN_NOT_FOUND at once, and the screen says so. */
export const useCustodian = (custodianIdEcr: string) =>
  useQuery({
    queryKey: keys.key('custodian', custodianIdEcr),
    retry: false,
    enabled: !!custodianIdEcr,
    queryFn: () => call(p.findCustodian({ query: { custodianIdEcr } })),
  });
export const useCustodyCard = (custodyId: string) =>
  useQuery({
    queryKey: keys.key('card', custodyId),
    retry: false,
    enabled: !!custodyId,
    queryFn: () => call(p.findCustodyCard({ query: { custodyId } })),
  });
export const useCustodyPoster = () => useQuery({ queryKey: keys.key('poster'), queryFn: () => call(p.findCustodyPoster({ query: {} })) });
export const useAgentCustodies = (status: 'requested' | 'active' | 'ended', keyword: string) =>
  usePagedList(keys.key('agent', status, keyword), (pageIndex) => call(p.findAgentCustodies({ body: { status, keyword, pageIndex } })));

export const useRequestCustody = () => useCustodyMutation((b: { custodianIdEcr: string; note: string }) => call(p.requestCustody({ body: b })));
export const useCancelCustody = () => useCustodyMutation((custodyId: string) => call(p.cancelCustodyRequest({ body: { custodyId } })));
export const useAcceptCustody = () => useCustodyMutation((custodyId: string) => call(p.acceptCustody({ body: { custodyId } })));
export const useDeclineCustody = () => useCustodyMutation((custodyId: string) => call(p.declineCustody({ body: { custodyId } })));
export const useUpdateCustodyCard = () => useCustodyMutation((b: TUpdateCustodyCardBody) => call(p.updateCustodyCard({ body: b })));
export const useSaveCustodyPoster = () => useCustodyMutation((b: { posterTitle: string; posterText: string }) => call(p.saveCustodyPoster({ body: b })));
export const useDisconnectCustody = () => useCustodyMutation((b: { custodyId: string; reason: string }) => call(p.disconnectCustody({ body: b })));
