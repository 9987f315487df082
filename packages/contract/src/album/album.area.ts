import { defineArea } from '../common/define-area';
import { ALBUM_ERRORS } from './album.errors';
import { ALBUM_LIMITS } from './album.limits';

/** The album area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const albumArea = defineArea({
  key: 'album',
  errors: ALBUM_ERRORS,
  limits: { album: ALBUM_LIMITS },
});
