import { changeFeedOf, hasChangeFeed, type Db } from '../../db';
import type { DbClient } from '../db';
import { readCache, type Loaded, type ReadCache, type ReadCacheOptions } from './read-cache';

const registry = new WeakMap<Db, Map<string, ReadCache<unknown>>>();

/**
 * The cache called `name` of this database client, made on first use and subscribed to the client's change feed
 * (one per app: the router and the card page plugin each build their services, and must share it).
 */
export function sharedCache<V>(db: Db, name: string, opts: ReadCacheOptions): ReadCache<V> {
  let caches = registry.get(db);
  if (!caches) registry.set(db, (caches = new Map()));
  let cache = caches.get(name) as ReadCache<V> | undefined;
  if (!cache) {
    cache = readCache<V>(opts);
    changeFeedOf(db).subscribe(cache.onChange);
    caches.set(name, cache as ReadCache<unknown>);
  }
  return cache;
}

/**
 * A repository's read through the cache called `name`: from memory when it holds the value, else `load()`. Inside a
 * transaction (a client with no change feed of its own) it always reads the database: a transaction must see its
 * own writes, and what it reads must not be kept before it commits.
 */
export async function cachedRead<V>(db: DbClient, name: string, opts: ReadCacheOptions, key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null> {
  if (!hasChangeFeed(db)) return (await load())?.value ?? null;
  return sharedCache<V>(db as Db, name, opts).get(key, load);
}
