// The album area's limits: part of `LIMITS` (added by the area's manifest, album.area.ts), read as `LIMITS.album.<name>`.
/** Albums (module 46), ours: like the circle limits, so a card's album strip stays short enough to browse. */
export const ALBUM_LIMITS = {
  albumsPerUser: 20,
  photosPerAlbum: 60,
  nameMin: 1,
  nameMax: 15,
} as const;
