import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { directSql } from '../../core/direct-sql';
import { perApp } from '../../lib/per-app';
import { writeBehind, type WriteBehind } from '../../lib/write-behind';
import { registerWriteBehind } from '../../lib/write-behind-drops';
import { clickBatchStatements, type ClickCount } from './links.repository';
import { clickDay, isRepeatClick } from './links.rules';

/** One counted click, waiting to be written. */
interface Click {
  linkId: string;
  ownerId: string;
  at: Date;
}

/**
 * Clicks of micro links, written behind the redirect (like the card's visits, domains/card/card-visits.ts): a
 * popular card's visitors must not wait for one write each. A batch is summed per (link, day) and written in one
 * transaction on the direct-SQL writer (two statements). A batch that fails is tried again (lib/write-behind.ts); a crash loses at most
 * `clickBatchIntervalMs` of clicks.
 *
 * Repeats (the same address on the same link within `clickRepeatSeconds`) are told apart in memory, per instance:
 * they only need to stop reload storms and double taps, not to be exact across instances. Beyond that each address
 * has a budget of counted clicks a minute (the shared limiter), so a script cannot inflate a link's count.
 */
interface ClickRecorder {
  recent: Map<string, number>;
  queue: WriteBehind<Click>;
}

const recorderOf = perApp((ctx): ClickRecorder => {
  const L = LIMITS.links;
  const queue = writeBehind<Click>({
    maxBatch: L.clickBatchMax,
    intervalMs: L.clickBatchIntervalMs,
    maxPending: L.clickPendingMax,
    write: async (batch) => {
      await directSql(ctx).write(clickBatchStatements(directSql(ctx).engine, summed(batch)));
    },
    onError: (err, size) => ctx.log.warn({ err, size }, 'micro links: a batch of clicks could not be written yet, trying again'),
    onDrop: (d) => ctx.log.error({ err: d.err, lost: d.count, reason: d.reason }, 'micro links: clicks dropped, never written'),
  });
  registerWriteBehind(ctx, 'micro link clicks', queue);
  return { recent: new Map(), queue };
});

/** A batch as one count per (link, day). */
function summed(batch: Click[]): ClickCount[] {
  const by = new Map<string, ClickCount>();
  for (const c of batch) {
    const day = clickDay(c.at);
    const key = `${c.linkId}|${day}`;
    const row = by.get(key);
    if (row) row.clicks += 1;
    else by.set(key, { linkId: c.linkId, ownerId: c.ownerId, day, clicks: 1 });
  }
  return [...by.values()];
}

const CLICK_BUDGET = { max: LIMITS.links.clicksPerAddressPerMinute, windowMs: 60_000 };

/** Counts a visitor's click unless it repeats a recent one or the address is past its budget; answers whether it counted. */
export async function recordClick(ctx: AppContext, c: { linkId: string; ownerId: string; address: string }): Promise<boolean> {
  const r = recorderOf(ctx);
  const now = ctx.clock.now();
  const key = `${c.linkId}|${c.address}`;
  if (isRepeatClick(r.recent.get(key), now.getTime())) return false;
  if (await ctx.limiter.take([{ key: `links.click:${c.address}`, rule: CLICK_BUDGET }])) return false;
  r.recent.delete(key);
  r.recent.set(key, now.getTime());
  // Map order is arrival order: the oldest pairs go first once the memory is full.
  for (const k of r.recent.keys()) {
    if (r.recent.size <= LIMITS.links.clickRecentMax) break;
    r.recent.delete(k);
  }
  return r.queue.push({ linkId: c.linkId, ownerId: c.ownerId, at: now });
}

/** Writes the waiting clicks now: the owner's chart reads them after this. */
export async function settledClicks(ctx: AppContext): Promise<void> {
  await recorderOf(ctx).queue.flush();
}

/** On shutdown: writes every waiting click, through failures, before the database closes (app.ts onClose). */
export async function closeClicks(ctx: AppContext): Promise<void> {
  await recorderOf(ctx).queue.close();
}
