import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TAddAdBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/**
 * Hooks of the micro video share part: shares, choiceness, syncs to sub cards, company videos and ads. Every key
 * starts with 'videoShare', so any change refreshes every share screen.
 */
const keys = areaKeys('videoShare');
const useShareMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

// --- shares and choiceness ---
export const useSharedVideos = () => paged(keys.key('shared'), (pageIndex) => call(api.video.findShareMicroVideos({ query: { pageIndex } })));
/** The caller's own shown videos (what can be shared, chosen, pushed or picked), choiceness first. */
export const useMyShownVideos = () => paged(keys.key('mine'), (pageIndex) => call(api.video.findShowMicroVideoByType({ params: { phoneIdEcr: '0' }, body: { pageIndex, pageSize: 50 } })));
export const useShareVideo = () => useShareMutation((id: string) => call(api.video.shareMicroVideo({ params: { phoneIdEcr: '0' }, body: { id } })));
export const useUnshareVideo = () => useShareMutation((id: string) => call(api.video.delShareMicroVideo({ query: { id } })));
export const useChoiceness = () => useShareMutation((b: { id: string; on: boolean }) => call(api.video.joinOrCancelChoicenessVideo({ body: b })));

// --- syncs ---
export const useSubCards = () => useQuery({ queryKey: keys.key('subs'), queryFn: () => call(api.video.findMicroVideoSubCards({ body: {} })) });
export const usePushSync = () =>
  useShareMutation((b: { ids: string[]; subIds: string[] }) => call(api.video.pushMicroVideoSync({ body: { ids: b.ids.join(','), subIds: b.subIds.join(',') } })));
export const useWaitingSyncs = (keyword: string) =>
  paged(keys.key('syncs', keyword), (pageIndex) =>
    keyword ? call(api.video.searchSyncMicroVideo({ body: { keyword, pageIndex } })) : call(api.video.findShowSyncMicroVideoList({ body: { pageIndex } })),
  );
export const useShowSyncs = () => useShareMutation((ids: string[]) => call(api.video.showSyncMicroVideo({ body: { ids: ids.join(',') } })));
export const useDeleteSyncs = () => useShareMutation((ids: string[]) => call(api.video.delSyncMicroVideo({ body: { ids: ids.join(',') } })));

// --- company videos ---
export const useCompanyCount = () => useQuery({ queryKey: keys.key('companyCount'), queryFn: () => call(api.video.countCompanyMicroVideo({ body: {} })) });
export const useCompanyVideos = () =>
  paged(keys.key('company'), (pageIndex) => call(api.video.findCompanyMicroVideoList({ params: { phoneIdEcr: '0' }, body: { pageIndex, pageSize: 50 } })));
export const usePickCompany = () => useShareMutation((b: { id: string; on: boolean }) => call(api.video.pickCompanyMicroVideo({ body: b })));

// --- ads ---
export const useAdSetting = () => useQuery({ queryKey: keys.key('adSetting'), queryFn: () => call(api.video.getMicroVideoAdSwitch({ body: {} })) });
export const useAdHistory = () => paged(keys.key('ads'), (pageIndex) => call(api.video.findMicroVideoAdHistory({ body: { pageIndex } })));
export const useAdSwitch = () => useShareMutation((on: boolean) => call(api.video.updateMicroVideoAdSwitch({ body: { on } })));
export const useAddAd = () => useShareMutation((body: TAddAdBody) => call(api.video.addMicroVideoAd({ body })));
export const useDeleteAd = () => useShareMutation((id: string) => call(api.video.delMicroVideoAd({ body: { id } })));
export const useDefaultAd = () => useShareMutation((id: string) => call(api.video.setDefaultMicroVideoAd({ body: { id } })));
