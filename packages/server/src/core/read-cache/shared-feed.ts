import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { EVERYTHING, type ChangeFeed } from './change-feed';
import type { Change } from './changes.rules';
import { redisNameOf } from '../redis';

/**
 * The change feed shared by every server instance on one database (decision 0013 names the feed's subscribe and
 * announce as the seam): the writes announced here are published on a Redis channel of that database, and what the
 * other instances publish is told to this instance's caches, which drop the same entries.
 *
 * Published: what this instance announces outside a transaction (before and after a write: the "after" goes once the
 * write is done, which for a write outside a transaction means committed) and a transaction's changes repeated once it
 * settled. Changes announced inside an open transaction stay local (other connections cannot read them yet). So a
 * remote instance hears of a write after it committed (and, harmlessly, also before it ran).
 *
 * Changes of one turn of the event loop go in one message, deduplicated. A message is `{ from, changes }`: `from`
 * names the instance, which ignores its own messages (its caches heard them first, locally).
 *
 * Losing the subscription must not leave caches serving what another instance changed meanwhile: on a dropped
 * connection every entry goes at once and again every `offlineDropMs` until the subscription is back, and once more
 * when it is (what changed in between was not heard). The same holds from start-up until the first subscription.
 */
export interface SharedFeed {
  /** Resolves once the channel is subscribed (tests wait for it before writing). */
  subscribed(): Promise<void>;
  /** Whether the subscription is live. */
  online(): boolean;
  stop(): void;
}

export interface SharedFeedOptions {
  channel: string;
  log: FastifyBaseLogger;
  offlineDropMs?: number;
}

/** One channel per database, named by a hash of its URL (the URL may hold a password). */
export const changeChannelOf = (databaseUrl: string) => redisNameOf('changes', databaseUrl);

const EVERY_ENTRY: Change = { model: EVERYTHING, userId: null };

const isChange = (c: unknown): c is Change =>
  !!c && typeof c === 'object' && typeof (c as Change).model === 'string' && ((c as Change).userId === null || typeof (c as Change).userId === 'string');

export function shareChangeFeed(feed: ChangeFeed, redis: { commands: Redis; subscriber: Redis }, opts: SharedFeedOptions): SharedFeed {
  const { channel, log } = opts;
  const from = randomBytes(8).toString('hex');
  const { commands, subscriber } = redis;

  // --- publishing ---
  let outgoing = new Map<string, Change>();
  let flushing: NodeJS.Immediate | undefined;
  const flush = () => {
    flushing = undefined;
    const changes = [...outgoing.values()];
    outgoing = new Map();
    commands.publish(channel, JSON.stringify({ from, changes })).catch((err: unknown) => log.warn({ err, channel }, 'change feed: publish failed'));
  };
  const unsubscribeLocal = feed.subscribe((c, how) => {
    if (!how.local || how.inTransaction) return;
    if (c.model === EVERYTHING && c.userId === null) outgoing = new Map([['*', EVERY_ENTRY]]);
    else if (!outgoing.has('*')) outgoing.set(`${c.model}\u0000${c.userId ?? ''}`, c);
    flushing ??= setImmediate(flush);
  });

  // --- receiving ---
  const onMessage = (ch: string, text: string) => {
    if (ch !== channel) return;
    let msg: { from?: unknown; changes?: unknown };
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      msg = {};
    }
    if (msg.from === from) return;
    if (!Array.isArray(msg.changes) || !msg.changes.every(isChange)) {
      // Not ours or damaged: what it stood for cannot be told, so nothing cached can be trusted.
      log.warn({ channel }, 'change feed: unreadable message, every cache entry dropped');
      feed.deliverRemote(EVERY_ENTRY);
      return;
    }
    for (const c of msg.changes) feed.deliverRemote(c);
  };
  subscriber.on('message', onMessage);

  // --- losing and regaining the subscription ---
  let live = false;
  let stopped = false;
  let offlineTimer: NodeJS.Timeout | undefined;
  let resolveSubscribed!: () => void;
  const firstSubscription = new Promise<void>((r) => {
    resolveSubscribed = r;
  });
  const dropAll = () => feed.deliverRemote(EVERY_ENTRY);
  const goOffline = (why: string) => {
    if (stopped) return;
    if (live) log.warn({ channel, why }, 'change feed: Redis subscription lost, every cache entry dropped until it is back');
    live = false;
    dropAll();
    if (!offlineTimer) {
      offlineTimer = setInterval(dropAll, opts.offlineDropMs ?? 1000);
      offlineTimer.unref();
    }
  };
  const goOnline = () => {
    if (stopped) return;
    subscriber.subscribe(channel).then(
      () => {
        if (stopped) return;
        clearInterval(offlineTimer);
        offlineTimer = undefined;
        // Whatever other instances wrote while nobody listened here was not heard: start from nothing.
        dropAll();
        if (!live) log.info({ channel }, 'change feed: subscribed, cache entries from before dropped');
        live = true;
        resolveSubscribed();
      },
      (err: unknown) => goOffline(`subscribe failed: ${String(err)}`),
    );
  };
  const onClose = () => goOffline('connection closed');
  const onError = (err: Error) => goOffline(err.message);
  subscriber.on('ready', goOnline);
  subscriber.on('close', onClose);
  subscriber.on('error', onError);
  goOffline('starting');
  if (subscriber.status === 'ready') goOnline();

  return {
    subscribed: () => firstSubscription,
    online: () => live,
    stop() {
      stopped = true;
      live = false;
      clearInterval(offlineTimer);
      if (flushing) {
        clearImmediate(flushing);
        flush();
      }
      unsubscribeLocal();
      subscriber.off('message', onMessage);
      subscriber.off('ready', goOnline);
      subscriber.off('close', onClose);
      subscriber.off('error', onError);
    },
  };
}
