import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { albumService } from './album.service';

const s = initServer();

export function albumRouter(ctx: AppContext) {
  const albums = albumService(ctx);
  return s.router(contract.album, {
    getAlbumsByOpen: open(({ query }) => albums.openAlbumsByCard(query.phoneIdEcr)),
    findMyAlbums: signedIn((_, userId) => albums.myAlbums(userId)),
    addAlbum: signedIn(({ body }, userId) => albums.addAlbum(userId, body)),
    updateAlbum: signedIn(({ body: { id, ...input } }, userId) => albums.updateAlbum(userId, id, input)),
    delAlbum: signedIn(({ body }, userId) => albums.deleteAlbum(userId, body.id)),
    sortAlbum: signedIn(({ body }, userId) => albums.sortAlbums(userId, body.ids)),
    findAlbumPhotos: signedIn(({ body }, userId) => albums.albumPhotos(userId, body.albumId)),
    uploadAlbumPhoto: signedIn(({ body }, userId) => albums.uploadPhoto(userId, body.albumId, body.file)),
    delAlbumPhoto: signedIn(({ body }, userId) => albums.deletePhoto(userId, body.id)),
    sortAlbumPhoto: signedIn(({ body }, userId) => albums.sortPhotos(userId, body.albumId, body.ids)),
  });
}
