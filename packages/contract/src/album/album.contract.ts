import { z } from 'zod';
import { commonResponses, envelope, ZNoBody } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import {
  ZAddAlbumBody, ZAlbumItemBody, ZAlbumPhoto, ZAlbumPhotos, ZAlbumRefBody, ZAlbumSummary, ZOpenAlbum, ZOpenAlbumsQuery,
  ZSortAlbumsBody, ZSortPhotosBody, ZUpdateAlbumBody, ZUploadPhotoBody,
} from './album.schemas';

const MULTIPART = 'multipart/form-data' as const;
const ZDeleted = z.object({ id: z.string() });

/**
 * Photo albums (module 46). The spec names one call, `GET /photo/getAlbumsByOpen` (what a visitor sees); the
 * owner's management calls are ours, under the same `/photo/` prefix. Someone else's ids are NOT_FOUND.
 */
export const albumContract = c.router(
  {
    getAlbumsByOpen: {
      method: 'GET', path: '/photo/getAlbumsByOpen.xhtml', query: ZOpenAlbumsQuery,
      responses: { 200: envelope(z.array(ZOpenAlbum)) }, metadata: meta('public'),
      summary: 'The open albums of a card in the owner\'s order, each with its photos in order; closed albums never appear',
    },
    findMyAlbums: {
      method: 'POST', path: '/photo/findMyAlbums.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(z.array(ZAlbumSummary)) }, metadata: meta('user'),
      summary: 'The caller\'s albums, open and closed, with photo counts and covers',
    },
    addAlbum: {
      method: 'POST', path: '/photo/addAlbum.xhtml', contentType: FORM, body: ZAddAlbumBody,
      responses: { 200: envelope(ZAlbumSummary) }, metadata: meta('user'),
    },
    updateAlbum: {
      method: 'POST', path: '/photo/updateAlbum.xhtml', contentType: FORM, body: ZUpdateAlbumBody,
      responses: { 200: envelope(ZAlbumSummary) }, metadata: meta('user'),
      summary: 'Rename an album and set whether visitors see it',
    },
    delAlbum: {
      method: 'POST', path: '/photo/delAlbum.xhtml', contentType: FORM, body: ZAlbumItemBody,
      responses: { 200: envelope(ZDeleted) }, metadata: meta('user'),
      summary: 'Delete an album with its photos and their stored files',
    },
    sortAlbum: {
      method: 'POST', path: '/photo/sortAlbum.xhtml', contentType: FORM, body: ZSortAlbumsBody,
      responses: { 200: envelope(z.array(ZAlbumSummary)) }, metadata: meta('user'),
      summary: 'Reorder the albums: `ids` must be exactly the caller\'s album ids, each once',
    },
    findAlbumPhotos: {
      method: 'POST', path: '/photo/findAlbumPhotos.xhtml', contentType: FORM, body: ZAlbumRefBody,
      responses: { 200: envelope(ZAlbumPhotos) }, metadata: meta('user'),
    },
    uploadAlbumPhoto: {
      method: 'POST', path: '/photo/uploadAlbumPhoto.xhtml', contentType: MULTIPART, body: ZUploadPhotoBody,
      responses: { 200: envelope(ZAlbumPhoto) }, metadata: meta('user'),
      summary: 'Add a photo at the end of an album; multipart fields `albumId` and `file`',
    },
    delAlbumPhoto: {
      method: 'POST', path: '/photo/delAlbumPhoto.xhtml', contentType: FORM, body: ZAlbumItemBody,
      responses: { 200: envelope(ZDeleted) }, metadata: meta('user'),
    },
    sortAlbumPhoto: {
      method: 'POST', path: '/photo/sortAlbumPhoto.xhtml', contentType: FORM, body: ZSortPhotosBody,
      responses: { 200: envelope(z.array(ZAlbumPhoto)) }, metadata: meta('user'),
      summary: 'Reorder the photos of one album: `ids` must be exactly its photo ids, each once',
    },
  },
  { commonResponses },
);
