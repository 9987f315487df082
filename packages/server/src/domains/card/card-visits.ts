import type { AppContext } from '../../context';
import { singleFlight, type SingleFlight } from '../../lib/single-flight';
import { cardRepository } from './card.repository';
import { ANON_VISIT_RULE, anonVisitBudgetKey, countsAsVisit, visitDedupStart, visitorKeyOf } from './card-visits.rules';

export interface VisitInput { ownerId: string; viewerId: string | null; address: string }

/**
 * The one place a visit is written (a later change may batch these writes behind the same function). At most one row
 * per visitor per card per `LIMITS.card.visitDedupMinutes`, and an anonymous address writes at most
 * `LIMITS.card.anonymousVisitWritesPerHour` rows an hour over all cards; past that the card is still served, the visit
 * just is not written. Answers whether a row was written.
 */
export async function recordVisit(ctx: AppContext, v: VisitInput): Promise<boolean> {
  if (!countsAsVisit(v.ownerId, v.viewerId)) return false;
  const visitorKey = visitorKeyOf(v.viewerId, v.address);
  // Simultaneous opens by one visitor (a burst of reloads) would all pass the "already counted?" read before any
  // write: the first one decides, the others wait for it and write nothing.
  let flights = inFlight.get(ctx);
  if (!flights) inFlight.set(ctx, (flights = singleFlight<boolean>()));
  const { promise, joined } = flights.run(`${v.ownerId}|${visitorKey}`, () => writeVisit(ctx, v, visitorKey));
  return joined ? promise.then(() => false, () => false) : promise;
}

const inFlight = new WeakMap<AppContext, SingleFlight<boolean>>();

async function writeVisit(ctx: AppContext, v: VisitInput, visitorKey: string): Promise<boolean> {
  const repo = cardRepository(ctx.db);
  const now = ctx.clock.now();
  if (await repo.visitedSince(v.ownerId, visitorKey, visitDedupStart(now))) return false;
  // The budget is spent only by visits that would be written: repeats of a counted visit cost nothing.
  if (!v.viewerId && (await ctx.limiter.take([{ key: anonVisitBudgetKey(v.address), rule: ANON_VISIT_RULE }]))) return false;
  await repo.recordVisit({ id: ctx.ids.id(), ownerId: v.ownerId, visitorId: v.viewerId, visitorKey, createdAt: now });
  return true;
}
