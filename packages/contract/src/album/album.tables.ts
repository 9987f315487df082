import { defineTables } from '../common/define-area';
import { ALBUM_ERRORS } from './album.errors';
import { ALBUM_LIMITS } from './album.limits';

/** The album area's tables: its error codes and limit groups (common/define-area.ts; held by album.area.ts). */
export const albumTables = defineTables({
  key: 'album',
  errors: ALBUM_ERRORS,
  limits: { album: ALBUM_LIMITS },
});
