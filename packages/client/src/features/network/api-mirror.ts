import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MirrorContentType, MirrorSwitchType } from '@card/contract';
import { api, call } from '../../lib/api';
import { firstPageIndex, nextCursorOf, nextPageIndex } from '../../lib/paging';
import { networkKeys, useNetworkMutation } from './keys';

/** Hooks of the network's mirror part: every change refreshes the whole network area (see keys.ts). */
const k = {
  state: () => networkKeys.key('mirror', 'state'),
  subs: () => networkKeys.key('mirror', 'subs'),
  requests: () => networkKeys.key('mirror', 'requests'),
  history: () => networkKeys.key('mirror', 'history'),
  received: (master: string) => networkKeys.key('mirror', 'received', master),
  relationship: () => networkKeys.key('mirror', 'relationship'),
  masters: (keyword: string) => networkKeys.key('mirror', 'masters', keyword),
  sons: (keyword: string) => networkKeys.key('mirror', 'sons', keyword),
};

export const useMirrorState = () => useQuery({ queryKey: k.state(), queryFn: () => call(api.network.getMyMirrorState({ body: {} })) });
export const useMirrorSubs = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: k.subs(),
    enabled,
    queryFn: ({ pageParam }) => call(api.network.querySlaveMpList({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
/** A master's binding requests waiting for its 同意 / 拒绝 (issue 31). */
export const useMirrorRequests = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: k.requests(),
    enabled,
    queryFn: ({ pageParam }) => call(api.network.mirrorRequestList({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useMirrorHistory = () =>
  useInfiniteQuery({
    queryKey: k.history(),
    queryFn: ({ pageParam }) => call(api.network.mirrorHistoryList({ body: { cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
export const useReceivedPushes = (master: string) =>
  useInfiniteQuery({
    queryKey: k.received(master),
    queryFn: ({ pageParam }) => call(api.network.msgPushList({ body: { phoneIdEcr: master, cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
export const useBindRelationship = () =>
  useInfiniteQuery({
    queryKey: k.relationship(),
    queryFn: ({ pageParam }) => call(api.network.mirrorBindRelationship({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last.subs, pages),
  });
export const useSearchMasters = (keyword: string) =>
  useQuery({
    queryKey: k.masters(keyword),
    enabled: keyword !== '',
    queryFn: () => call(api.network.searchMotherUser({ body: { keyword } })),
  });
export const useSearchSons = (keyword: string) =>
  useQuery({
    queryKey: k.sons(keyword),
    enabled: keyword !== '',
    queryFn: () => call(api.network.searchMirrorSonList({ body: { keyword } })),
  });

export const useUpgradeMaster = () => useNetworkMutation(() => call(api.network.upgradeMaster({ body: {} })));
export const useUndoMaster = () => useNetworkMutation(() => call(api.network.unUpgradeMirror({ body: {} })));
export const useBindMaster = () => useNetworkMutation((phoneIdEcr: string) => call(api.network.mirror({ body: { phoneIdEcr } })));
export const usePush = () => useNetworkMutation((contentType: MirrorContentType) => call(api.network.push({ body: { contentType } })));
export const useCancelPush = () => useNetworkMutation((pushId: string) => call(api.network.cancelPush({ body: { pushId } })));
export const useSetSwitch = () => useNetworkMutation((s: { contentType: MirrorSwitchType; allowed: boolean }) => call(api.network.updateMirrorModule({ body: { switches: [s] } })));
export const useSlaverAuth = () => useNetworkMutation((b: { phoneIdEcr: string; action: 'allow' | 'forbid' | 'unbind' }) => call(api.network.updateMirrorSlaverAuth({ body: b })));
export const useSwitchVersion = () => useNetworkMutation((version: 'standard' | 'promotion') => call(api.network.switchPromotionVersion({ body: { version } })));
export const useAnswerRequest = () => useNetworkMutation((b: { phoneIdEcr: string; action: 'approve' | 'refuse' }) => call(api.network.answerMirrorRequest({ body: b })));
export const useWithdrawRequest = () => useNetworkMutation(() => call(api.network.withdrawMirrorRequest({ body: {} })));
export const useLeaveMirror = () => useNetworkMutation(() => call(api.network.leaveMirror({ body: {} })));
