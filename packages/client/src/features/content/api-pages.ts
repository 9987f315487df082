import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PageKind, TSavePageDraftBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of micro pages and V-Leaflets (module 5). Every key starts with 'contentPages': any change refreshes every page screen. */
const keys = areaKeys('contentPages');
const usePagesMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

export const useMyPages = () =>
  useInfiniteQuery({
    queryKey: keys.key('mine'),
    queryFn: ({ pageParam }) => call(api.content.findMyMicroPages({ body: { pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useMicroPage = (id: string) => useQuery({ queryKey: keys.key('page', id), retry: false, queryFn: () => call(api.content.findMicroPage({ body: { id } })) });
export const usePageShare = (id: string, enabled: boolean) => useQuery({ queryKey: keys.key('share', id), enabled, queryFn: () => call(api.content.findMicroPageShare({ body: { id } })) });
export const usePageLeads = (pageId: string) =>
  useInfiniteQuery({
    queryKey: keys.key('leads', pageId),
    queryFn: ({ pageParam }) => call(api.content.findPageLeads({ body: { pageId, pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export const useAddPage = () => usePagesMutation((b: { title: string; kind: PageKind }) => call(api.content.addMicroPage({ body: b })));
export const useRenamePage = () => usePagesMutation((b: { id: string; title: string }) => call(api.content.renameMicroPage({ body: b })));
export const useDeletePage = () => usePagesMutation((id: string) => call(api.content.delMicroPage({ body: { id } })));
export const useSaveDraft = () => usePagesMutation((body: TSavePageDraftBody) => call(api.content.savePageDraft({ body })));
export const usePublishPage = () => usePagesMutation((id: string) => call(api.content.publishMicroPage({ body: { id } })));
export const useOfflinePage = () => usePagesMutation((id: string) => call(api.content.offlineMicroPage({ body: { id } })));
export const useReadLead = () => usePagesMutation((id: string) => call(api.content.readPageLead({ body: { id } })));
const formOf = (file: File) => {
  const f = new FormData();
  f.append('file', file);
  return f;
};
export const useUploadVideo = () => useAreaMutation([], (file: File) => call(api.content.uploadPageVideo({ body: formOf(file) })));
/** An image for a block: stored in the caller's picture library first (a page takes only the caller's own images). */
export const useUploadPageImage = () => useAreaMutation([], (file: File) => call(api.content.uploadPicture({ body: formOf(file) })));
/** The owner's card map points (a map block copies one; coordinates are never typed). */
export const useMapPoints = (enabled: boolean) => useQuery({ queryKey: keys.key('mapPoints'), enabled, retry: false, queryFn: () => call(api.card.findMapPointList({ body: {} })) });
