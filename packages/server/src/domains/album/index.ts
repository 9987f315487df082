/** The album domain's public entry: the open albums a shared card shows. */
export { openAlbums, albumsWithPhotos } from './album.service';
