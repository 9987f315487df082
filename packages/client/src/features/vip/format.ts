import { currentLang } from '../../lib/i18n';

/** Dates travel as ISO strings; the screen writes them in the reader's language and the phone's time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(currentLang(), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(currentLang(), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false })
    .format(new Date(iso));
}

/** How many fen the wallet lacks for an amount (0 when it is enough). */
export const shortOf = (availableFen: number, amountFen: number) => Math.max(0, amountFen - availableFen);
