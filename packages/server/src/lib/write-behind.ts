/**
 * Write-behind: items are kept in memory and written in batches, one `write` call per batch (one transaction), at
 * most `intervalMs` after the first of them arrived or as soon as `maxBatch` are waiting. `flush()` writes what is
 * waiting now (a reader that must see every item calls it first); `close()` flushes for a graceful shutdown.
 *
 * What a crash can lose: the items waiting, i.e. at most `intervalMs` worth and never more than `maxPending`
 * (past that, `push` refuses: an overloaded or broken database must not grow the process without bound).
 */
export interface WriteBehind<T> {
  /** Queues an item; false when `maxPending` items are already waiting or being written (the item is not kept). */
  push(item: T): boolean;
  /** Resolves once every item queued before the call is written (or its batch failed and was reported). */
  flush(): Promise<void>;
  close(): Promise<void>;
  pending(): number;
}

export interface WriteBehindOptions<T> {
  maxBatch: number;
  intervalMs: number;
  maxPending: number;
  write: (batch: T[]) => Promise<void>;
  /** A batch that failed is reported and dropped (not retried: a batch that fails once would fail again). */
  onError: (err: unknown, lost: number) => void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function writeBehind<T>(opts: WriteBehindOptions<T>): WriteBehind<T> {
  let queue: T[] = [];
  // Items taken into batches whose write has not finished: they count toward maxPending too, or a writer slower than
  // the arrivals (on a thread of its own, it no longer slows the arrivals down) would let batches pile up unbounded.
  let writing = 0;
  let timer: NodeJS.Timeout | null = null;
  // Batches are written one after another, in order; `chain` is the last one's completion.
  let chain: Promise<void> = Promise.resolve();

  function writeWaiting(): Promise<void> {
    if (timer) { clearTimeout(timer); timer = null; }
    while (queue.length) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      // Between batches the event loop serves requests first: a write blocks it (SQLite runs on this thread), and a
      // second of waiting items written at once would hold every request behind them.
      writing += batch.length;
      chain = chain.then(nextTurn).then(() => opts.write(batch)).catch((err: unknown) => opts.onError(err, batch.length))
        .finally(() => { writing -= batch.length; });
    }
    return chain;
  }

  return {
    push(item) {
      if (queue.length + writing >= opts.maxPending) return false;
      queue.push(item);
      if (queue.length >= opts.maxBatch) void writeWaiting();
      else if (!timer) {
        timer = setTimeout(() => void writeWaiting(), opts.intervalMs);
        timer.unref();
      }
      return true;
    },
    flush: writeWaiting,
    close: writeWaiting,
    pending: () => queue.length + writing,
  };
}
