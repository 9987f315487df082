import { formatDateTime } from '../../../lib/datetime';

/** A record's time in Beijing time in the reader's language (lib/datetime: one format throughout). */
export const when = (iso: string): string => formatDateTime(iso);
