/** Client paths of the album area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const albumPaths = {
  // --- album area paths ---
  albums: '/photo/albums',
  album: (albumId: string) => `/photo/albums/${encodeURIComponent(albumId)}`,
  albumPattern: '/photo/albums/:albumId',
} as const;
