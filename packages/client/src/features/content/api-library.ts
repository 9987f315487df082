import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TMomentCategory, TPicture } from '@card/contract';
import { api, call } from '../../lib/api';
import { areaKeys, useAreaMutation } from '../../lib/mutation';
import { firstCursor, firstPageIndex, nextCursorOf, nextPageIndex } from '../../lib/paging';

/** Query keys of the library part all start with 'contentLibrary', so one invalidation refreshes its screens. */
const lib = areaKeys('contentLibrary');
export const libraryKeys = {
  all: lib.all,
  pictures: (labelId: string) => lib.key('pictures', labelId),
  pictureLabels: lib.key('pictureLabels'),
  materialLabels: lib.key('materialLabels'),
  materials: (labelIds: string) => lib.key('materials', labelIds),
  search: (keyword: string) => lib.key('search', keyword),
  albums: lib.key('albums'),
  moments: (category: string, order: string, mine: boolean) => lib.key('moments', category, order, mine),
};
const useLibraryMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([libraryKeys.all], fn);

// --- picture library ---
export const usePictures = (labelId: string) =>
  useInfiniteQuery({
    queryKey: libraryKeys.pictures(labelId),
    queryFn: ({ pageParam }) => call(api.content.findPictures({ body: { labelId, cursor: pageParam, pageSize: 24 } })),
    initialPageParam: firstCursor,
    getNextPageParam: nextCursorOf,
  });
export const usePictureLabels = () => useQuery({ queryKey: libraryKeys.pictureLabels, queryFn: () => call(api.content.findPictureLabels({ body: {} })) });
/** One file of a several-picture upload that the server refused, with the catalogue's reason. */
export interface PictureUploadFailure {
  name: string;
  message: string;
}
/**
 * Uploads several picked images into the library one after another (issue 32: one file per upload before). Each file
 * is its own uploadPicture call, checked by the server (type, size, quota), so a bad file refuses only itself: the
 * answer lists what was stored and each refused file's name and reason. More than LIMITS allows are not sent.
 */
export const useUploadPictures = () =>
  useLibraryMutation(async ({ files, labelId }: { files: File[]; labelId?: string }) => {
    const stored: TPicture[] = [];
    const failed: PictureUploadFailure[] = [];
    for (const file of files) {
      const form = new FormData();
      if (labelId) form.append('labelId', labelId);
      form.append('file', file);
      try {
        stored.push(await call(api.content.uploadPicture({ body: form })));
      } catch (err) {
        failed.push({ name: file.name, message: (err as Error).message });
      }
    }
    return { stored, failed };
  });
export const useAddPictureLabel = () => useLibraryMutation((name: string) => call(api.content.addPictureLabel({ body: { name } })));
export const useRenamePictureLabel = () => useLibraryMutation((body: { id: string; name: string }) => call(api.content.updatePictureLabel({ body })));
export const useDeletePictureLabel = () => useLibraryMutation((id: string) => call(api.content.delPictureLabel({ body: { id } })));
export const useMovePictures = () => useLibraryMutation(({ ids, labelId }: { ids: string[]; labelId: string }) => call(api.content.movePictures({ body: { ids: ids.join(','), labelId } })));
export const useDeletePictures = () => useLibraryMutation((ids: string[]) => call(api.content.delPictures({ body: { ids: ids.join(',') } })));

// --- photo material ---
export const useMaterialLabels = () => useQuery({ queryKey: libraryKeys.materialLabels, queryFn: () => call(api.content.getPhotoMaterialLabels({ body: {} })) });
/** Items in ANY of the labels (comma-joined as the spec sends labelIdArray). */
export const useMaterials = (labelIds: string[]) =>
  useInfiniteQuery({
    queryKey: libraryKeys.materials(labelIds.join(',')),
    queryFn: ({ pageParam }) => call(api.content.getPhotoMaterial({ body: { labelIdArray: labelIds.join(','), pageIndex: pageParam, pageSize: 12 } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useMaterialSearch = (keyword: string) =>
  useInfiniteQuery({
    queryKey: libraryKeys.search(keyword),
    enabled: keyword.trim() !== '',
    queryFn: ({ pageParam }) => call(api.content.searchPhotoMaterial({ body: { keyword, pageIndex: pageParam, pageSize: 12 } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useMaterialAlbums = () => useQuery({ queryKey: libraryKeys.albums, queryFn: () => call(api.content.findMaterialAlbums({ body: {} })) });
export const useAddMaterialLabel = () => useLibraryMutation((name: string) => call(api.content.addNewLabel({ body: { name } })));
export const useUploadMaterial = () =>
  useLibraryMutation(({ file, labelIds, title }: { file: File; labelIds: string[]; title: string }) => {
    const form = new FormData();
    form.append('labelIdArray', labelIds.join(','));
    form.append('title', title);
    form.append('file', file);
    return call(api.content.uploadPhotoFromApply({ body: form }));
  });
// biome-ignore lint/correctness/useHookAtTopLevel: usePhotoMaterial is the contract call's name, not a React hook
export const useUseMaterial = () => useLibraryMutation((id: string) => call(api.content.usePhotoMaterial({ body: { id } })));

// --- moments material ---
export const useMoments = (category: TMomentCategory | '', order: 'new' | 'popular', mine: boolean) =>
  useInfiniteQuery({
    queryKey: libraryKeys.moments(category, order, mine),
    queryFn: ({ pageParam }) => call(api.content.findMoments({ body: { category, order, mine: String(mine), pageIndex: pageParam } })),
    initialPageParam: firstPageIndex,
    getNextPageParam: nextPageIndex,
  });
export const useAddMoment = () =>
  useLibraryMutation((body: { category: TMomentCategory; text: string; images: string[] }) => call(api.content.addMoment({ body: { ...body, images: body.images.join(',') } })));
export const useDeleteMoment = () => useLibraryMutation((id: string) => call(api.content.delMoment({ body: { id } })));
// biome-ignore lint/correctness/useHookAtTopLevel: useMoment is the contract call's name (api.content.useMoment), not a React hook
export const useCountMomentUse = () => useLibraryMutation((body: { id: string; way: 'copy' | 'save' }) => call(api.content.useMoment({ body })));
