import { errorText, type ErrorCode } from '@card/contract';
import { currentLang } from '../../lib/i18n';

/** A refusal code the server sent ahead (viewer permissions, pay info) as its catalogue text in the interface language. */
export const reasonText = (code: string | null) => (code ? errorText(code as ErrorCode, currentLang()) : '');

/**
 * A time as Beijing time, whatever the phone's own zone (the receipt states its zone): "2026-11-29 14:05" in both
 * languages, the one date format the app uses per language for full timestamps.
 */
export function beijingDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}
