import { DEFAULT_RETRY, type RetryPolicy } from './write-behind.rules';
import { overflowCounter, signal, writeWithRetry, type Drop } from './write-behind-retry';
import type { Spool } from './write-behind-spool';

export type { Drop } from './write-behind-retry';

/**
 * Write-behind: items are kept in memory and written in batches, one `write` call per batch (one transaction), at
 * most `intervalMs` after the first of them arrived or as soon as `maxBatch` are waiting. `flush()` writes what is
 * waiting now (a reader that must see every item calls it first); `close()` writes everything for a shutdown.
 *
 * Nothing is lost silently (issue 30): a batch that fails is tried again, in order, with a growing wait, until it is
 * written (a database locked by another process for seconds, restarted for minutes). Items are given up only when
 * the memory bound `maxPending` is reached, when a batch still fails after `retry.giveUpAfterMs`, or when shutdown's
 * deadline passes; each is counted (`dropped()`, shown by /ready) and reported through `onDrop`.
 * What a crash loses: nothing with a `spool` (each accepted item is on disk until written, lib/write-behind-spool.ts);
 * without one, the items waiting, never more than `maxPending`.
 */
export interface WriteBehind<T> {
  /** Queues an item; false when `maxPending` items are already waiting or being written (the item is dropped, counted). */
  push(item: T): boolean;
  /** Resolves once every item queued before the call is written, or as soon as a batch fails (it is tried again
   * in the background): a reader must not wait out a locked database. */
  flush(): Promise<void>;
  /** Writes every waiting item, through failures, until `retry.closeWithinMs` has passed. */
  close(): Promise<void>;
  pending(): number;
  /** Items dropped since the start (refused or given up). */
  dropped(): number;
}

export interface WriteBehindOptions<T> {
  maxBatch: number;
  intervalMs: number;
  maxPending: number;
  write: (batch: T[]) => Promise<void>;
  /** A failed attempt: the batch of `size` items is kept and tried again. */
  onError: (err: unknown, size: number) => void;
  /** Items that will never be written (already counted in `dropped()`). */
  onDrop: (drop: Drop<T>) => void;
  retry?: Partial<RetryPolicy>;
  /** Keeps each accepted item on disk until it is written or given up. */
  spool?: Spool<T>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function writeBehind<T>(opts: WriteBehindOptions<T>): WriteBehind<T> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...opts.retry };
  let queue: T[] = [];
  // Items taken into batches whose write has not finished (retries included): they count toward maxPending too, or a
  // writer slower than the arrivals would let batches pile up unbounded.
  let writing = 0;
  let timer: NodeJS.Timeout | null = null;
  // Batches are written one after another, in order; `chain` is the last one's completion.
  let chain: Promise<void> = Promise.resolve();
  let dropped = 0;
  let closeBy: number | null = null;
  // While a batch is failing, readers' flushes answer at once; `setback` wakes the flushes already waiting.
  let failing = false;
  const setback = signal();
  const overflow = overflowCounter(opts.intervalMs, (count) => opts.onDrop({ reason: 'full', count, items: [] }));

  async function writeOne(batch: T[]) {
    const res = await writeWithRetry(batch, opts.write, policy, {
      onError: (err) => {
        failing = true;
        setback.fire();
        opts.onError(err, batch.length);
      },
      closeBy: () => closeBy,
    });
    failing = false;
    opts.spool?.settled(batch);
    if (!res.ok) {
      dropped += batch.length;
      opts.onDrop({ reason: 'failed', count: batch.length, items: batch, err: res.err });
    }
  }

  function writeWaiting(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    while (queue.length) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      // Between batches the event loop serves requests first: a write blocks it (SQLite runs on this thread), and a
      // second of waiting items written at once would hold every request behind them.
      writing += batch.length;
      chain = chain
        .then(nextTurn)
        .then(() => writeOne(batch))
        // Only a throwing hook gets here; the chain must go on with the next batch.
        .catch((err: unknown) => opts.onError(err, 0))
        .finally(() => {
          writing -= batch.length;
        });
    }
    return chain;
  }

  return {
    push(item) {
      if (queue.length + writing >= opts.maxPending) {
        dropped++;
        overflow.refused();
        return false;
      }
      opts.spool?.append(item);
      queue.push(item);
      if (queue.length >= opts.maxBatch) void writeWaiting();
      else if (!timer) {
        timer = setTimeout(() => void writeWaiting(), opts.intervalMs);
        timer.unref();
      }
      return true;
    },
    flush() {
      const done = writeWaiting();
      return failing ? Promise.resolve() : setback.race(done);
    },
    async close() {
      closeBy = Date.now() + policy.closeWithinMs;
      await writeWaiting();
      overflow.flushReport();
      opts.spool?.close();
    },
    pending: () => queue.length + writing,
    dropped: () => dropped,
  };
}
