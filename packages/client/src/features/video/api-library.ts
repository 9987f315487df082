import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { VideoState } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/**
 * Hooks of the owner's micro video library (module 54). Every key starts with 'videoLibrary' (the upload part refreshes
 * it when a video is made), so any change refreshes every library screen.
 */
const keys = areaKeys('videoLibrary');
const useLibraryMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

const paged = <T>(key: readonly unknown[], load: (pageIndex: number) => Promise<T & { hasMore: boolean }>, enabled = true) =>
  useInfiniteQuery({
    queryKey: key,
    enabled,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: firstPageIndex,
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
  });

export const useMyVideos = (state: VideoState) => paged(keys.key('list', state), (pageIndex) => call(api.video.findMicroVideos({ query: { state, pageIndex, pageSize: 30 } })));
export const useSearchMyVideos = (keyword: string) => paged(keys.key('search', keyword), (pageIndex) => call(api.video.searchMicroVideo({ query: { keyword, pageIndex } })), keyword !== '');
export const useDrafts = () => paged(keys.key('drafts'), (pageIndex) => call(api.video.findMicroVideoDraft({ body: { pageIndex } })));
export const useMyVideo = (id: string) => useQuery({ queryKey: keys.key('one', id), retry: false, queryFn: () => call(api.video.findMicroVideo({ query: { id } })) });
export const useSortList = () => useQuery({ queryKey: keys.key('sortList'), queryFn: () => call(api.video.findMicroVideoSortList({ body: {} })) });
export const useDraftStatistics = () => useQuery({ queryKey: keys.key('stats'), queryFn: () => call(api.video.statisticsMicroVideoDraft({ body: {} })) });
export const useRowsPerLine = () => useQuery({ queryKey: keys.key('rows'), queryFn: () => call(api.video.getMicroVideoNumberOfRows({ body: {} })) });
export const useMusicChoices = () => useQuery({ queryKey: keys.key('music'), staleTime: Infinity, queryFn: () => call(api.video.findMicroVideoMusic({ body: { pageSize: 50 } })) });
/** The choices of the edit screen that other parts keep: labels and classes (labels part), epilogues (material), ads (share). */
export const useLabelChoices = () => useQuery({ queryKey: keys.key('labels'), queryFn: () => call(api.video.findVideoLibraryAllLabel({})) });
export const useTypeChoices = () => useQuery({ queryKey: keys.key('types'), queryFn: () => call(api.video.findMicroVideoType({ body: {} })) });
export const useEpilogueChoices = () => useQuery({ queryKey: keys.key('epilogues'), retry: false, queryFn: () => call(api.video.findMicroVideoEpilogue({ body: {} })) });
export const useAdChoices = () => useQuery({ queryKey: keys.key('ads'), retry: false, queryFn: () => call(api.video.findMicroVideoAdHistory({ body: { pageSize: 50 } })) });

export const useSetTop = () => useLibraryMutation((b: { id: string; top: boolean }) => call(api.video.updateMicroVideoTop({ body: b })));
export const useSetHidden = () => useLibraryMutation((q: { id: string; hidden: boolean }) => call(api.video.microVideoHideOrShow({ query: q })));
export const useSortVideos = () => useLibraryMutation((ids: string[]) => call(api.video.updateMicroVideoSort({ query: { ids: ids.join(',') } })));
export const useDeleteVideo = () => useLibraryMutation((id: string) => call(api.video.delMicroVideo({ query: { id } })));
export const useDeleteVideos = () => useLibraryMutation((ids: string[]) => call(api.video.batchDelMicroVideo({ body: { ids: ids.join(',') } })));
export const useUpdateVideo = () => useLibraryMutation((b: { id: string; title: string; intro: string; labelId?: string; typeId?: string }) => call(api.video.updateMicroVideo({ body: b })));
export const useEditVideo = () => useLibraryMutation((b: { id: string; epilogueId?: string; musicId?: string; adId?: string }) => call(api.video.editVideo({ body: b })));
export const useSetCover = () => useLibraryMutation((b: { id: string; coverUrl: string }) => call(api.video.updateVideoFirstImg({ body: b })));
export const useRemoveWatermark = () => useLibraryMutation((id: string) => call(api.video.removeWatermark({ body: { id } })));
export const usePublish = () => useLibraryMutation((id: string) => call(api.video.publishMicroVideo({ body: { id } })));
export const useSetRows = () => useLibraryMutation((rowsPerLine: number) => call(api.video.setMicroVideoNumberOfRows({ body: { rowsPerLine } })));
