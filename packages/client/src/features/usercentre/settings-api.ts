import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Lang, TPrivacy } from '@card/contract';
import { api, call } from '../../lib/api';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { ucKeys, useRefreshAll } from './api';

/** The user's own settings: personal data, avatar, privacy, language, dynamics, cleanup, subscriptions, lookups. */
export const usePersonalData = () => useQuery({ queryKey: ucKeys.personal, queryFn: () => call(api.usercentre.findPersonalData({ body: {} })) });

export function useUploadAvatar() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(api.usercentre.uploadAvatar({ body: form }));
    },
    onSuccess: refresh,
  });
}

export const usePrivacy = () => useQuery({ queryKey: ucKeys.privacy, queryFn: () => call(api.usercentre.findPrivacySet({})) });

export function useUpdatePrivacy() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (p: TPrivacy) => call(api.usercentre.updateUserPrivacy({ body: p })), onSettled: refresh });
}

export function useUpdateLanguage() {
  return useMutation({ mutationFn: (lang: Lang) => call(api.usercentre.updateUserLanguage({ body: { lang } })) });
}

export function useSetDynamic() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (on: boolean) => call(on ? api.usercentre.openDynamic({ body: {} }) : api.usercentre.noAcceptDynamic({ body: {} })),
    onSuccess: refresh,
  });
}

export function useCleanup() {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: () => call(api.usercentre.oneKeyCleanup({ body: {} })), onSuccess: refresh });
}

export const useSubscriptions = () =>
  useInfiniteQuery({
    queryKey: ucKeys.subscriptions,
    queryFn: ({ pageParam }) => call(api.usercentre.mySubscription({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export function useToggleSubscription() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (phoneIdEcr: string) => call(api.usercentre.cancelOrAddMpCollection({ query: { phoneIdEcr } })),
    onSuccess: refresh,
  });
}

export const useMobileRules = () =>
  useQuery({ queryKey: ucKeys.mobileRules, queryFn: () => call(api.usercentre.getMobileRules({ body: {} })), staleTime: Infinity });

export const useErrorLookup = () =>
  useMutation({ mutationFn: (status: number) => call(api.usercentre.findErrorCode({ query: { status } })) });
