import { changeFeedOf, type Db } from '../../db';
import { readCache, type ReadCache, type ReadCacheOptions } from './read-cache';

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
