import type { Change } from './changes.rules';
import { EVERYTHING } from './change-feed';

/**
 * A read-through cache of values read from the database, kept correct by the change feed (change-feed.ts): every
 * write through Prisma names the model and, when it can, the user; a cache drops the entries of that user (or all
 * of them) when the model is one its values are made of. No time-to-live: an entry lives until a write makes it
 * stale or the cache is full (the least recently used goes first).
 *
 * A read that was under way while a write of its owner happened is not stored: it may have read the old rows.
 */
export interface ReadCache<V> {
  /**
   * The cached value of `key`, else what `load()` read, stored under the user it belongs to (`owner`) unless a
   * change of that user overtook the read. A load that finds nothing (null) is not stored.
   */
  get(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null>;
  /** Drops every entry of this user (null: of everybody). */
  drop(owner: string | null): void;
  size(): number;
  readonly models: ReadonlySet<string>;
  onChange(c: Change): void;
}

export interface Loaded<V> { value: V; owner: string }

export interface ReadCacheOptions {
  /** The Prisma model names whose rows the cached values are made of (`User`, `Card`, ...). */
  models: readonly string[];
  maxEntries: number;
}

/** How many owners' drop marks are kept for loads in flight; past that they are forgotten as one global mark. */
const MAX_DROP_MARKS = 10_000;

export function readCache<V>(opts: ReadCacheOptions): ReadCache<V> {
  const entries = new Map<string, { value: V; owner: string }>();
  const keysOf = new Map<string, Set<string>>();
  // Every drop takes the next tick; a load remembers the tick it started at and does not store when its owner (or
  // everybody) was dropped after it.
  let tick = 0;
  let globalDropTick = 0;
  const ownerDropTick = new Map<string, number>();

  function remove(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    const keys = keysOf.get(e.owner);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(e.owner);
  }

  function drop(owner: string | null) {
    tick += 1;
    if (owner === null || ownerDropTick.size >= MAX_DROP_MARKS) {
      globalDropTick = tick;
      ownerDropTick.clear();
    }
    if (owner === null) {
      entries.clear();
      keysOf.clear();
      return;
    }
    ownerDropTick.set(owner, tick);
    for (const key of [...(keysOf.get(owner) ?? [])]) remove(key);
  }

  async function get(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null> {
    const hit = entries.get(key);
    if (hit) {
      // Map order is the LRU order: a hit moves to the end.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    const started = tick;
    const loaded = await load();
    if (!loaded) return null;
    const { value, owner } = loaded;
    const overtaken = globalDropTick > started || (ownerDropTick.get(owner) ?? 0) > started;
    if (!overtaken) {
      remove(key);
      entries.set(key, { value, owner });
      let keys = keysOf.get(owner);
      if (!keys) keysOf.set(owner, (keys = new Set()));
      keys.add(key);
      while (entries.size > opts.maxEntries) remove(entries.keys().next().value as string);
    }
    return value;
  }

  const models = new Set(opts.models);
  return {
    get, drop, models,
    size: () => entries.size,
    onChange: (c) => { if (c.model === EVERYTHING || models.has(c.model)) drop(c.userId); },
  };
}
