import { z } from 'zod';
import { fBool, fCsv, fFile, fId, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { label, type AreaLabels } from '../common/labels';

/** Photo albums (module 46); their limits are `LIMITS.album`. */

/** `thumbs`: the photo's thumbnails by size (see LIMITS.content.thumbSizes); `{}` for photos stored before them. */
export const ZAlbumPhoto = z.object({ id: z.string(), url: z.string(), thumbs: z.object({ s: z.string(), m: z.string(), l: z.string() }).partial() });
export type TAlbumPhoto = z.infer<typeof ZAlbumPhoto>;

/** An open album as a visitor sees it: its photos in the owner's order. */
export const ZOpenAlbum = z.object({ id: z.string(), name: z.string(), photos: z.array(ZAlbumPhoto) });
export type TOpenAlbum = z.infer<typeof ZOpenAlbum>;

/** One of the owner's albums in the management list: the first photo is its cover ('' while empty). */
export const ZAlbumSummary = z.object({
  id: z.string(),
  name: z.string(),
  isOpen: z.boolean(),
  photoCount: z.number(),
  coverUrl: z.string(),
});
export type TAlbumSummary = z.infer<typeof ZAlbumSummary>;

export const ZAlbumPhotos = z.object({
  album: z.object({ id: z.string(), name: z.string(), isOpen: z.boolean() }),
  photos: z.array(ZAlbumPhoto),
});
export type TAlbumPhotos = z.infer<typeof ZAlbumPhotos>;

export const ZOpenAlbumsQuery = z.object({ phoneIdEcr: fId() });

export const zAlbumName = fText(LIMITS.album.nameMin, LIMITS.album.nameMax);

/** A new album is open unless the owner says otherwise: albums exist to be shown on the card. */
export const ZAddAlbumBody = z.object({ name: zAlbumName, isOpen: fBool().default(true) });
export type TAddAlbumBody = z.input<typeof ZAddAlbumBody>;
/** An edit replaces both fields, so the screen always sends the name with the switch and vice versa. */
export const ZUpdateAlbumBody = z.object({ id: fId(), name: zAlbumName, isOpen: fBool() });
export type TUpdateAlbumBody = z.input<typeof ZUpdateAlbumBody>;

export const ZAlbumRefBody = z.object({ albumId: fId() });

/** The new order: exactly the caller's album ids, each once, comma-joined. */
export const ZSortAlbumsBody = z.object({ ids: fCsv(fId(), LIMITS.album.albumsPerUser) });
/** The new order of one album: exactly its photo ids, each once, comma-joined. */
export const ZSortPhotosBody = z.object({ albumId: fId(), ids: fCsv(fId(), LIMITS.album.photosPerAlbum) });

/**
 * A photo upload (multipart: `albumId` and `file`). The file is a Buffer from the multipart plugin; its type is
 * decided by its bytes on the server, never by its name.
 */
export const ZUploadPhotoBody = z.object({
  albumId: fId(),
  file: fFile(),
});

/** Field labels of the album area. */
export const ALBUM_LABELS: AreaLabels = {
  fields: {
    name: label('相册名称', 'album name'),
    isOpen: label('对访客公开', 'visible to visitors'),
    albumId: label('相册', 'album'),
    file: label('照片', 'photo'),
  },
  calls: {
    delAlbum: { id: label('相册', 'album') },
    delAlbumPhoto: { id: label('照片', 'photo') },
    sortAlbum: { ids: label('相册顺序', 'album order') },
    sortAlbumPhoto: { ids: label('照片顺序', 'photo order') },
  },
};
