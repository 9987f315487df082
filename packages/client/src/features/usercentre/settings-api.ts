import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Lang, TPrivacy } from '@card/contract';
import { api, call } from '../../lib/api';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';
import { ucKeys, useUsercentreMutation } from './api';

/** The user's own settings: personal data, avatar, privacy, language, dynamics, cleanup, subscriptions, lookups. */
export const usePersonalData = () => useQuery({ queryKey: ucKeys.personal, queryFn: () => call(api.usercentre.findPersonalData({ body: {} })) });

export const useUploadAvatar = () =>
  useUsercentreMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.usercentre.uploadAvatar({ body: form }));
  });

export const usePrivacy = () => useQuery({ queryKey: ucKeys.privacy, queryFn: () => call(api.usercentre.findPrivacySet({})) });

/** Refreshed even on failure: a refused change (privacy locked by the company) shows the settings as they are. */
export const useUpdatePrivacy = () => useUsercentreMutation((p: TPrivacy) => call(api.usercentre.updateUserPrivacy({ body: p })), { when: 'settled' });

export function useUpdateLanguage() {
  return useMutation({ mutationFn: (lang: Lang) => call(api.usercentre.updateUserLanguage({ body: { lang } })) });
}

export const useSetDynamic = () => useUsercentreMutation((on: boolean) => call(on ? api.usercentre.openDynamic({ body: {} }) : api.usercentre.noAcceptDynamic({ body: {} })));

/** Counted when the confirmation opens, never cached: it must say what would go right now. */
export const useCleanupPreview = (enabled: boolean) =>
  useQuery({ queryKey: [...ucKeys.personal, 'cleanupPreview'], queryFn: () => call(api.usercentre.findCleanupPreview({ body: {} })), enabled, staleTime: 0, gcTime: 0 });

export const useCleanup = () => useUsercentreMutation(() => call(api.usercentre.oneKeyCleanup({ body: {} })));

export const useSubscriptions = () =>
  useInfiniteQuery({
    queryKey: ucKeys.subscriptions,
    queryFn: ({ pageParam }) => call(api.usercentre.mySubscription({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

/** Whether the viewer collected (subscribed to) a card, and whether its owner collected theirs back. */
export const useRelationship = (phoneIdEcr: string, enabled = true) =>
  useQuery({
    queryKey: [...ucKeys.subscriptions, 'relationship', phoneIdEcr],
    enabled: enabled && Boolean(phoneIdEcr),
    retry: false,
    queryFn: () => call(api.usercentre.findUserRecRelationship({ params: { phoneIdEcr } })),
  });

export const useToggleSubscription = () => useUsercentreMutation((phoneIdEcr: string) => call(api.usercentre.cancelOrAddMpCollection({ query: { phoneIdEcr } })));

export const useMobileRules = () => useQuery({ queryKey: ucKeys.mobileRules, queryFn: () => call(api.usercentre.getMobileRules({ body: {} })), staleTime: Infinity });

export const useErrorLookup = () => useMutation({ mutationFn: (status: string) => call(api.usercentre.findErrorCode({ query: { status } })) });
