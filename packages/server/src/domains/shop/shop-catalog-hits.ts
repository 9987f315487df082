import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { directSql } from '../../core/direct-sql';
import { perApp } from '../../lib/per-app';
import { writeBehind, type WriteBehind } from '../../lib/write-behind';
import { registerWriteBehind } from '../../lib/write-behind-drops';
import { hitBatchStatements } from './shop-catalog.repository';
import { countsAsHit, hitKeyOf } from './shop-catalog.rules';

/**
 * Views (hit) of product details, written behind the answer like the card's visits and micro link clicks
 * (domains/card/card-visits.ts): a popular product's visitors must not queue for one write each, and the detail's
 * read stays out of any write transaction. A batch is summed per product and written in one transaction on the
 * direct-SQL writer. A batch that fails is tried again (lib/write-behind.ts); a crash
 * loses at most `catalogHitBatchIntervalMs` of views.
 *
 * One view per viewer (signed in: their id, else their address) and product per `catalogHitWindowMs`, decided by
 * the shared limiter so it holds across instances; the owner's own views are not counted.
 */
const queueOf = perApp((ctx): WriteBehind<string> => {
  const L = LIMITS.shop;
  const queue = writeBehind<string>({
    maxBatch: L.catalogHitBatchMax,
    intervalMs: L.catalogHitBatchIntervalMs,
    maxPending: L.catalogHitPendingMax,
    write: async (batch) => {
      const sql = directSql(ctx);
      await sql.write(hitBatchStatements(sql.engine, summed(batch)));
    },
    onError: (err, size) => ctx.log.warn({ err, size }, 'shop catalog: a batch of product views could not be written yet, trying again'),
    onDrop: (d) => ctx.log.error({ err: d.err, lost: d.count, reason: d.reason }, 'shop catalog: product views dropped, never written'),
  });
  registerWriteBehind(ctx, 'product views', queue);
  return queue;
});

const summed = (batch: string[]) => {
  const by = new Map<string, number>();
  for (const id of batch) by.set(id, (by.get(id) ?? 0) + 1);
  return [...by].map(([productId, hits]) => ({ productId, hits }));
};

const HIT_RULE = { max: 1, windowMs: LIMITS.shop.catalogHitWindowMs };

/** Counts a view of the product unless it is the owner's, or the viewer's repeat within the window; answers whether it counted. */
export async function recordHit(ctx: AppContext, v: { productId: string; ownerId: string; viewerId: string | null; address: string }): Promise<boolean> {
  if (!countsAsHit(v.ownerId, v.viewerId)) return false;
  if (await ctx.limiter.take([{ key: hitKeyOf(v.productId, v.viewerId, v.address), rule: HIT_RULE }])) return false;
  return queueOf(ctx).push(v.productId);
}

/** Writes the waiting views now (on close, and for readers that must see them). */
export async function settledHits(ctx: AppContext): Promise<void> {
  await queueOf(ctx).flush();
}

/** On shutdown: writes every waiting view, through failures, before the database closes (app.ts onClose). */
export async function closeHits(ctx: AppContext): Promise<void> {
  await queueOf(ctx).close();
}
