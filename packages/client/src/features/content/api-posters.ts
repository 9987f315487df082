import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstPageIndex, nextPageIndex } from '../../lib/paging';

/** Hooks of the posters centre (issue 14). Every change refreshes the posters' queries. */
const keys = areaKeys('contentPosters');
const k = {
  labels: () => keys.key('labels'),
  materials: (labelId: string, keyword: string, moduleId: number) => keys.key('materials', labelId, keyword, moduleId),
  poster: (recordId: string) => keys.key('poster', recordId),
  records: (moduleId: number) => keys.key('records', moduleId),
};
const usePosterMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([keys.all], fn);

export const usePosterLabels = () => useQuery({ queryKey: k.labels(), queryFn: () => call(api.content.findPosterMaterialLabels({ body: {} })) });

/** Templates: of one label, matching a keyword, or all (a module's own first). */
export const usePosterMaterials = (labelId: string, keyword: string, moduleId: number) =>
  useInfiniteQuery({
    queryKey: k.materials(labelId, keyword, moduleId),
    queryFn: ({ pageParam }) =>
      call(
        keyword
          ? api.content.searchPosterMaterials({ body: { keyword, pageIndex: pageParam, pageSize: 12 } })
          : labelId
            ? api.content.findPosterMaterialsByLabelId({ body: { labelId, pageIndex: pageParam, pageSize: 12 } })
            : api.content.findPosterMaterials({ body: { moduleId, pageIndex: pageParam, pageSize: 12 } }),
      ),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export const usePoster = (recordId: string) =>
  useQuery({
    queryKey: k.poster(recordId),
    enabled: recordId !== '',
    queryFn: () => call(api.content.findPoster({ body: { recordId } })),
  });
export const usePosterRecords = (moduleId: number) =>
  useInfiniteQuery({
    queryKey: k.records(moduleId),
    queryFn: ({ pageParam }) => call(api.content.findModulePosterGenerateRecords({ body: { moduleId, pageIndex: pageParam, pageSize: 10 } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });

export const useGeneratePoster = () => usePosterMutation((b: { materialId: string; moduleId: number }) => call(api.content.addModulePosterGenerateRecord({ body: b })));
export const useRedrawPoster = () => usePosterMutation((recordId: string) => call(api.content.updatePosterModuleGenerateRecord({ body: { recordId } })));
export const usePresetPoster = () => usePosterMutation((b: { materialId: string; moduleId: number }) => call(api.content.setModuleDataPresetPoster({ body: b })));
export const useDefaultCover = () => usePosterMutation((b: { recordId: string; isDefaultCover: boolean }) => call(api.content.setDefaultCoverPoster({ body: b })));
