import type { TOwnMiniLink } from '@card/contract';

/**
 * Schedules are typed and shown in China time (UTC+8, no daylight saving) whatever the phone's own zone, and sent
 * as epoch milliseconds (stored UTC). `datetime-local` inputs carry `YYYY-MM-DDTHH:mm`.
 */
const CHINA_MS = 8 * 3_600_000;

export const toChinaInput = (iso: string | null): string => (iso ? new Date(Date.parse(iso) + CHINA_MS).toISOString().slice(0, 16) : '');
export const fromChinaInput = (v: string): number | undefined => (v ? Date.parse(`${v}:00+08:00`) : undefined);
export const chinaText = (iso: string): string => toChinaInput(iso).replace('T', ' ');

/** What a visitor gets now, as the server decides it (links.rules linkVisibleAt): on, switched off, not on yet, ended. */
export type LinkState = 'on' | 'off' | 'waiting' | 'ended';
export function linkStateAt(l: Pick<TOwnMiniLink, 'enabled' | 'onAt' | 'offAt'>, nowMs: number): LinkState {
  if (!l.enabled) return 'off';
  if (l.onAt && nowMs < Date.parse(l.onAt)) return 'waiting';
  if (l.offAt && nowMs >= Date.parse(l.offAt)) return 'ended';
  return 'on';
}
