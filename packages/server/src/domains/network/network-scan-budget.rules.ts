import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** China's day (UTC+8, no daylight saving): the budget starts over at midnight where the users are. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The start of the China day `now` falls in. Pure. */
export const chinaDayStart = (now: Date) => new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);

/** A new scan needs room in the day's budget (`used`: the scans already started today). */
export function assertScanBudget(used: number) {
  if (used >= LIMITS.network.scansPerDay) throw new DomainError('SCAN_DAILY_BUDGET', { field: 'file' });
}

/** A paper contact needs room in the address book. */
export function assertPaperContactRoom(saved: number) {
  if (saved >= LIMITS.network.paperContactsMax) throw new DomainError('SCAN_CONTACTS_FULL', { field: 'id' });
}
