import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { startTestRedis } from '../../test/helpers/redis';
import { redisWriteBehind, type RedisWriteBehindOptions } from './redis-write-behind';

/** The Redis write-behind queue on a real redis-server (test/helpers/redis.ts); two queue objects = two instances. */
const server = await startTestRedis();
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
  await server?.stop();
});

let keySeq = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Queue objects on one fresh list, each with its own connection (as two server instances have). */
function onOneList(over: Partial<RedisWriteBehindOptions<number>> = {}) {
  const key = `test:wb:${++keySeq}:${Date.now()}`;
  const batches: number[][] = [];
  const errors: number[] = [];
  const make = () => {
    const redis = new Redis(server!.url);
    clients.push(redis);
    return redisWriteBehind<number>({
      redis,
      key,
      maxBatch: 3,
      intervalMs: 300,
      maxPending: 5,
      write: async (b) => {
        batches.push(b);
      },
      onError: (_e, lost) => errors.push(lost),
      onDrop: () => {},
      ...over,
    });
  };
  return { make, key, batches, errors };
}

describe.skipIf(!server)('redis write-behind', () => {
  it('writes nothing before the interval, then what waits without a flush', async () => {
    const { make, batches } = onOneList({ maxBatch: 100, maxPending: 1000 });
    const q = make();
    q.push(1);
    q.push(2);
    await sleep(150);
    expect(batches).toEqual([]);
    expect(q.pending()).toBe(2);
    // The interval's write, however late a busy machine runs it.
    await vi.waitFor(() => expect(batches).toEqual([[1, 2]]), { timeout: 5_000, interval: 20 });
    expect(q.pending()).toBe(0);
  });

  it('writes in batches of at most maxBatch, at once when maxBatch wait', async () => {
    const { make, batches } = onOneList({ maxPending: 100, intervalMs: 60_000 });
    const q = make();
    [1, 2, 3].forEach((n) => q.push(n));
    await sleep(100); // no flush, and the interval is a minute away: the full batch went by itself
    expect(batches).toEqual([[1, 2, 3]]);
    [4, 5, 6, 7].forEach((n) => q.push(n));
    await q.flush();
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(batches.every((b) => b.length <= 3)).toBe(true);
  });

  it('flush on one instance writes what another instance pushed', async () => {
    const { make, batches, key } = onOneList({ maxBatch: 100, maxPending: 1000, intervalMs: 60_000 });
    const a = make();
    const b = make();
    a.push(1);
    a.push(2);
    a.push(3);
    // The pushes reach Redis by themselves (they are not awaited on the request path); waited for, not slept on, so
    // a busy machine cannot make the flush run first.
    const look = new Redis(server!.url);
    clients.push(look);
    await vi.waitFor(async () => expect(await look.llen(key)).toBe(3), { timeout: 5_000, interval: 10 });
    await b.flush();
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('flush waits for a batch another instance popped and is still writing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { make, batches } = onOneList({
      maxBatch: 2,
      maxPending: 1000,
      intervalMs: 60_000,
      write: async (b) => {
        await gate;
        batches.push(b);
      },
    });
    const a = make();
    const b = make();
    a.push(1);
    a.push(2); // a full batch: A pops it and waits on the gate
    await sleep(50);
    let flushed = false;
    const f = b.flush().then(() => {
      flushed = true;
    });
    await sleep(50);
    expect(flushed).toBe(false);
    release();
    await f;
    expect(batches).toEqual([[1, 2]]);
  });

  it('refuses the item past maxPending (the edge is kept, one more is not)', async () => {
    const { make } = onOneList({ maxBatch: 100, intervalMs: 60_000 });
    const q = make();
    for (let i = 0; i < 5; i++) expect(q.push(i)).toBe(true);
    expect(q.push(5)).toBe(false);
    expect(q.pending()).toBe(5);
  });

  it('counts what other instances left in the list toward maxPending, as read by its last write round', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { make } = onOneList({ maxBatch: 2, maxPending: 5, intervalMs: 60_000, write: () => gate });
    const a = make();
    const b = make();
    [1, 2, 3, 4].forEach((n) => b.push(n)); // B pops [1,2] and waits on the gate; [3,4] wait in the list
    await sleep(50);
    a.push(5);
    a.push(6); // a full batch on A: it pops [3,4], waits on the gate, and reads [5,6] left
    await sleep(50);
    expect(a.pending()).toBe(4); // 2 being written + 2 in the list
    expect(a.push(7)).toBe(true);
    expect(a.push(8)).toBe(false);
    release();
    await Promise.all([a.flush(), b.flush()]);
    expect(a.pending()).toBe(0);
  });

  it('tries a failing batch again until it is written: every item once, in order; close writes the rest', async () => {
    let failures = 2;
    const { make, batches, errors } = onOneList({
      maxPending: 100,
      intervalMs: 60_000,
      retry: { baseMs: 5, maxMs: 10 },
      write: async (b) => {
        if (failures-- > 0) throw new Error('database is locked');
        batches.push(b);
      },
    });
    const q = make();
    [1, 2, 3, 4, 5].forEach((n) => q.push(n));
    await q.close();
    expect(errors).toEqual([3, 3]); // failed attempts, each of the batch of 3, kept
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(q.pending()).toBe(0);
    expect(q.dropped()).toBe(0);
  });

  it('counts and reports what it drops: refused past maxPending, a batch given up', async () => {
    const drops: { reason: string; count: number; items: number[] }[] = [];
    const { make } = onOneList({
      maxBatch: 100,
      intervalMs: 60_000,
      retry: { baseMs: 5, maxMs: 5, closeWithinMs: 30 },
      write: async () => {
        throw new Error('gone');
      },
      onDrop: (d) => drops.push(d),
    });
    const q = make();
    for (let i = 0; i < 6; i++) q.push(i);
    expect(q.dropped()).toBe(1);
    await q.close();
    expect(q.dropped()).toBe(6);
    expect(drops).toEqual([expect.objectContaining({ reason: 'failed', items: [0, 1, 2, 3, 4] }), expect.objectContaining({ reason: 'full', count: 1 })]);
  });

  it('two instances draining the same list at once write every item exactly once', async () => {
    const { make, batches } = onOneList({
      maxBatch: 25,
      maxPending: 10_000,
      intervalMs: 5,
      write: async (b) => {
        await sleep(1);
        batches.push(b);
      },
    });
    const a = make();
    const b = make();
    for (let i = 0; i < 1000; i++) (i % 2 ? a : b).push(i);
    await Promise.all([a.flush(), b.flush()]);
    const all = batches.flat().sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(batches.every((bt) => bt.length <= 25)).toBe(true);
  });
});
