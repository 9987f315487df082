import { LIMITS, type TAlbumPhoto, type TAlbumSummary, type TOpenAlbum } from '@card/contract';
import { parseThumbs } from '../../core/images';
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
  const cover = row.photos[0];
  // The cover is shown small: its middle thumbnail when the photo has one.
  return { id: row.id, name: row.name, isOpen: row.isOpen, photoCount: row._count.photos, coverUrl: cover ? (parseThumbs(cover.thumbs).m ?? cover.url) : '' };
}

/** A photo row as the contract shows it: thumbnails parsed (`{}` for photos stored before thumbnails). */
export const toPhoto = (row: { id: string; url: string; thumbs: string }): TAlbumPhoto => ({ id: row.id, url: row.url, thumbs: parseThumbs(row.thumbs) });

type OpenAlbumRow = Omit<TOpenAlbum, 'photos'> & { photos: { id: string; url: string; thumbs: string }[] };

/** What a card shows: open albums only (the query asks for those), and on the card page only those with photos. */
export function visibleAlbums(rows: OpenAlbumRow[], opts: { withPhotosOnly: boolean }): TOpenAlbum[] {
  const albums = rows.map((a) => ({ ...a, photos: a.photos.map(toPhoto) }));
  return opts.withPhotosOnly ? albums.filter((a) => a.photos.length > 0) : albums;
}

/** Album photos are stored under `albums/`; the storage key of one of our URLs, or null for anything else. */
export function photoKeyOf(url: string): string | null {
  const m = /\/(albums\/[A-Za-z0-9_-]+\.(?:webp|png))$/.exec(url);
  return m ? m[1] : null;
}
