import { AsyncLocalStorage } from 'node:async_hooks';
import type { Change } from './changes.rules';
import { EVERYTHING } from './change-feed';
import { depsOfRead, type ReadDep, type RelationMap } from './read-deps.rules';

/**
 * The reads of one cache load as they happen: the query extension of db.ts tells every read to the load under way in
 * its async context (there may be none), and a nested cache's hit adds the dependencies of the value it served. A
 * change that meets a dependency already read marks the load overtaken: what it read may be stale, so it is not kept.
 */
export class ReadRecord {
  /** model -> users whose rows were read; a null user: any row of the model. */
  private readonly byModel = new Map<string, Set<string | null>>();
  /** A raw query was made: its tables cannot be told, so every change meets it. */
  private raw = false;
  overtaken = false;

  add(dep: ReadDep) {
    let users = this.byModel.get(dep.model);
    if (!users) this.byModel.set(dep.model, (users = new Set()));
    users.add(dep.userId);
  }
  addAll(deps: Iterable<ReadDep>) {
    for (const d of deps) this.add(d);
  }
  readRaw() {
    this.raw = true;
  }

  /** Whether a write of `c` may change what was read. */
  meets(c: Change): boolean {
    if (this.raw || c.model === EVERYTHING) return true;
    const users = this.byModel.get(c.model);
    if (!users) return false;
    return c.userId === null || users.has(null) || users.has(c.userId);
  }

  /** The dependencies read, in the form a cache entry keeps; `raw` entries depend on everything. */
  deps(): { raw: boolean; deps: ReadDep[] } {
    const deps: ReadDep[] = [];
    for (const [model, users] of this.byModel) for (const userId of users) deps.push({ model, userId });
    return { raw: this.raw, deps };
  }
}

const current = new AsyncLocalStorage<ReadRecord>();

/** Runs `load` with a record of what it reads. */
export const recording = <T>(record: ReadRecord, load: () => Promise<T>): Promise<T> => current.run(record, load);

/** The load under way in this async context, if any. */
export const currentRecord = (): ReadRecord | undefined => current.getStore();

/** Called by the query extension for every model read and every raw query. */
export function noteRead(model: string | undefined, args: unknown, relations: RelationMap) {
  const record = current.getStore();
  if (!record) return;
  if (!model) record.readRaw();
  else record.addAll(depsOfRead(model, args, relations));
}
