import type { Lang } from '@card/contract';
import { activeLang } from './i18n';

/**
 * The one way the app writes dates and times (issue 32, item 9). The platform runs on Beijing time: a VIP expiry, an
 * activity's start or a lock's end mean the same instant for everyone, so every time is shown in Asia/Shanghai
 * whatever zone the phone is set to (Intl's timeZone, not the phone's), and datetime-local inputs are read and
 * written in it too. One format per language:
 *   zh-CN  date "2026-12-06"     date-time "2026-12-06 14:00"
 *   en     date "6 Dec 2026"     date-time "6 Dec 2026, 14:00"
 * plus a relative form for feeds ("5分钟前" / "5 minutes ago", then the date-time).
 * Month names are written here rather than taken from Intl: ICU versions differ ("Sep" vs "Sept"), the texts must not.
 * A unit test (datetime.guard.test.ts) fails when src/ calls toLocale*String or formats dates another way.
 */
export const BEIJING_ZONE = 'Asia/Shanghai';
export type When = string | number | Date;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const fmt = new Intl.DateTimeFormat('en-US', {
  timeZone: BEIJING_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}
const instant = (when: When) => (when instanceof Date ? when : new Date(when));

/** The wall clock in Beijing at an instant. */
export function beijingParts(when: When): Parts {
  const got: Record<string, number> = {};
  for (const p of fmt.formatToParts(instant(when))) if (p.type !== 'literal') got[p.type] = Number(p.value);
  return { year: got.year!, month: got.month!, day: got.day!, hour: got.hour! % 24, minute: got.minute! };
}

const two = (n: number) => String(n).padStart(2, '0');
const valid = (when: When | null | undefined): when is When => when !== null && when !== undefined && when !== '' && !Number.isNaN(instant(when).getTime());

/** "2026-12-06" / "6 Dec 2026"; '' for nothing (or junk), so optional dates need no guard at the call. */
export function formatDate(when: When | null | undefined, lang: Lang = activeLang()): string {
  if (!valid(when)) return '';
  const p = beijingParts(when);
  return lang === 'en' ? `${p.day} ${MONTHS_EN[p.month - 1]} ${p.year}` : `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** "2026-12-06 14:00" / "6 Dec 2026, 14:00". */
export function formatDateTime(when: When | null | undefined, lang: Lang = activeLang()): string {
  if (!valid(when)) return '';
  const p = beijingParts(when);
  const hm = `${two(p.hour)}:${two(p.minute)}`;
  return lang === 'en' ? `${formatDate(when, lang)}, ${hm}` : `${formatDate(when, lang)} ${hm}`;
}

/** "14:00": a time of day in Beijing (for a row whose date is already shown). */
export function formatTime(when: When | null | undefined): string {
  if (!valid(when)) return '';
  const p = beijingParts(when);
  return `${two(p.hour)}:${two(p.minute)}`;
}

/**
 * Recent instants relative ("刚刚", "5分钟前", "3小时前" / "just now", "5 minutes ago", "3 hours ago"), older ones
 * (a day or more, or in the future) as the date-time: a feed reads naturally and never says "26 hours ago".
 */
export function formatRelative(when: When | null | undefined, now: When = Date.now(), lang: Lang = activeLang()): string {
  if (!valid(when)) return '';
  const ago = instant(now).getTime() - instant(when).getTime();
  if (ago < 0 || ago >= 24 * 3600_000) return formatDateTime(when, lang);
  if (ago < 60_000) return lang === 'en' ? 'just now' : '刚刚';
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  return ago < 3600_000 ? rtf.format(-Math.floor(ago / 60_000), 'minute') : rtf.format(-Math.floor(ago / 3600_000), 'hour');
}

/** An instant as a datetime-local input's value in Beijing time ("2026-12-06T14:00"); '' for nothing. */
export function toBeijingInput(when: When | null | undefined): string {
  if (!valid(when)) return '';
  const p = beijingParts(when);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * A datetime-local value read as Beijing time, as an ISO instant ("2026-12-06T14:00" → "2026-12-06T06:00:00.000Z");
 * '' for an empty or malformed value. China keeps no daylight saving, so Beijing is always UTC+8.
 */
export function fromBeijingInput(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return '';
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h - 8, mi, m[6] ? Number(m[6]) : 0);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}
