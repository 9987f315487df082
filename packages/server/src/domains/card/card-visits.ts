import { LIMITS, type VisitorDevice } from '@card/contract';
import { liveEvents } from '../../core/live';
import type { AppContext } from '../../context';
import { perApp } from '../../lib/per-app';
import { writeBehind, type Drop, type WriteBehind } from '../../lib/write-behind';
import { registerWriteBehind } from '../../lib/write-behind-drops';
import { recentClaims, type RecentClaims } from '../../lib/recent-claims';
import { fileSpool, spoolDirOf } from '../../lib/write-behind-spool';
import { directSql } from '../../core/direct-sql';
import { redisNameOf, redisOf } from '../../core/redis';
import { redisWriteBehind } from '../../core/redis-write-behind';
import { visitBatchStatement } from './card.repository';
import {
  ANON_VISIT_RULE,
  anonVisitBudgetKey,
  countsAsVisit,
  FRESH_VISITOR_RULE,
  freshVisitorBudgetKey,
  newVisitsOf,
  visitDedupStart,
  visitMemoryKey,
  visitorKeyOf,
  type VisitRow,
} from './card-visits.rules';

/**
 * `visitorId`: the browser's signed visitor cookie (card-visitor.ts), null when there is none; `freshVisitor`: the
 * cookie was made for this very request (the browser's first view), which spends the address's new-visitor budget.
 */
export interface VisitInput {
  ownerId: string;
  viewerId: string | null;
  address: string;
  visitorId?: string | null;
  freshVisitor?: boolean;
  device?: VisitorDevice | null;
}

/**
 * Visits of the public card, written behind the page (decision 0013): a card opened by thousands of people a
 * second must not wait for one SQLite write each. Per visitor and card at most one row per
 * `LIMITS.card.visitDedupMinutes`, and an anonymous address writes at most `LIMITS.card.anonymousVisitWritesPerHour`
 * rows an hour over all cards (past that the card is still served, the visit just is not written).
 *
 * The deduplication is decided here, in memory, the moment the card is opened (so a burst of one visitor's reloads
 * makes one row), and checked again against the database when the batch is written (visitors older than the memory
 * holds, a restart, or another server instance). Readers of visits call `settledVisits(ctx)` first, so the owner's
 * radar and rank include every visit already answered.
 *
 * A visitor is remembered from the moment the visit is queued, and forgotten again if it is dropped (the queue full
 * past `visitPendingMax`, or its batch given up after retrying, lib/write-behind.ts): a visitor whose visit was not
 * written is counted when they come back (issue 30).
 *
 * On one instance each queued visit is also spooled to disk until written (lib/write-behind-spool.ts): a process killed
 * with visits waiting writes them when it starts again (recorderOf is made at start-up, app.ts).
 *
 * With REDIS_URL (several instances) the waiting visits are in Redis (core/redis-write-behind.ts), one list per
 * database, so a flush on any instance writes the visits every instance answered. The recent-visitor map stays per
 * instance: it only saves work (a visitor's reloads on one instance make one queued row), the rule is the batch
 * statement's check against the table, which holds whichever instance queued the row.
 */
interface VisitRecorder {
  /** Visitors of each card in the window, by visitMemoryKey: what each one's last counted visit claimed. */
  recent: RecentClaims;
  queue: WriteBehind<VisitRow>;
}

const recorderOf = perApp((ctx): VisitRecorder => {
  // What the other areas count with each batch (the radar), from their area modules (ctx.visitBatch).
  const alsoWritten = ctx.visitBatch;
  const V = LIMITS.card;
  const recent = recentClaims(V.visitRecentMax);
  const opts = {
    maxBatch: V.visitBatchMax,
    intervalMs: V.visitBatchIntervalMs,
    maxPending: V.visitPendingMax,
    write: (batch: VisitRow[]) => writeBatch(ctx, batch, alsoWritten),
    // Kept and tried again (lib/write-behind.ts): a locked database delays the visits, it does not lose them.
    onError: (err: unknown, size: number) => ctx.log.warn({ err, size }, 'card visits: a batch could not be written yet, trying again'),
    onDrop: (d: Drop<VisitRow>) => {
      ctx.log.error({ err: d.err, lost: d.count, reason: d.reason }, 'card visits: visits dropped, never written');
      // A visitor whose visit was given up is forgotten, so coming back counts them (the memory claimed them when queued).
      for (const v of d.items) recent.forget(...visitMemoryKey(v.ownerId, v.visitorKey), v.createdAt.getTime());
    },
  };
  const redis = redisOf(ctx);
  if (redis) {
    const queue = redisWriteBehind<VisitRow>({ ...opts, redis: redis.commands, key: visitQueueKeyOf(ctx.config.databaseUrl), decode: visitFromJson });
    registerWriteBehind(ctx, 'card visits', queue);
    return { recent, queue };
  }
  // One instance: the waiting visits are also on disk until written, and a killed process's are queued again here.
  const spool = fileSpool(spoolDirOf(ctx.config.uploadDir, ctx.config.databaseUrl, 'card-visits'), visitFromJson);
  const left = spool.recover();
  const queue = writeBehind<VisitRow>({ ...opts, spool });
  for (const v of left) queue.push(v);
  if (left.length) ctx.log.warn({ visits: left.length }, 'card visits: visits a stopped process had not written are queued again');
  registerWriteBehind(ctx, 'card visits', queue);
  return { recent, queue };
});

/** Instances on the same database share one list; the address is hashed (it may hold a password). */
const visitQueueKeyOf = (databaseUrl: string) => redisNameOf('visits', databaseUrl);

/** A visit as JSON keeps its date as text. */
const visitFromJson = (raw: unknown): VisitRow => {
  const v = raw as Omit<VisitRow, 'createdAt'> & { createdAt: string };
  return { ...v, createdAt: new Date(v.createdAt) };
};

/** One transaction per batch, off the server's thread (core/direct-sql): the rows whose visitor has no visit of that card in the window yet. */
async function writeBatch(ctx: AppContext, batch: VisitRow[], alsoWritten: AppContext['visitBatch']) {
  const rows = newVisitsOf(batch);
  const sql = directSql(ctx);
  if (!rows.length) return;
  // The radar (network) counts the same visits in the same transaction: a view event and the visitor's summary.
  const ids = rows.map((r) => r.id);
  await sql.write([
    visitBatchStatement(
      sql.engine,
      rows.map((visit) => ({ visit, since: visitDedupStart(visit.createdAt) })),
    ),
    ...alsoWritten.flatMap((statements) => statements(sql.engine, ids)),
  ]);
}

/** Answers whether the visit will be written (queued); the owner's own views, repeats and refused ones are not. */
export async function recordVisit(ctx: AppContext, v: VisitInput): Promise<boolean> {
  if (!countsAsVisit(v.ownerId, v.viewerId)) return false;
  const r = recorderOf(ctx);
  const visitorKey = visitorKeyOf(v.viewerId, v.address, v.visitorId ?? null);
  const [a, b] = visitMemoryKey(v.ownerId, visitorKey);
  const now = ctx.clock.now();
  const since = visitDedupStart(now).getTime();
  const seen = r.recent.claimedAt(a, b);
  if (seen !== undefined && seen >= since) return false;
  // Claimed before the budget is asked (which may wait on a shared store), so a simultaneous repeat counts nothing.
  // The memory holds visitors of the window only, and at most LIMITS.card.visitRecentMax (the oldest go first).
  r.recent.claim(a, b, now.getTime());
  r.recent.forgetOld(since);
  // The budget is spent only by visits that would be written: repeats of a counted visit cost nothing.
  const refused =
    !v.viewerId &&
    (await ctx.limiter.take([
      { key: anonVisitBudgetKey(v.address), rule: ANON_VISIT_RULE },
      ...(v.freshVisitor ? [{ key: freshVisitorBudgetKey(v.address, v.ownerId), rule: FRESH_VISITOR_RULE }] : []),
    ]));
  // The city is looked up only for a visit that will be written (a visitor's first in the window), never stored as an address.
  const device = v.device ?? null;
  const city = refused ? null : ctx.providers.ipCity.cityOf(v.address);
  if (refused || !r.queue.push({ id: ctx.ids.id(), ownerId: v.ownerId, visitorId: v.viewerId, visitorKey, device, city, createdAt: now })) {
    // Forgotten unless a later visit of theirs replaced the claim.
    r.recent.forget(a, b, now.getTime());
    return false;
  }
  // The owner's open app is told at once (the chat socket delivers it when the owner has one open, issue 31).
  liveEvents.emit({ type: 'cardView', view: { ownerId: v.ownerId, viewerId: v.viewerId, device, city, at: now.toISOString() } });
  return true;
}

/**
 * At start-up: visits a killed process left in the spool are queued again (and written within a second), each batch
 * with what the other areas write with it (ctx.visitBatch).
 */
export function startVisits(ctx: AppContext): void {
  recorderOf(ctx);
}

/** Writes the waiting visits now, for readers of visits (it does not wait out a failing batch: see closeVisits). */
export async function settledVisits(ctx: AppContext): Promise<void> {
  await recorderOf(ctx).queue.flush();
}

/** On shutdown: writes every waiting visit, through failures, before the database closes (app.ts onClose). */
export async function closeVisits(ctx: AppContext): Promise<void> {
  await recorderOf(ctx).queue.close();
}
