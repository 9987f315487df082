import { formatDate as date, formatDateTime } from '../../lib/datetime';

/** Dates travel as ISO strings; the screens write them as lib/datetime does (the reader's language, Beijing time). */
export const formatDate = (iso: string | null | undefined): string => date(iso);
export const formatTime = (iso: string | null | undefined): string => formatDateTime(iso);

/** How many fen the wallet lacks for an amount (0 when it is enough). */
export const shortOf = (availableFen: number, amountFen: number) => Math.max(0, amountFen - availableFen);
