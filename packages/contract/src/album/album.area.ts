import { defineArea } from '../common/define-area';
import { albumTables } from './album.tables';
import { ALBUM_LABELS } from './album.schemas';
import { albumContract } from './album.contract';

/** The album area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const albumArea = defineArea({ tables: albumTables, labels: ALBUM_LABELS, router: albumContract });
