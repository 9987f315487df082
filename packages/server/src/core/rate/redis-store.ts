import type { Redis } from 'ioredis';
import type { RateStore } from './rate.store';

/**
 * One hit, atomically: INCR, and on the window's first hit an expiry at the window's end (the key names its window,
 * so the expiry only frees memory and never decides a count). Should the app's clock be behind Redis's (a skewed
 * host), that end could already be past for Redis, and PEXPIREAT in the past deletes the key at once: then the key
 * lives one window length from its first hit instead.
 */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then
  local t = redis.call('TIME')
  local nowMs = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local endsAt = tonumber(ARGV[1])
  if endsAt > nowMs then redis.call('PEXPIREAT', KEYS[1], endsAt) else redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
end
return n`;

/** Gives one hit back, never below zero (a key already expired stays absent). */
const UNDO = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`;

type Scripted = Redis & {
  cardRateHit(key: string, endsAt: number, windowMs: number): Promise<number>;
  cardRateUndo(key: string): Promise<number>;
};

/**
 * Rate counters in Redis, shared by every server instance that uses the same Redis (REDIS_URL): the same fixed
 * windows as the memory store (aligned to the epoch, so instances agree without coordination), one key per budget
 * and window, `<prefix><windowMs>:<windowStart>:<budget>`. The scripts run as EVALSHA (ioredis' defineCommand).
 */
export function redisRateStore(redis: Redis, prefix = 'card:rate:'): RateStore {
  const r = redis as Scripted;
  if (typeof r.cardRateHit !== 'function') {
    redis.defineCommand('cardRateHit', { numberOfKeys: 1, lua: HIT });
    redis.defineCommand('cardRateUndo', { numberOfKeys: 1, lua: UNDO });
  }
  const keyOf = (key: string, start: number, windowMs: number) => `${prefix}${windowMs}:${start}:${key}`;
  return {
    hit: async (key, start, windowMs) => Number(await r.cardRateHit(keyOf(key, start, windowMs), start + windowMs, windowMs)),
    undo: async (key, start, windowMs) => {
      await r.cardRateUndo(keyOf(key, start, windowMs));
    },
  };
}
