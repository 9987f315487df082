import { useQuery } from '@tanstack/react-query';
import type { TAddAlbumBody, TUpdateAlbumBody } from '@card/contract';
import { api, call } from '../../lib/api';
import { areas, useAreaMutation } from '../../lib/mutation';

/** Query keys of the album area all start with 'album', so one invalidation refreshes every album screen. */
const album = areas.album;
export const albumKeys = { all: album.all, mine: album.key('mine'), photos: (albumId: string) => album.key('photos', albumId) };

/** A mutation that refreshes every album query when it succeeds. */
const useAlbumMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([albumKeys.all], fn);

export const useMyAlbums = () => useQuery({ queryKey: albumKeys.mine, queryFn: () => call(api.album.findMyAlbums({ body: {} })) });
export const useAddAlbum = () => useAlbumMutation((body: TAddAlbumBody) => call(api.album.addAlbum({ body })));
export const useUpdateAlbum = () => useAlbumMutation((body: TUpdateAlbumBody) => call(api.album.updateAlbum({ body })));
export const useDeleteAlbum = () => useAlbumMutation((id: string) => call(api.album.delAlbum({ body: { id } })));
export const useSortAlbums = () => useAlbumMutation((ids: string[]) => call(api.album.sortAlbum({ body: { ids: ids.join(',') } })));

export const useAlbumPhotos = (albumId: string) => useQuery({ queryKey: albumKeys.photos(albumId), retry: false, queryFn: () => call(api.album.findAlbumPhotos({ body: { albumId } })) });

export function useUploadPhoto(albumId: string) {
  return useAlbumMutation((file: File) => {
    const form = new FormData();
    form.append('albumId', albumId);
    form.append('file', file);
    return call(api.album.uploadAlbumPhoto({ body: form }));
  });
}
export const useDeletePhoto = () => useAlbumMutation((id: string) => call(api.album.delAlbumPhoto({ body: { id } })));
export const useSortPhotos = (albumId: string) => useAlbumMutation((ids: string[]) => call(api.album.sortAlbumPhoto({ body: { albumId, ids: ids.join(',') } })));

/** Swaps an item with its neighbour and returns the new id order (for the up and down buttons). */
export function movedIds(items: { id: string }[], index: number, by: -1 | 1): string[] {
  const ids = items.map((i) => i.id);
  [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
  return ids;
}
