import type { Redis } from 'ioredis';
import type { WriteBehind, WriteBehindOptions } from '../lib/write-behind';
import { overflowCounter, signal, writeWithRetry } from '../lib/write-behind-retry';
import { DEFAULT_RETRY, type RetryPolicy } from '../lib/write-behind.rules';

/**
 * The write-behind queue of lib/write-behind.ts kept in Redis (REDIS_URL, several server instances): items wait in
 * one Redis list (`key`) shared by every instance on the same database, so any instance's writer takes any
 * instance's items and `flush()` on one instance writes what another answered (an owner's rank read through B sees
 * the visits A accepted a moment ago).
 *
 * - `push` sends RPUSH without waiting for it (ioredis pipelines it on the command connection; a failure drops the
 *   item, counted and reported through `onDrop`). `maxPending` is checked against the list length read at the last write round plus
 *   the pushes sent since, plus the items this instance is writing.
 * - A write round pops at most `maxBatch` items at once (LPOP with a count, inside a script: two instances never get
 *   the same item) and writes them, repeating while items remain: one batch at a time per instance, a turn of the
 *   event loop between batches (SQLite runs on this thread). It runs at most `intervalMs` after a push of this
 *   instance, or at once when the list reaches `maxBatch`.
 * - Each popped batch is recorded as a claim (a sorted set `key:writing`, scored by an expiry on Redis's clock) until
 *   its write finished, so `flush()` also waits for batches that other instances popped before it and are still
 *   writing. A claim left by a crashed instance expires after `claimTtlMs` and no longer holds anyone.
 *
 * - A batch whose write fails is tried again by the instance that popped it, as lib/write-behind.ts does (growing
 *   waits, given up after `retry.giveUpAfterMs` or at shutdown's deadline, counted in `dropped()`). Its claim may
 *   expire meanwhile: other instances' flushes then stop waiting for it, as readers must not wait out an outage.
 *
 * What a crash can lose: only a batch popped and not yet written (at most `maxBatch` items), where the memory queue
 * loses everything waiting in that process. Items waiting in the list survive the instance (not a Redis restart
 * without persistence) and are written by the next write round of any instance.
 */
export interface RedisWriteBehindOptions<T> extends WriteBehindOptions<T> {
  redis: Redis;
  /** The list's key; `<key>:writing` and `<key>:seq` hold the claims. */
  key: string;
  /** Items travel as JSON; `decode` restores what JSON does not keep (dates). */
  decode?: (raw: unknown) => T;
  /** How long a popped batch holds `flush()` of other instances at most (a crashed writer's claim expires). */
  claimTtlMs?: number;
}

// Pops up to ARGV[1] items and records the claim; answers { items left in the list, claim id (0: none), items }.
const POP = `
local items = redis.call('LPOP', KEYS[1], ARGV[1])
local left = redis.call('LLEN', KEYS[1])
if not items then return { left, 0, {} } end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local id = redis.call('INCR', KEYS[3])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), id)
return { left, id, items }`;

// Drops expired claims; answers { the last claim id so far (or ARGV[1] when given), live claims up to that id }.
const CLAIMS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local upTo = tonumber(ARGV[1]) or tonumber(redis.call('GET', KEYS[2]) or '0')
local n = 0
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if tonumber(id) <= upTo then n = n + 1 end
end
return { upTo, n }`;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const CLAIM_POLL_MS = 5;

export function redisWriteBehind<T>(opts: RedisWriteBehindOptions<T>): WriteBehind<T> {
  const { redis, key } = opts;
  const keys = [key, `${key}:writing`, `${key}:seq`];
  const claimTtlMs = opts.claimTtlMs ?? 30_000;
  const decode = opts.decode ?? ((raw: unknown) => raw as T);
  let listed = 0; // the list's length at the last write round
  let pushedSince = 0; // pushes sent since that length was read
  let writing = 0; // items of this instance's batch being written
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...opts.retry };
  let dropped = 0;
  let closeBy: number | null = null;
  // While a batch is failing, flushes answer at once (see lib/write-behind.ts); `setback` wakes those waiting.
  let failing = false;
  const setback = signal();
  const overflow = overflowCounter(opts.intervalMs, (count) => opts.onDrop({ reason: 'full', count, items: [] }));

  async function pop(): Promise<{ id: number; items: T[] } | null> {
    const sent = pushedSince;
    const [left, id, raw] = (await redis.eval(POP, 3, ...keys, opts.maxBatch, claimTtlMs)) as [number, number, string[]];
    // Pushes sent before the script ran are in `left`; those sent while it ran are counted on.
    listed = left;
    pushedSince -= sent;
    return id ? { id, items: raw.map((s) => decode(JSON.parse(s))) } : null;
  }

  /** Writes batches until the list is empty; a Redis failure ends the round (reported, 0 lost: nothing was popped). */
  async function round() {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    for (;;) {
      await nextTurn();
      let batch: { id: number; items: T[] } | null;
      try {
        batch = await pop();
      } catch (err) {
        opts.onError(err, 0);
        return;
      }
      if (!batch) return;
      writing += batch.items.length;
      const items = batch.items;
      try {
        const res = await writeWithRetry(items, opts.write, policy, {
          onError: (err) => {
            failing = true;
            setback.fire();
            opts.onError(err, items.length);
          },
          closeBy: () => closeBy,
        });
        failing = false;
        if (!res.ok) {
          dropped += items.length;
          opts.onDrop({ reason: 'failed', count: items.length, items, err: res.err });
        }
      } finally {
        writing -= items.length;
        // A claim that cannot be removed expires by itself.
        await redis.zrem(keys[1], batch.id).catch(() => undefined);
      }
    }
  }

  /**
   * One round at a time per instance. A call while a round runs gets a round after it (the running one may have seen
   * the list empty before the caller's pushes reached it); calls meanwhile share that next round.
   */
  function drain(): Promise<void> {
    if (queued) return queued;
    if (!running) {
      running = round().finally(() => {
        running = null;
      });
      return running;
    }
    queued = running.then(() => {
      queued = null;
      return drain();
    });
    return queued;
  }

  /** Waits until no batch popped so far (by any instance) is still being written, or its claim expired. */
  async function othersWritten() {
    try {
      let [upTo, live] = (await redis.eval(CLAIMS, 2, keys[1], keys[2], '')) as [number, number];
      while (live > 0) {
        await new Promise((r) => setTimeout(r, CLAIM_POLL_MS));
        [upTo, live] = (await redis.eval(CLAIMS, 2, keys[1], keys[2], upTo)) as [number, number];
      }
    } catch (err) {
      opts.onError(err, 0);
    }
  }

  const pending = () => listed + pushedSince + writing;

  return {
    push(item) {
      if (pending() >= opts.maxPending) {
        dropped++;
        overflow.refused();
        return false;
      }
      pushedSince++;
      redis.rpush(key, JSON.stringify(item)).catch((err: unknown) => {
        dropped++;
        opts.onDrop({ reason: 'failed', count: 1, items: [item], err });
      });
      if (listed + pushedSince >= opts.maxBatch) void drain();
      else if (!timer) {
        timer = setTimeout(() => void drain(), opts.intervalMs);
        timer.unref();
      }
      return true;
    },
    async flush() {
      if (failing) return;
      const done = (async () => {
        await drain();
        await othersWritten();
      })();
      await setback.race(done);
    },
    // On shutdown this instance's pushes must reach the database; other instances' batches are theirs to finish.
    async close() {
      closeBy = Date.now() + policy.closeWithinMs;
      await drain();
      overflow.flushReport();
    },
    pending,
    dropped: () => dropped,
  };
}
