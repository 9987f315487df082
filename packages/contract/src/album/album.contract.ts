import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { ZIdBody } from '../common/bodies';
import { c, formPost, meta } from '../common/contract-builder';
import { imageUpload } from '../common/uploads';
import {
  ZAddAlbumBody,
  ZAlbumPhoto,
  ZAlbumPhotos,
  ZAlbumRefBody,
  ZAlbumSummary,
  ZOpenAlbum,
  ZOpenAlbumsQuery,
  ZSortAlbumsBody,
  ZSortPhotosBody,
  ZUpdateAlbumBody,
  ZUploadPhotoBody,
} from './album.schemas';

/** The owner's calls belong to module 46 (album): the permission guard locks them with the module. */
const ALBUM_MODULE = { module: 46 } as const;

const MULTIPART = 'multipart/form-data' as const;
const ZDeleted = z.object({ id: z.string() });

/**
 * Photo albums (module 46). The spec names one call, `GET /photo/getAlbumsByOpen` (what a visitor sees); the
 * owner's management calls are ours, under the same `/photo/` prefix. Someone else's ids are NOT_FOUND.
 */
export const albumContract = c.router(
  {
    getAlbumsByOpen: {
      method: 'GET',
      path: '/photo/getAlbumsByOpen.xhtml',
      query: ZOpenAlbumsQuery,
      responses: { 200: envelope(z.array(ZOpenAlbum)) },
      metadata: meta('public'),
      summary: "The open albums of a card in the owner's order, each with its photos in order; closed albums never appear",
    },
    findMyAlbums: formPost('/photo/findMyAlbums.xhtml', ZNoBody, z.array(ZAlbumSummary), 'user', {
      needs: ALBUM_MODULE,
      summary: "The caller's albums, open and closed, with photo counts and covers",
    }),
    addAlbum: formPost('/photo/addAlbum.xhtml', ZAddAlbumBody, ZAlbumSummary, 'user', { summary: 'Creates a photo album', needs: { ...ALBUM_MODULE, idempotent: true } }),
    updateAlbum: formPost('/photo/updateAlbum.xhtml', ZUpdateAlbumBody, ZAlbumSummary, 'user', { needs: ALBUM_MODULE, summary: 'Rename an album and set whether visitors see it' }),
    delAlbum: formPost('/photo/delAlbum.xhtml', ZIdBody, ZDeleted, 'user', { needs: ALBUM_MODULE, summary: 'Delete an album with its photos and their stored files' }),
    sortAlbum: formPost('/photo/sortAlbum.xhtml', ZSortAlbumsBody, z.array(ZAlbumSummary), 'user', {
      needs: ALBUM_MODULE,
      summary: "Reorder the albums: `ids` must be exactly the caller's album ids, each once",
    }),
    findAlbumPhotos: formPost('/photo/findAlbumPhotos.xhtml', ZAlbumRefBody, ZAlbumPhotos, 'user', { summary: "A page of an album's photos", needs: ALBUM_MODULE }),
    uploadAlbumPhoto: {
      method: 'POST',
      path: '/photo/uploadAlbumPhoto.xhtml',
      contentType: MULTIPART,
      body: ZUploadPhotoBody,
      responses: { 200: envelope(ZAlbumPhoto) },
      metadata: meta('user', 'main', { ...ALBUM_MODULE, upload: imageUpload('albumPhoto') }),
      summary: 'Add a photo at the end of an album; multipart fields `albumId` and `file`',
    },
    delAlbumPhoto: formPost('/photo/delAlbumPhoto.xhtml', ZIdBody, ZDeleted, 'user', { summary: 'Deletes a photo from an album', needs: ALBUM_MODULE }),
    sortAlbumPhoto: formPost('/photo/sortAlbumPhoto.xhtml', ZSortPhotosBody, z.array(ZAlbumPhoto), 'user', {
      needs: ALBUM_MODULE,
      summary: 'Reorder the photos of one album: `ids` must be exactly its photo ids, each once',
    }),
  },
  { commonResponses },
);
