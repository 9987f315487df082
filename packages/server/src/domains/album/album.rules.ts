import { ALBUM_LIMITS, type TAlbumSummary, type TOpenAlbum } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { AlbumSummaryRow } from './album.repository';

/** One more album fits only while the owner has fewer than the limit. */
export function assertAlbumRoom(albums: number) {
  if (albums >= ALBUM_LIMITS.albumsPerUser) throw new DomainError('ALBUMS_FULL');
}

/** One more photo fits only while the album holds fewer than the limit. */
export function assertPhotoRoom(photos: number) {
  if (photos >= ALBUM_LIMITS.photosPerAlbum) throw new DomainError('ALBUM_PHOTOS_FULL', { field: 'file' });
}

/** New albums and photos go to the end of their list. */
export const nextSort = (sorts: number[]) => (sorts.length ? Math.max(...sorts) + 1 : 0);

/**
 * A new order must name exactly the items it reorders, each once. An id that is not among them (someone else's,
 * or none at all) is NOT_FOUND like anywhere else; gaps or repeats are a mismatch.
 */
export function checkOrder(requested: string[], owned: string[]): string[] {
  const mine = new Set(owned);
  if (requested.some((id) => !mine.has(id))) throw new DomainError('NOT_FOUND', { field: 'ids' });
  if (new Set(requested).size !== requested.length || requested.length !== owned.length) {
    throw new DomainError('ALBUM_SORT_MISMATCH', { field: 'ids' });
  }
  return requested;
}

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
