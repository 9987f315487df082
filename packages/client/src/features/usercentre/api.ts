import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { firstCursor, nextCursorOf } from '../../lib/paging';

/** Home data of the user centre: the home aggregate, messages, wallet tips, bind requests, module layout. */
export const ucKeys = {
  all: ['usercentre'] as const,
  home: ['usercentre', 'home'] as const,
  messages: ['usercentre', 'messages'] as const,
  personal: ['usercentre', 'personal'] as const,
  privacy: ['usercentre', 'privacy'] as const,
  subscriptions: ['usercentre', 'subscriptions'] as const,
  mobileRules: ['usercentre', 'mobileRules'] as const,
};

export const useHomeAggregate = (enabled = true) =>
  useQuery({ queryKey: ucKeys.home, queryFn: () => call(api.usercentre.forwardUserHomeNew({ body: {} })), enabled });

/** The message feed, a page at a time (newest first); `fetchNextPage` follows the server's cursor. */
export const useMessages = () =>
  useInfiniteQuery({
    queryKey: ucKeys.messages,
    queryFn: ({ pageParam }) => call(api.usercentre.in2userMainMessage({ body: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });

/** Several screens show the same user data; after a change everything is simply read again. */
export function useRefreshAll() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries();
}

export function useReadMessage() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (id: string) => call(api.usercentre.readUserMessage({ body: { id } })), onSuccess: refresh });
}

export function useReadWalletTips() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: () => call(api.usercentre.readWalletIncomeTip({ body: {} })), onSuccess: refresh });
}

export function useDecideBind() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, agree }: { id: string; agree: boolean }) =>
      call(agree ? api.usercentre.bindAgree({ body: { id } }) : api.usercentre.bindRefuse({ body: { id } })),
    onSuccess: refresh,
  });
}

export interface ModuleLayout { topIds: number[]; mainIds: number[]; bottomIds: number[]; hiddenIds: number[] }

export function useSaveModules() {
  const refresh = useRefreshAll();
  return useMutation({
    // The legacy wire takes each list comma-joined.
    mutationFn: (l: ModuleLayout) =>
      call(api.usercentre.updateCenterModule({
        body: { topIds: l.topIds.join(','), mainIds: l.mainIds.join(','), bottomIds: l.bottomIds.join(','), hiddenIds: l.hiddenIds.join(',') },
      })),
    onSuccess: refresh,
  });
}
