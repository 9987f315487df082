import type { TOwnMiniLink } from '@card/contract';
import { formatDateTime, fromBeijingInput, toBeijingInput } from '../../lib/datetime';

/**
 * Schedules are typed and shown in Beijing time whatever the phone's own zone (lib/datetime), and sent as epoch
 * milliseconds (stored UTC). `datetime-local` inputs carry `YYYY-MM-DDTHH:mm`.
 */
export const toChinaInput = (iso: string | null): string => toBeijingInput(iso);
export const fromChinaInput = (v: string): number | undefined => (fromBeijingInput(v) ? Date.parse(fromBeijingInput(v)) : undefined);
export const chinaText = (iso: string): string => formatDateTime(iso);

/** What a visitor gets now, as the server decides it (links.rules linkVisibleAt): on, switched off, not on yet, ended. */
export type LinkState = 'on' | 'off' | 'waiting' | 'ended';
export function linkStateAt(l: Pick<TOwnMiniLink, 'enabled' | 'onAt' | 'offAt'>, nowMs: number): LinkState {
  if (!l.enabled) return 'off';
  if (l.onAt && nowMs < Date.parse(l.onAt)) return 'waiting';
  if (l.offAt && nowMs >= Date.parse(l.offAt)) return 'ended';
  return 'on';
}
