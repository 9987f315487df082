import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TVideoComplaintBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstCursor, firstPageIndex, nextCursorOf, nextPageIndex } from '../../lib/paging';

/** Hooks of the micro video visitors' side. Every key starts with 'videoVisitors', so a collect refreshes every screen of it. */
const keys = areaKeys('videoVisitors');

const feed = <T extends { hasMore: boolean; nextCursor: string | null; items: unknown[]; total: number | null }>(
  queryKey: readonly unknown[],
  fetch: (cursor?: string) => Promise<T>,
  enabled = true,
) => ({ queryKey, queryFn: ({ pageParam }: { pageParam: string | undefined }) => fetch(pageParam), initialPageParam: firstCursor, getNextPageParam: nextCursorOf, enabled });
const cur = (cursor?: string) => (cursor ? { cursor } : {});

export const useDiscover = () => useInfiniteQuery(feed(keys.key('discover'), (c) => call(api.video.findShowMicroVideo({ body: { ...cur(c) } }))));
export const useVideoSearch = (keyword: string) =>
  useInfiniteQuery(feed(keys.key('search', keyword), (c) => call(api.video.searchShowMicroVideo({ body: { keyword, ...cur(c) } })), keyword !== ''));
export const useCollections = () => useInfiniteQuery(feed(keys.key('collections'), (c) => call(api.video.findCollectMicroVideos({ body: { ...cur(c) } }))));
export const useCardVideos = (phoneIdEcr: string) =>
  useInfiniteQuery({
    queryKey: keys.key('card', phoneIdEcr),
    initialPageParam: firstPageIndex,
    queryFn: ({ pageParam }) => call(api.video.findCardMicroVideos({ params: { phoneIdEcr }, body: { pageIndex: pageParam } })),
    getNextPageParam: (last, pages) => nextPageIndex(last, pages),
  });
/** The player's view; `card` is the card the video was opened from, `_` (whichever owns it) for a shared link. */
export const useShowVideo = (id: string, card: string) =>
  useQuery({
    queryKey: keys.key('show', id, card),
    retry: false,
    staleTime: Infinity,
    queryFn: () => call(api.video.findShowMicroVideobyId({ params: { phoneIdEcr: card }, query: { id } })),
  });
export const useNeighbour = () => useAreaMutation([], (b: { id: string; direction: 'prev' | 'next'; phoneIdEcr?: string }) => call(api.video.findShowPrevOrNextMicroVideo({ body: b })));

// Not the player's own query: refetching it would count another view (the answer carries the new state instead).
export const useCollect = () => useAreaMutation([keys.key('collections')], (b: { id: string; on: boolean }) => call(api.video.collectMicroVideo({ body: b })));
export const useSaveToMine = () => useAreaMutation([], (id: string) => call(api.video.changedToMyVideo({ query: { id } })));
export const useComplain = () =>
  useAreaMutation([], (b: { card: string; body: TVideoComplaintBody }) =>
    call(api.video.addMicroVideoComplaint({ params: { phoneIdEcr: b.card }, body: { ...b.body, pictures: b.body.pictures.join(',') as never } })),
  );
export const useUploadComplaintPicture = () =>
  useAreaMutation([], (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(api.video.uploadMicroVideoComplaintPicture({ body: form }));
  });
