import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface CredentialDeps {
  /** The app's clock, in ms. */
  now: () => number;
  redis: Redis | null;
  log: { warn(obj: object, msg: string): void } | null;
}

interface Held {
  value: string;
  expiresAt: number;
  fetchedAt: number;
}

/** Renewed once under five minutes or under a tenth of its life remain, whichever comes first. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** How long one instance may hold the fetch lock, and how long another waits for its value. */
const LOCK_MS = 10_000;
const WAIT_STEP_MS = 50;

/**
 * A credential WeChat hands out with a lifetime (the account's access token, the jsapi ticket): fetched once, kept
 * until shortly before it expires, fetched by one caller at a time (callers meanwhile share that fetch). With Redis
 * every instance reads the same value: the first to find it missing takes a short lock (SET NX PX) and fetches, the
 * others wait for its value instead of fetching their own (a new access token ends the one the others hold).
 */
export class SharedCredential {
  private held: Held | null = null;
  private inflight: Promise<string> | null = null;

  constructor(
    private readonly key: string,
    private readonly fetcher: () => Promise<{ value: string; expiresInS: number }>,
    private readonly deps: CredentialDeps,
  ) {}

  async get(): Promise<string> {
    if (this.held && this.fresh(this.held)) return this.held.value;
    this.inflight ??= this.renew().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /** WeChat said the value is dead: forget it here and in Redis (unless another instance already replaced it). */
  async drop(value: string) {
    if (this.held?.value === value) this.held = null;
    const redis = this.deps.redis;
    if (!redis) return;
    try {
      const shared = parse(await redis.get(this.key));
      if (shared?.value === value) await redis.del(this.key);
    } catch (err) {
      this.deps.log?.warn({ err, key: this.key }, 'redis unavailable for the wechat credential');
    }
  }

  private fresh(h: Held): boolean {
    const life = h.expiresAt - h.fetchedAt;
    return this.deps.now() < h.expiresAt - Math.max(RENEW_BEFORE_MS, life / 10);
  }

  private async renew(): Promise<string> {
    const stale = this.held;
    try {
      this.held = this.deps.redis ? await this.renewShared(this.deps.redis) : await this.fetch();
      return this.held.value;
    } catch (err) {
      // WeChat (or Redis) failed while the value we hold still works: keep serving it, the next call tries again.
      if (stale && this.deps.now() < stale.expiresAt) return stale.value;
      throw err;
    }
  }

  private async fetch(): Promise<Held> {
    const fetchedAt = this.deps.now();
    const { value, expiresInS } = await this.fetcher();
    return { value, fetchedAt, expiresAt: fetchedAt + expiresInS * 1000 };
  }

  private async renewShared(redis: Redis): Promise<Held> {
    const shared = await this.readShared(redis);
    if (shared) return shared;
    const lockKey = `${this.key}:lock`;
    const owner = randomBytes(8).toString('hex');
    if ((await redis.set(lockKey, owner, 'PX', LOCK_MS, 'NX')) === 'OK') {
      try {
        // Another instance may have written between our read and our lock.
        const again = await this.readShared(redis);
        if (again) return again;
        const held = await this.fetch();
        // Redis forgets it a little before WeChat does, so no instance reads a value about to die.
        const ttl = Math.max(1000, held.expiresAt - held.fetchedAt - 60_000);
        await redis.set(this.key, JSON.stringify(held), 'PX', ttl);
        return held;
      } finally {
        if ((await redis.get(lockKey).catch(() => null)) === owner) await redis.del(lockKey).catch(() => 0);
      }
    }
    // Another instance is fetching: wait for its value (as long as its lock may last), then fetch ourselves.
    for (let waited = 0; waited < LOCK_MS; waited += WAIT_STEP_MS) {
      await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
      const theirs = await this.readShared(redis);
      if (theirs) return theirs;
    }
    return this.fetch();
  }

  private async readShared(redis: Redis): Promise<Held | null> {
    const shared = parse(await redis.get(this.key));
    return shared && this.fresh(shared) ? shared : null;
  }
}

function parse(raw: string | null): Held | null {
  if (!raw) return null;
  try {
    const h = JSON.parse(raw) as Held;
    return typeof h.value === 'string' && Number.isFinite(h.expiresAt) && Number.isFinite(h.fetchedAt) ? h : null;
  } catch {
    return null;
  }
}
