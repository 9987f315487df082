/** The album domain's public entry: the open albums a shared card shows. */
export { openAlbums } from './album.service';
