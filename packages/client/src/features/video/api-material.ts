import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TBuyPremiumBody, TSyntheticBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/**
 * Hooks of the material block (editMaterial, premium): epilogues, videos made from pictures, premium, the import.
 * Keys start with 'videoMaterial'; importing also refreshes the library's and the upload list's.
 */
const keys = areaKeys('videoMaterial');
const useMaterialMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

export const useEpilogues = () => useQuery({ queryKey: keys.key('epilogues'), queryFn: () => call(api.video.findMicroVideoEpilogue({ body: {} })) });
export const useSetDefaultEpilogue = () => useMaterialMutation((epilogueId: string) => call(api.video.setDefaultMicroVideoEpilogue({ body: { epilogueId } })));
export const useAddEpilogue = () => useMaterialMutation((body: { name: string; imageUrl: string; text: string; seconds: number }) => call(api.video.addMicroVideoEpilogue({ body })));
export const useDelEpilogue = () => useMaterialMutation((id: string) => call(api.video.delMicroVideoEpilogue({ body: { id } })));

export const usePosterVideoHistory = () =>
  useInfiniteQuery({
    queryKey: keys.key('history'),
    initialPageParam: firstPageIndex,
    queryFn: ({ pageParam }) => call(api.video.findPosterVideoUseHistorys({ body: { pageIndex: pageParam, pageSize: 10 } })),
    getNextPageParam: (last, pages) => nextPageIndex(last as never, pages),
    // A video still being made changes state: the list follows it until every item settled.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.items.some((l) => l.status === 'queued' || l.status === 'transcoding')) ? 2_000 : false),
  });
export const useSynthesize = () => useMaterialMutation((body: Partial<TSyntheticBody>) => call(api.video.syntheticMicroVideo({ body: body as TSyntheticBody })));

/** The log of a video being made: polled every second until it is done or failed. */
export const useImportPreview = (logId: string | null) =>
  useQuery({
    queryKey: keys.key('import', logId),
    enabled: !!logId,
    retry: false,
    queryFn: () => call(api.video.findImportVideoByLogId({ query: { logId: logId! } })),
    refetchInterval: (q) => (q.state.data && (q.state.data.log.status === 'queued' || q.state.data.log.status === 'transcoding') ? 1_000 : false),
  });
export const useImportVideo = () => useAreaMutation([keys.all, ['videoLibrary'], ['videoUpload']], (body: { logId: string; title: string }) => call(api.video.videoImport({ body })));

export const usePremium = () => useQuery({ queryKey: keys.key('premium'), queryFn: () => call(api.video.isOpenMicroVideoPremium({ body: {} })) });
export const useBuyPremium = () => useMaterialMutation((body: TBuyPremiumBody) => call(api.video.buyMicroVideoPremium({ body })));
export const useVideoQuantity = () => useQuery({ queryKey: keys.key('quantity'), queryFn: () => call(api.video.findUploadMicroVideoQuantity({ body: {} })) });

/** The poster records of the caller's card (module 0), newest first: a poster is one source of a video. */
export const useMyPosters = () =>
  useQuery({
    queryKey: keys.key('posters'),
    retry: false,
    queryFn: () => call(api.content.findModulePosterGenerateRecords({ body: { moduleId: 0, pageIndex: 1, pageSize: 20 } })),
  });

/** The music catalogue (the card's background music): a synthesized video may carry one of its tracks. */
export const useMusicChoices = () =>
  useQuery({
    queryKey: keys.key('music'),
    staleTime: 60_000,
    queryFn: () => call(api.card.findBackgroundMusics({ body: { category: '', pageIndex: 1, pageSize: 50 } })),
  });
