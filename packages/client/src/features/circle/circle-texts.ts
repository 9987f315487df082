import { errorText, type ErrorCode } from '@card/contract';
import { currentLang } from '../../lib/i18n';
import { formatDateTime } from '../../lib/datetime';

/** A refusal code the server sent ahead (viewer permissions, pay info) as its catalogue text in the interface language. */
export const reasonText = (code: string | null) => (code ? errorText(code as ErrorCode, currentLang()) : '');

/**
 * A time as Beijing time, whatever the phone's own zone (the receipt states its zone): lib/datetime's one date-time
 * format per language ("2026-11-29 14:05" / "29 Nov 2026, 14:05").
 */
export const beijingDateTime = (iso: string): string => formatDateTime(iso);
