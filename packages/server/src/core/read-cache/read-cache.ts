import type { ModelName } from '../../generated/prisma/internal/prismaNamespace';
import type { Change } from './changes.rules';
import { EVERYTHING } from './change-feed';
import type { ReadDep } from './read-deps.rules';
import { currentRecord, ReadRecord, recording } from './read-recorder';

/**
 * A read-through cache of values read from the database, kept correct by the change feed (change-feed.ts): every
 * write through Prisma names the model and, when it can, the user. Each value is kept with what its load read, as the
 * query extension saw it (read-recorder.ts, read-deps.rules.ts): (model, user) pairs, or "anything" when the load made a
 * raw query. A write drops the values whose reads it meets; nobody lists models by hand (issue 33).
 *
 * So a load must itself read everything its value is made of (through Prisma, or through another cache, whose hit
 * adds what that value was made of): a value read before the load and only used in it is invisible here.
 *
 * A read that was under way while a write met what it had already read is not stored: it may hold the old rows.
 * Entries also expire after `maxAgeMs`: a write the feed cannot see (another process on the same SQLite file, a
 * tool run by hand) is forgotten within that time at most.
 */
export interface ReadCache<V> {
  /**
   * The cached value of `key`, else what `load()` read, unless a write overtook the read. `owner` names the user the
   * value belongs to, for `drop`. A load that finds nothing (null) is not stored.
   */
  get(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null>;
  /** Drops every entry of this owner (null: of everybody). */
  drop(owner: string | null): void;
  size(): number;
  /** The models the entries held now were read from (for tests and diagnostics). */
  modelsHeld(): Set<string>;
  onChange(c: Change): void;
}

export interface Loaded<V> {
  value: V;
  owner: string;
}

export interface ReadCacheOptions {
  maxEntries: number;
  /**
   * Models whose rows this cache's loads read only of the value's owner (a card page reads its owner's Card, mobiles
   * and columns through relations, which the derivation must otherwise take as "any row"). A read of one of these
   * depends on the owner's rows only. Leaving a model out is safe: its writes drop more than they need to.
   */
  ownRows?: readonly ModelName[];
  /** How long an entry may live without a write dropping it; default 5 minutes. */
  maxAgeMs?: number;
  /** The clock (tests); default Date.now. */
  now?: () => number;
}

const DEFAULT_MAX_AGE_MS = 5 * 60_000;
const ANY = '\u0000any';

interface Entry<V> {
  value: V;
  owner: string;
  raw: boolean;
  deps: ReadDep[];
  bornAt: number;
}

export function readCache<V>(opts: ReadCacheOptions): ReadCache<V> {
  const now = opts.now ?? Date.now;
  const maxAge = opts.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const entries = new Map<string, Entry<V>>();
  const keysOfOwner = new Map<string, Set<string>>();
  // model -> user (or ANY) -> keys of the entries that read those rows; raw: entries that made a raw query.
  const byModel = new Map<string, Map<string, Set<string>>>();
  const raw = new Set<string>();
  const inFlight = new Set<ReadRecord>();

  const addTo = <K>(m: Map<K, Set<string>>, k: K, key: string) => {
    let s = m.get(k);
    if (!s) m.set(k, (s = new Set()));
    s.add(key);
  };
  const removeFrom = <K>(m: Map<K, Set<string>>, k: K, key: string) => {
    const s = m.get(k);
    s?.delete(key);
    if (s?.size === 0) m.delete(k);
  };

  function remove(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    removeFrom(keysOfOwner, e.owner, key);
    if (e.raw) raw.delete(key);
    for (const d of e.deps) {
      const users = byModel.get(d.model);
      if (!users) continue;
      removeFrom(users, d.userId ?? ANY, key);
      if (users.size === 0) byModel.delete(d.model);
    }
  }

  const ownRows = new Set<string>(opts.ownRows ?? []);
  function store(key: string, value: V, owner: string, record: ReadRecord) {
    remove(key);
    const { raw: isRaw, deps: read } = record.deps();
    const deps = read.map((d) => (d.userId === null && ownRows.has(d.model) ? { model: d.model, userId: owner } : d));
    entries.set(key, { value, owner, raw: isRaw, deps, bornAt: now() });
    addTo(keysOfOwner, owner, key);
    if (isRaw) raw.add(key);
    for (const d of deps) {
      let users = byModel.get(d.model);
      if (!users) byModel.set(d.model, (users = new Map()));
      addTo(users, d.userId ?? ANY, key);
    }
    while (entries.size > opts.maxEntries) remove(entries.keys().next().value as string);
  }

  function drop(owner: string | null) {
    for (const r of inFlight) r.overtaken = true;
    if (owner === null) for (const key of [...entries.keys()]) remove(key);
    else for (const key of [...(keysOfOwner.get(owner) ?? [])]) remove(key);
  }

  function onChange(c: Change) {
    for (const r of inFlight) if (!r.overtaken && r.meets(c)) r.overtaken = true;
    if (c.model === EVERYTHING) {
      for (const key of [...entries.keys()]) remove(key);
      return;
    }
    const users = byModel.get(c.model);
    if (!users && raw.size === 0) return;
    const hit = new Set(raw);
    if (users) {
      if (c.userId === null) for (const keys of users.values()) for (const k of keys) hit.add(k);
      else {
        for (const k of users.get(ANY) ?? []) hit.add(k);
        for (const k of users.get(c.userId) ?? []) hit.add(k);
      }
    }
    for (const key of hit) remove(key);
  }

  async function get(key: string, load: () => Promise<Loaded<V> | null>): Promise<V | null> {
    const hit = entries.get(key);
    if (hit && now() - hit.bornAt <= maxAge) {
      // Map order is the LRU order: a hit moves to the end.
      entries.delete(key);
      entries.set(key, hit);
      // A load of another cache that uses this value depends on what it was made of.
      const outer = currentRecord();
      if (outer) {
        outer.addAll(hit.deps);
        if (hit.raw) outer.readRaw();
      }
      return hit.value;
    }
    if (hit) remove(key);
    const record = new ReadRecord();
    inFlight.add(record);
    let loaded: Loaded<V> | null;
    try {
      loaded = await recording(record, load);
    } finally {
      inFlight.delete(record);
    }
    const outer = currentRecord();
    if (outer) {
      const d = record.deps();
      outer.addAll(d.deps);
      if (d.raw) outer.readRaw();
    }
    if (!loaded) return null;
    if (!record.overtaken) store(key, loaded.value, loaded.owner, record);
    return loaded.value;
  }

  return {
    get,
    drop,
    onChange,
    size: () => entries.size,
    modelsHeld: () => new Set([...byModel.keys()]),
  };
}
