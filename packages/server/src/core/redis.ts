import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

/**
 * The Redis connections of one app when `REDIS_URL` is set (several server instances share rate counters and the
 * change feed through it): one for commands, one for the change feed's subscription (a subscribed connection can run
 * nothing else). ioredis reconnects by itself; commands issued meanwhile wait in its queue for a few tries.
 */
export interface AppRedis {
  commands: Redis;
  subscriber: Redis;
  /** Whether Redis answers PING within `timeoutMs` (for /ready). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): AppRedis {
  // A command fails after a few reconnection attempts instead of waiting forever: a rate check must answer.
  // Loaded only with REDIS_URL: one instance on its own does not keep ioredis's modules in memory.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  const commands = new RedisClient(url, { maxRetriesPerRequest: 3, connectionName: 'card-commands' });
  const subscriber = new RedisClient(url, { maxRetriesPerRequest: null, connectionName: 'card-changes' });
  for (const [name, conn] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    // Without a listener ioredis prints every failed reconnection to stderr; the log says it once per error.
    conn.on('error', (err: Error) => log.warn({ err, redis: name }, 'redis connection error'));
  }
  return {
    commands,
    subscriber,
    async ping(timeoutMs = 1000) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([
          commands.ping().then(
            (r) => r === 'PONG',
            () => false,
          ),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      // QUIT lets the server answer what is in flight; a connection that is down is simply dropped.
      await Promise.all(
        [commands, subscriber].map((c) =>
          c.status === 'ready'
            ? c.quit().then(
                () => undefined,
                () => c.disconnect(),
              )
            : c.disconnect(),
        ),
      );
    },
  };
}

const appRedis = new WeakMap<AppContext, AppRedis>();

/** Remembers the app's Redis (app.ts), so /ready and tests can reach it. */
export function attachRedis(ctx: AppContext, redis: AppRedis) {
  appRedis.set(ctx, redis);
}

/** The app's Redis, or null when REDIS_URL is not set. */
export const redisOf = (ctx: AppContext): AppRedis | null => appRedis.get(ctx) ?? null;

/** For /ready: 'off' without REDIS_URL, else whether Redis answers PING in time. */
export async function redisHealth(ctx: AppContext, timeoutMs = 1000): Promise<'off' | 'up' | 'down'> {
  const redis = redisOf(ctx);
  if (!redis) return 'off';
  return (await redis.ping(timeoutMs)) ? 'up' : 'down';
}

/**
 * The app's Redis as one of /ready's checks (plugins/readiness.ts: a check rejects when the service is not there),
 * or none without REDIS_URL.
 */
export function redisReadinessCheck(ctx: AppContext): { name: string; check: () => Promise<unknown> }[] {
  const redis = redisOf(ctx);
  if (!redis) return [];
  return [
    {
      name: 'redis',
      check: async () => {
        if ((await redis.commands.ping()) !== 'PONG') throw new Error('redis did not answer PONG');
      },
    },
  ];
}

/**
 * The name of a Redis key or channel shared by every instance on one database (`kind`: 'changes', 'visits'): the
 * database's address hashed, since it may hold a password, and several databases may share one Redis.
 */
export const redisNameOf = (kind: string, databaseUrl: string) => `card:${kind}:${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16)}`;
