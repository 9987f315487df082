import { ApiError } from '../../lib/api';

/**
 * What the payment sheet says after a refusal. The server counts wrong transaction passwords in one place
 * (security.rules txGuessError): TX_PWD_WRONG carries `data.failuresLeft`, LOCKED carries `data.lockedUntil` (ISO).
 * The catalogue's messages take no values, so the sheet writes those numbers in the reader's language itself.
 */
export type TxPwdRefusal = { kind: 'wrong'; left: number } | { kind: 'locked'; until: string } | { kind: 'other'; message: string };

export function txPwdRefusal(err: unknown): TxPwdRefusal | null {
  if (!err) return null;
  if (!(err instanceof ApiError)) return { kind: 'other', message: err instanceof Error ? err.message : String(err) };
  const data = (err.data ?? {}) as { failuresLeft?: unknown; lockedUntil?: unknown };
  if (err.code === 'TX_PWD_WRONG' && typeof data.failuresLeft === 'number') return { kind: 'wrong', left: data.failuresLeft };
  if (err.code === 'LOCKED' && typeof data.lockedUntil === 'string') return { kind: 'locked', until: data.lockedUntil };
  return { kind: 'other', message: err.message };
}

/**
 * An unlock time as the sheet shows it: in Beijing time whatever the phone's zone (the lock is a platform rule, and
 * the text names the zone), in the app's one date-time format. Moved to lib/datetime (issue 32, item 9).
 */
export { formatDateTime as beijingTime } from '../../lib/datetime';
