import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { manualClock } from '../../lib/clock';
import { startTestRedis } from '../../../test/helpers/redis';
import { rateLimiter } from './rate.limiter';
import { redisRateStore } from './redis-store';

/** The Redis rate store on a real redis-server (test/helpers/redis.ts), one per file. */
const server = await startTestRedis();
const clients: Redis[] = [];
const connect = () => {
  const c = new Redis(server!.url);
  clients.push(c);
  return c;
};
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
  await server?.stop();
});

let prefixSeq = 0;
/** Each test counts under its own prefix, so tests of one file never share a budget. */
const freshPrefix = () => `t${++prefixSeq}:${Date.now()}:`;

describe.skipIf(!server)('redis rate store', () => {
  const rule = { max: 3, windowMs: 60_000 };

  it('allows the budget, refuses one past it, and opens again in the next window', async () => {
    const clock = manualClock(new Date());
    const limiter = rateLimiter(redisRateStore(connect(), freshPrefix()), clock);
    for (let i = 0; i < rule.max; i++) expect(await limiter.take([{ key: 'a', rule }])).toBeNull();
    const refused = await limiter.take([{ key: 'a', rule }]);
    expect(refused?.check.key).toBe('a');
    expect(refused?.retryAfter).toBeGreaterThan(0);
    clock.advance(60_000);
    expect(await limiter.take([{ key: 'a', rule }])).toBeNull();
  });

  it('counts a key apart per window length; undo gives back to its own window, never below zero', async () => {
    const store = redisRateStore(connect(), freshPrefix());
    expect(await store.hit('k', 0, 60_000)).toBe(1);
    expect(await store.hit('k', 0, 3_600_000)).toBe(1);
    expect(await store.hit('k', 0, 60_000)).toBe(2);
    await store.undo('k', 0, 3_600_000);
    await store.undo('k', 0, 3_600_000);
    expect(await store.hit('k', 0, 3_600_000)).toBe(1);
    await store.undo('never-hit', 0, 60_000);
    expect(await store.hit('never-hit', 0, 60_000)).toBe(1);
  });

  it("expires a window's key at the window's end (or one window after its first hit when that end is already past for Redis)", async () => {
    const redis = connect();
    const prefix = freshPrefix();
    const store = redisRateStore(redis, prefix);
    const windowMs = 60_000;
    const start = Date.now() - (Date.now() % windowMs);
    await store.hit('e', start, windowMs);
    const expiresAt = await redis.pexpiretime(`${prefix}${windowMs}:${start}:e`);
    expect(expiresAt).toBe(start + windowMs);
    // An app clock far behind Redis's: the window's end is past, the key must still count.
    await store.hit('old', 0, windowMs);
    expect(await store.hit('old', 0, windowMs)).toBe(2);
    const ttl = await redis.pttl(`${prefix}${windowMs}:0:old`);
    expect(ttl).toBeGreaterThan(windowMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(windowMs);
  });

  it('holds one budget across two instances (two connections) under concurrent hits: exactly the budget passes', async () => {
    const prefix = freshPrefix();
    const clock = manualClock(new Date());
    const one = rateLimiter(redisRateStore(connect(), prefix), clock);
    const two = rateLimiter(redisRateStore(connect(), prefix), clock);
    const tight = { max: 10, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).take([{ key: 'shared', rule: tight }])));
    expect(answers.filter((a) => a === null)).toHaveLength(tight.max);
    // At the edge through the other instance: spent on one, refused on the other.
    const edge = { max: 2, windowMs: 60_000 };
    expect(await one.take([{ key: 'edge', rule: edge }])).toBeNull();
    expect(await two.take([{ key: 'edge', rule: edge }])).toBeNull();
    expect((await one.take([{ key: 'edge', rule: edge }]))?.check.key).toBe('edge');
    expect((await two.take([{ key: 'edge', rule: edge }]))?.check.key).toBe('edge');
  });

  it('spends nothing when one of several budgets refuses (the hits on the others are given back)', async () => {
    const limiter = rateLimiter(redisRateStore(connect(), freshPrefix()), manualClock(new Date()));
    const wide = { max: 2, windowMs: 60_000 };
    const tight = { max: 1, windowMs: 60_000 };
    expect(
      await limiter.take([
        { key: 'wide', rule: wide },
        { key: 'tight', rule: tight },
      ]),
    ).toBeNull();
    expect(
      (
        await limiter.take([
          { key: 'wide', rule: wide },
          { key: 'tight', rule: tight },
        ])
      )?.check.key,
    ).toBe('tight');
    expect(await limiter.take([{ key: 'wide', rule: wide }])).toBeNull();
    expect(await limiter.take([{ key: 'wide', rule: wide }])).not.toBeNull();
  });
});
