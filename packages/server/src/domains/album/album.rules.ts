import { LIMITS, type TAlbumSummary, type TOpenAlbum } from '@card/contract';
import { assertRoomFor, checkOrder as checkSharedOrder } from '../../lib/ordered-list.rules';
export { nextSort } from '../../lib/ordered-list.rules';
import type { AlbumSummaryRow } from './album.repository';

/** One more album fits only while the owner has fewer than the limit. */
export const assertAlbumRoom = (albums: number) => assertRoomFor(albums, LIMITS.album.albumsPerUser, 'ALBUMS_FULL');

/** One more photo fits only while the album holds fewer than the limit. */
export const assertPhotoRoom = (photos: number) => assertRoomFor(photos, LIMITS.album.photosPerAlbum, 'ALBUM_PHOTOS_FULL', 'file');

/** Reorders must name exactly the caller's items; gaps or repeats are ALBUM_SORT_MISMATCH. */
export const checkOrder = (requested: string[], owned: string[]) => checkSharedOrder(requested, owned, 'ALBUM_SORT_MISMATCH');

export function toSummary(row: AlbumSummaryRow): TAlbumSummary {
  return { id: row.id, name: row.name, isOpen: row.isOpen, photoCount: row._count.photos, coverUrl: row.photos[0]?.url ?? '' };
}

/** What a card shows: open albums only (the query asks for those), and on the card page only those with photos. */
export function visibleAlbums(albums: TOpenAlbum[], opts: { withPhotosOnly: boolean }): TOpenAlbum[] {
  return opts.withPhotosOnly ? albums.filter((a) => a.photos.length > 0) : albums;
}

/** Album photos are stored under `albums/`; the storage key of one of our URLs, or null for anything else. */
export function photoKeyOf(url: string): string | null {
  const m = /\/(albums\/[A-Za-z0-9_-]+\.(?:webp|png))$/.exec(url);
  return m ? m[1] : null;
}
