import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { albumService } from './album.service';

const s = initServer();

export function albumRouter(ctx: AppContext) {
  const albums = albumService(ctx);
  return s.router(contract.album, {
    getAlbumsByOpen: async ({ query, request }) => ok(request.lang, await albums.openAlbumsByCard(query.phoneIdEcr)),
    findMyAlbums: async ({ request }) => ok(request.lang, await albums.myAlbums(userIdOf(request))),
    addAlbum: async ({ body, request }) => ok(request.lang, await albums.addAlbum(userIdOf(request), body)),
    updateAlbum: async ({ body: { id, ...input }, request }) => ok(request.lang, await albums.updateAlbum(userIdOf(request), id, input)),
    delAlbum: async ({ body, request }) => ok(request.lang, await albums.deleteAlbum(userIdOf(request), body.id)),
    sortAlbum: async ({ body, request }) => ok(request.lang, await albums.sortAlbums(userIdOf(request), body.ids)),
    findAlbumPhotos: async ({ body, request }) => ok(request.lang, await albums.albumPhotos(userIdOf(request), body.albumId)),
    uploadAlbumPhoto: async ({ body, request }) => ok(request.lang, await albums.uploadPhoto(userIdOf(request), body.albumId, body.file)),
    delAlbumPhoto: async ({ body, request }) => ok(request.lang, await albums.deletePhoto(userIdOf(request), body.id)),
    sortAlbumPhoto: async ({ body, request }) => ok(request.lang, await albums.sortPhotos(userIdOf(request), body.albumId, body.ids)),
  });
}
