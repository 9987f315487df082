import type { Lang } from '@card/contract';
import { ApiError } from '../../lib/api';

/**
 * What the payment sheet says after a refusal. The server counts wrong transaction passwords in one place
 * (security.rules txGuessError): TX_PWD_WRONG carries `data.failuresLeft`, LOCKED carries `data.lockedUntil` (ISO).
 * The catalogue's messages take no values, so the sheet writes those numbers in the reader's language itself.
 */
export type TxPwdRefusal =
  | { kind: 'wrong'; left: number }
  | { kind: 'locked'; until: string }
  | { kind: 'other'; message: string };

export function txPwdRefusal(err: unknown): TxPwdRefusal | null {
  if (!err) return null;
  if (!(err instanceof ApiError)) return { kind: 'other', message: err instanceof Error ? err.message : String(err) };
  const data = (err.data ?? {}) as { failuresLeft?: unknown; lockedUntil?: unknown };
  if (err.code === 'TX_PWD_WRONG' && typeof data.failuresLeft === 'number') return { kind: 'wrong', left: data.failuresLeft };
  if (err.code === 'LOCKED' && typeof data.lockedUntil === 'string') return { kind: 'locked', until: data.lockedUntil };
  return { kind: 'other', message: err.message };
}

/**
 * An unlock time as the sheet shows it, "12-01 14:05" in Beijing time whatever the phone's zone (the lock is a
 * platform rule, and the text names the zone); English writes "Dec 1, 14:05".
 */
export function beijingTime(iso: string, lang: Lang): string {
  const parts = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', {
    timeZone: 'Asia/Shanghai', month: lang === 'en' ? 'short' : '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return lang === 'en' ? `${p('month')} ${Number(p('day'))}, ${p('hour')}:${p('minute')}` : `${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}
