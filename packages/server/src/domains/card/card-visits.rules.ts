import { LIMITS } from '@card/contract';
import { sha256 } from '../../lib/hash';
import type { RateRule } from '../../core/rate';

const MINUTE = 60_000;

/**
 * Who a visit is counted for: the signed-in user, else the client address (already resolved through the trusted
 * proxies only). Never the user agent or other headers: a caller varies those freely, and each variation used to
 * count as a new visitor. Hashed, so the table holds no addresses.
 */
export const visitorKeyOf = (viewerId: string | null, address: string) => sha256(viewerId ? `user:${viewerId}` : `addr:${address}`);

/** Visits of the same visitor to the same card at or after this instant make no new row. */
export const visitDedupStart = (now: Date) => new Date(now.getTime() - LIMITS.card.visitDedupMinutes * MINUTE);

/** The budget of visits one anonymous address may write per hour, over all cards (the rate facility counts it). */
export const ANON_VISIT_RULE: RateRule = { max: LIMITS.card.anonymousVisitWritesPerHour, windowMs: 60 * MINUTE };
export const anonVisitBudgetKey = (address: string) => `visit:addr:${address}`;

/** The owner's own views are never visits. */
export const countsAsVisit = (ownerId: string, viewerId: string | null) => viewerId !== ownerId;

export interface VisitRow { id: string; ownerId: string; visitorId: string | null; visitorKey: string; createdAt: Date }

/**
 * The rows of a batch to write: one per visitor and card within the window, counting visits already in the
 * database (`existing`) and earlier rows of the same batch. Pure, so the window's edges are unit-tested.
 */
export function newVisitsOf(batch: VisitRow[], existing: Pick<VisitRow, 'ownerId' | 'visitorKey' | 'createdAt'>[]): VisitRow[] {
  const last = new Map<string, number>();
  const remember = (v: Pick<VisitRow, 'ownerId' | 'visitorKey' | 'createdAt'>) => {
    const key = `${v.ownerId}|${v.visitorKey}`;
    last.set(key, Math.max(last.get(key) ?? -Infinity, v.createdAt.getTime()));
  };
  existing.forEach(remember);
  const rows: VisitRow[] = [];
  for (const v of [...batch].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const seen = last.get(`${v.ownerId}|${v.visitorKey}`);
    if (seen !== undefined && seen >= visitDedupStart(v.createdAt).getTime()) continue;
    rows.push(v);
    remember(v);
  }
  return rows;
}
