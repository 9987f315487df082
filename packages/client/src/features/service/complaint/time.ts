import { formatDateTime } from '../../../lib/datetime';

/** A complaint's time in Beijing time in the reader's language ('' for junk; lib/datetime: one format throughout). */
export const shortTime = (iso: string): string => formatDateTime(iso);
