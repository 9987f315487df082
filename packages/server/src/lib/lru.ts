/**
 * A bounded cache in a Map, least recently used out: a Map iterates in insertion order, so a hit is moved to the end
 * and, once `max` entries are held, the first key is the one unused longest. The SQLite connections keep their
 * prepared statements this way (db-sqlite.ts, core/direct-sql-sqlite*.ts).
 */
export function lruGet<K, V>(map: Map<K, V>, key: K, max: number, make: () => V): V {
  let value = map.get(key);
  if (value !== undefined || map.has(key)) map.delete(key);
  else {
    value = make();
    if (map.size >= max) map.delete(map.keys().next().value as K);
  }
  map.set(key, value as V);
  return value as V;
}
