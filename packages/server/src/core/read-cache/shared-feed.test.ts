import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { startTestRedis } from '../../../test/helpers/redis';
import { changeFeed, EVERYTHING } from './change-feed';
import type { Change } from './changes.rules';
import { readCache } from './read-cache';
import { noteRead } from './read-recorder';
import { changeChannelOf, shareChangeFeed, type SharedFeed } from './shared-feed';

/**
 * Two instances' change feeds shared through a real Redis (test/helpers/redis.ts). The instances' apps sharing one
 * database are in test/integration/multi-instance.test.ts; here, what the feed itself promises.
 */
const server = await startTestRedis();
const conns: Redis[] = [];
const shared: SharedFeed[] = [];
afterAll(async () => {
  shared.forEach((s) => s.stop());
  await Promise.all(conns.map((c) => c.quit().catch(() => c.disconnect())));
  await server?.stop();
});

const warnings: string[] = [];
const log = { warn: (_: unknown, msg: string) => warnings.push(msg), info: () => {} } as unknown as FastifyBaseLogger;

let channelSeq = 0;
/** An instance: a local feed, its Redis connections, and what its listeners heard. */
async function instance(channel: string, offlineDropMs = 1000) {
  const feed = changeFeed();
  const commands = new Redis(server!.url);
  const subscriber = new Redis(server!.url);
  conns.push(commands, subscriber);
  const heard: { c: Change; local: boolean }[] = [];
  feed.subscribe((c, how) => heard.push({ c, local: how.local }));
  const s = shareChangeFeed(feed, { commands, subscriber }, { channel, log, offlineDropMs });
  shared.push(s);
  await s.subscribed();
  return { feed, commands, subscriber, heard, shared: s, remote: () => heard.filter((h) => !h.local).map((h) => h.c) };
}
const pair = async (offlineDropMs?: number) => {
  const channel = `test:${++channelSeq}`;
  return [await instance(channel, offlineDropMs), await instance(channel, offlineDropMs)] as const;
};
const settle = (ms = 100) => new Promise((r) => setTimeout(r, ms));
async function until(probe: () => boolean, withinMs = 2000) {
  const end = Date.now() + withinMs;
  while (!probe() && Date.now() < end) await settle(10);
  return probe();
}

describe.skipIf(!server)('the change feed shared through Redis', () => {
  it('names one channel per database, without the URL itself', () => {
    expect(changeChannelOf('postgres://u:secret@h/db1')).not.toBe(changeChannelOf('postgres://u:secret@h/db2'));
    expect(changeChannelOf('postgres://u:secret@h/db1')).not.toContain('secret');
  });

  it('tells the other instance a write announced here, once; not this instance again', async () => {
    const [a, b] = await pair();
    const dropsBefore = b.remote().length;
    a.feed.announce('Card', 'update', { where: { userId: 'u1' } });
    a.feed.announce('Card', 'update', { where: { userId: 'u1' } }); // the "after" of the same write, same turn
    expect(await until(() => b.remote().some((c) => c.userId === 'u1'))).toBe(true);
    await settle();
    expect(b.remote().slice(dropsBefore)).toEqual([{ model: 'Card', userId: 'u1' }]);
    expect(a.remote().filter((c) => c.userId === 'u1')).toEqual([]);
  });

  it('keeps the changes of an open transaction local and publishes them once it settled', async () => {
    const [a, b] = await pair();
    let release!: () => void;
    const tx = a.feed.aroundTransaction(
      () =>
        new Promise<void>((r) => {
          a.feed.announce('Card', 'update', { where: { userId: 'u-tx' } });
          release = r;
        }),
    );
    await settle();
    expect(b.remote().filter((c) => c.userId === 'u-tx')).toEqual([]);
    release();
    await tx;
    expect(await until(() => b.remote().some((c) => c.userId === 'u-tx'))).toBe(true);
  });

  it("makes the other instance's read cache drop that user's entry", async () => {
    const [a, b] = await pair();
    const cache = readCache<string>({ maxEntries: 10 });
    b.feed.subscribe(cache.onChange);
    let reads = 0;
    const load = async () => {
      reads += 1;
      noteRead('Card', { where: { userId: 'u9' } }, new Map());
      return { value: `v${reads}`, owner: 'u9' };
    };
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    a.feed.announce('Card', 'update', { where: { userId: 'u9' } });
    expect(await until(() => cache.size() === 0)).toBe(true);
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('drops every entry on an unreadable message', async () => {
    const [a, b] = await pair();
    // Count from here: an instance may already have dropped everything once while its subscription came up.
    const drops = () => b.remote().filter((c) => c.model === EVERYTHING).length;
    const before = drops();
    await a.commands.publish(`test:${channelSeq}`, 'not json');
    expect(await until(() => warnings.includes('change feed: unreadable message, every cache entry dropped'))).toBe(true);
    expect(drops()).toBe(before + 1);
  });

  it('drops every entry when the subscription is lost, keeps dropping until it is back, and once more then', async () => {
    const [a, b] = await pair(100);
    const cache = readCache<string>({ maxEntries: 10 });
    b.feed.subscribe(cache.onChange);
    const everything = () => b.remote().filter((c) => c.model === EVERYTHING).length;
    const before = everything();
    // The server closes B's subscription (as a Redis restart or a network cut would); ioredis reconnects.
    // (Every subscribed connection goes, A's too; ioredis may be back before this test looks, so it reads the log.)
    await cache.get('k0', async () => ({ value: 'v', owner: 'u6' }));
    const lost = warnings.length;
    await a.commands.client('KILL', 'TYPE', 'pubsub');
    expect(await until(() => warnings.slice(lost).includes('change feed: Redis subscription lost, every cache entry dropped until it is back'))).toBe(true);
    // The warnings are both instances' (A's subscription goes too): wait for B's own drop, not just any warning.
    expect(await until(() => everything() > before)).toBe(true);
    expect(cache.size()).toBe(0);
    expect(await until(() => b.shared.online(), 5000)).toBe(true);
    // Back: what A announces reaches B again.
    await cache.get('k', async () => {
      noteRead('Card', { where: { userId: 'u7' } }, new Map());
      return { value: 'v', owner: 'u7' };
    });
    a.feed.announce('Card', 'update', { where: { userId: 'u7' } });
    expect(await until(() => cache.size() === 0)).toBe(true);
  });
});
