import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { redisNameOf, redisOf } from '../../core/redis';

/**
 * Which agents are online for the live chat (issue 17): an agent is online while one of their sockets is open on
 * some instance. `findMyConversation` answers the count, so a user knows whether someone will answer now.
 *
 * Without Redis the count is this instance's own (one instance is the whole service then). With REDIS_URL every
 * instance keeps a sorted set of `<instance>:<agent>` members scored by when it last vouched for them (on connect and
 * every heartbeat period while the socket stays); the count is the distinct agents vouched for within the last
 * 3 x heartbeat, so an instance that died stops counting on its own.
 */
const L = LIMITS.service;
const STALE_MS = 3 * L.chatHeartbeatMs;

export interface ChatPresence {
  /** One more socket of this agent opened here. */
  opened(agentId: string): void;
  /** One socket of this agent closed here. */
  closed(agentId: string): void;
  /** Distinct agents online now (every instance with Redis). */
  count(): Promise<number>;
  stop(): void;
}

function localPresence(): ChatPresence & { local: Map<string, number> } {
  const local = new Map<string, number>();
  return {
    local,
    opened(agentId) {
      local.set(agentId, (local.get(agentId) ?? 0) + 1);
    },
    closed(agentId) {
      const n = (local.get(agentId) ?? 0) - 1;
      if (n > 0) local.set(agentId, n);
      else local.delete(agentId);
    },
    count: async () => local.size,
    stop() {
      local.clear();
    },
  };
}

export function chatPresence(ctx: AppContext, instanceId: string): ChatPresence {
  const here = localPresence();
  const redis = redisOf(ctx);
  if (!redis) return here;
  const key = redisNameOf('chat-agents', ctx.config.databaseUrl);
  const member = (agentId: string) => `${instanceId}:${agentId}`;
  const warn = (err: unknown) => ctx.log.warn({ err, key }, 'chat presence: redis command failed');
  const vouch = (agentIds: string[]) => {
    if (!agentIds.length) return;
    const now = Date.now();
    redis.commands.zadd(key, ...agentIds.flatMap((id) => [now, member(id)])).catch(warn);
  };
  // Every heartbeat period: vouch again for this instance's agents and forget members nobody vouched for lately.
  const timer = setInterval(() => {
    vouch([...here.local.keys()]);
    redis.commands.zremrangebyscore(key, '-inf', Date.now() - STALE_MS).catch(warn);
  }, L.chatHeartbeatMs);
  timer.unref();
  return {
    opened(agentId) {
      here.opened(agentId);
      vouch([agentId]);
    },
    closed(agentId) {
      here.closed(agentId);
      if (!here.local.has(agentId)) redis.commands.zrem(key, member(agentId)).catch(warn);
    },
    async count() {
      try {
        const members = await redis.commands.zrangebyscore(key, Date.now() - STALE_MS, '+inf');
        return new Set(members.map((m) => m.slice(m.indexOf(':') + 1))).size;
      } catch (err) {
        warn(err);
        return here.local.size; // Redis down: what this instance knows beats an error on the user's screen
      }
    },
    stop() {
      clearInterval(timer);
      const gone = [...here.local.keys()].map(member);
      here.stop();
      if (gone.length) redis.commands.zrem(key, ...gone).catch(warn);
    },
  };
}

/** The app's presence, set by registerServiceSockets; an app without the socket (none in practice) counts nobody. */
const presenceOfApp = new WeakMap<AppContext, ChatPresence>();
export const setChatPresence = (ctx: AppContext, p: ChatPresence) => {
  presenceOfApp.set(ctx, p);
};
export const agentsOnline = (ctx: AppContext): Promise<number> => presenceOfApp.get(ctx)?.count() ?? Promise.resolve(0);
