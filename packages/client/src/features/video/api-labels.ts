import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstCursor, firstPageIndex, nextCursorOf, nextPageIndex } from '../../lib/paging';

/**
 * Hooks of the micro video labels part: the owner's labels and types, company labels, and the label feeds visitors
 * read. Every key starts with 'videoLabels'; a change also refreshes the library ('videoLibrary'), whose videos show
 * label and type names.
 */
const keys = areaKeys('videoLabels');
const useLabelsMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all, ['videoLibrary']], fn);

export const useAllLabels = () => useQuery({ queryKey: keys.key('all'), queryFn: () => call(api.video.findVideoLibraryAllLabel({})) });
export const useCompanyLabels = () => useQuery({ queryKey: keys.key('company'), queryFn: () => call(api.video.findVideoLibraryCompanyLabel({})) });
export const useTypes = () => useQuery({ queryKey: keys.key('types'), queryFn: () => call(api.video.findMicroVideoType({ body: {} })) });

export const useAddLabel = () => useLabelsMutation((name: string) => call(api.video.addVideoLabel({ body: { name } })));
export const useRenameLabel = () => useLabelsMutation((b: { id: string; name: string }) => call(api.video.renameVideoLabel({ body: b })));
export const useDeleteLabel = () => useLabelsMutation((id: string) => call(api.video.delVideoLabel({ body: { id } })));
export const useSortLabels = () => useLabelsMutation((ids: string[]) => call(api.video.sortVideoLabel({ body: { ids: ids.join(',') } })));
export const usePinLabel = () => useLabelsMutation((b: { id: string; on: boolean }) => call(api.video.topVideoLabel({ body: b })));
export const useAddCompanyLabel = () => useLabelsMutation((name: string) => call(api.video.addCompanyVideoLabel({ body: { name } })));
export const useDeleteCompanyLabel = () => useLabelsMutation((id: string) => call(api.video.delCompanyVideoLabel({ body: { id } })));

export const useAddType = () => useLabelsMutation((name: string) => call(api.video.addMicroVideoType({ body: { name } })));
export const useRenameType = () => useLabelsMutation((b: { id: string; name: string }) => call(api.video.updateMicroVideoType({ body: b })));
export const useDeleteType = () => useLabelsMutation((id: string) => call(api.video.delMicroVideoType({ body: { id } })));
export const useSortTypes = () => useLabelsMutation((ids: string[]) => call(api.video.sortMicroVideoType({ body: { ids: ids.join(',') } })));
export const useSetType = () => useLabelsMutation((b: { videoId: string; typeId: string }) => call(api.video.setMicroVideoType({ body: b })));

// --- visitors ---
export const useLabelFeed = (labelId: string) =>
  useInfiniteQuery({
    queryKey: keys.key('feed', labelId),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
    queryFn: ({ pageParam }) => call(api.video.findLabelVideos({ body: { labelId, ...(pageParam ? { cursor: pageParam } : {}) } })),
  });
export const useFollowedFeed = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: keys.key('followedFeed'),
    enabled,
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
    queryFn: ({ pageParam }) => call(api.video.findFollowLabelVideos({ body: pageParam ? { cursor: pageParam } : {} })),
  });
export const useFollowedLabels = (enabled = true) =>
  useInfiniteQuery({
    queryKey: keys.key('followed'),
    enabled,
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
    queryFn: ({ pageParam }) => call(api.video.findFollowLabels({ body: { pageIndex: pageParam } })),
  });
export const useFollowLabel = () => useLabelsMutation((b: { labelId: string; on: boolean }) => call(api.video.followVideoLabel({ body: b })));
export const useSearchLabels = (keyword: string) =>
  useInfiniteQuery({
    queryKey: keys.key('search', keyword),
    enabled: keyword !== '',
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
    queryFn: ({ pageParam }) => call(api.video.searchLabels({ query: { keyword, pageIndex: pageParam } })),
  });
export const useCardLabelVideos = (phoneIdEcr: string, labelId: string) =>
  useInfiniteQuery({
    queryKey: keys.key('card', phoneIdEcr, labelId),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
    queryFn: ({ pageParam }) => call(api.video.findVideoLibraryByLabelId({ params: { phoneIdEcr }, body: { labelId, pageIndex: pageParam } })),
  });
export const useLabelInfo = (phoneIdEcr: string, labelId: string) =>
  useQuery({
    queryKey: keys.key('info', phoneIdEcr, labelId),
    retry: false,
    queryFn: () => call(api.video.findLabelInfo({ params: { phoneIdEcr }, query: { labelId } })),
  });
