import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../../context';
import { redisNameOf, redisOf } from '../../core/redis';
import { liveEvents, type LiveEvent } from '../../core/live';

/**
 * Cross-instance fan-out of the live chat (issue 17): what this instance's writes announce on `liveEvents` (core/live) is handed
 * to this instance's sockets and, with REDIS_URL, published on a Redis channel of the database, whose messages from
 * the other instances are handed to this instance's sockets too. So a user and an agent connected to different
 * instances talk live. A message is `{ from, socketId?, event }`; an instance skips its own (it delivered them
 * locally already). Without Redis the fan-out is local: one instance is the whole service then.
 *
 * `liveEvents` is one emitter per process, and tests run several apps in one process: each event is claimed by the
 * app that caused it, known from `chatOrigin` (set around socket frames and HTTP requests); an event emitted outside
 * any (a scheduled job) goes to the first app of the process. A real deployment has one app per process.
 */
export interface RelayedEvent {
  event: LiveEvent;
  /** The socket whose frame caused it: it gets an `ack` instead of the `message`. */
  socketId?: string;
}

export interface ChatOrigin {
  instanceId: string;
  socketId?: string;
}
export const chatOrigin = new AsyncLocalStorage<ChatOrigin>();

const appsInProcess: string[] = [];

export interface ChatRelay {
  /** Resolves once the Redis channel is subscribed (at once without Redis); tests wait for it. */
  subscribed(): Promise<void>;
  stop(): void;
}

const isEvent = (e: unknown): e is LiveEvent => {
  const v = e as { type?: unknown; conversation?: { id?: unknown }; message?: { seq?: unknown }; view?: { ownerId?: unknown; at?: unknown } } | null;
  if (!v || typeof v !== 'object') return false;
  if (v.type === 'cardView') return typeof v.view?.ownerId === 'string' && typeof v.view.at === 'string';
  if (typeof v.conversation?.id !== 'string') return false;
  return v.type === 'conversation' || (v.type === 'message' && typeof v.message?.seq === 'number');
};

export function chatRelay(ctx: AppContext, instanceId: string, deliver: (r: RelayedEvent) => void): ChatRelay {
  appsInProcess.push(instanceId);
  const redis = redisOf(ctx);
  const channel = redisNameOf('chat', ctx.config.databaseUrl);
  const hand = (r: RelayedEvent) => {
    try {
      deliver(r);
    } catch (err) {
      ctx.log.error({ err }, 'chat relay: delivery failed');
    }
  };

  const offLocal = liveEvents.on((event) => {
    const origin = chatOrigin.getStore();
    if (origin ? origin.instanceId !== instanceId : appsInProcess[0] !== instanceId) return;
    const r: RelayedEvent = { event, ...(origin?.socketId ? { socketId: origin.socketId } : {}) };
    hand(r);
    redis?.commands.publish(channel, JSON.stringify({ from: instanceId, ...r })).catch((err: unknown) => ctx.log.warn({ err, channel }, 'chat relay: publish failed'));
  });
  const stopLocal = () => {
    offLocal();
    const i = appsInProcess.indexOf(instanceId);
    if (i >= 0) appsInProcess.splice(i, 1);
  };
  if (!redis) return { subscribed: () => Promise.resolve(), stop: stopLocal };

  const { subscriber } = redis;
  const onMessage = (ch: string, text: string) => {
    if (ch !== channel) return;
    let msg: { from?: unknown; socketId?: unknown; event?: unknown };
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      msg = {};
    }
    if (msg.from === instanceId) return;
    if (!isEvent(msg.event)) {
      ctx.log.warn({ channel }, 'chat relay: unreadable message skipped');
      return;
    }
    hand({ event: msg.event, ...(typeof msg.socketId === 'string' ? { socketId: msg.socketId } : {}) });
  };
  let resolveSubscribed!: () => void;
  const first = new Promise<void>((r) => {
    resolveSubscribed = r;
  });
  let stopped = false;
  const subscribe = () => {
    if (stopped) return;
    // ioredis subscribes again by itself after a reconnection; asking once more on 'ready' is harmless.
    subscriber.subscribe(channel).then(
      () => resolveSubscribed(),
      (err: unknown) => ctx.log.warn({ err, channel }, 'chat relay: subscribe failed'),
    );
  };
  subscriber.on('message', onMessage);
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') subscribe();
  return {
    subscribed: () => first,
    stop() {
      stopped = true;
      stopLocal();
      subscriber.off('message', onMessage);
      subscriber.off('ready', subscribe);
    },
  };
}
