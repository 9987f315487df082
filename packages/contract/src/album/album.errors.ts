import { e, type CatalogueEntry } from '../common/error-entry';

/** The album area's catalogue entries; the area's manifest (album.area.ts) adds them to the catalogue. */
export const ALBUM_ERRORS = {
  // --- album area (1091xxx): add below this line ---
  ALBUMS_FULL: e(1091001, 400, '相册数量已达上限', 'The album limit is reached'),
  ALBUM_PHOTOS_FULL: e(1091002, 400, '该相册的照片已达上限', 'This album already holds the most photos allowed'),
  ALBUM_SORT_MISMATCH: e(1091003, 400, '排序须包含全部相册或照片且不能重复', 'The order must list every album or photo exactly once'),
} as const satisfies Record<string, CatalogueEntry>;
