// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, MULTIPART, r } from './route-entry';

/** The album area's calls. */
export const albumRoutes = {
  getAlbumsByOpen: r('GET', '/photo/getAlbumsByOpen.xhtml', undefined, 'main'),
  findMyAlbums: r('POST', '/photo/findMyAlbums.xhtml', FORM, 'main'),
  addAlbum: r('POST', '/photo/addAlbum.xhtml', FORM, 'main', true),
  updateAlbum: r('POST', '/photo/updateAlbum.xhtml', FORM, 'main'),
  delAlbum: r('POST', '/photo/delAlbum.xhtml', FORM, 'main'),
  sortAlbum: r('POST', '/photo/sortAlbum.xhtml', FORM, 'main'),
  findAlbumPhotos: r('POST', '/photo/findAlbumPhotos.xhtml', FORM, 'main'),
  uploadAlbumPhoto: r('POST', '/photo/uploadAlbumPhoto.xhtml', MULTIPART, 'main'),
  delAlbumPhoto: r('POST', '/photo/delAlbumPhoto.xhtml', FORM, 'main'),
  sortAlbumPhoto: r('POST', '/photo/sortAlbumPhoto.xhtml', FORM, 'main'),
};
