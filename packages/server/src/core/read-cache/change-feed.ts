import { changeOf, isWrite, modelOfRawWrite, type Change } from './changes.rules';

/**
 * The writes of one database client, told to whoever listens (the read caches). Fed by the Prisma query extension
 * in db.ts, which sees every model call, in and out of transactions, before and after it runs.
 *
 * Inside an interactive transaction a write is announced when it runs, but other connections still read the old
 * rows until the commit; a cache could store such a row after the announcement. So the feed repeats every change
 * announced during a transaction once the transaction has settled (committed or rolled back).
 */
export interface ChangeFeed {
  subscribe(listener: (c: Change) => void): () => void;
  /** Called by the query extension for each model call. */
  announce(model: string, operation: string, args: unknown): void;
  /**
   * A raw write (`$executeRaw`): the model its SQL names (modelOfRawWrite), for users it does not name; when the SQL
   * names none that can be read, every model of every listener changed.
   */
  announceRaw(sql?: unknown): void;
  /** Runs a transaction and repeats the changes announced while it was open. */
  aroundTransaction<T>(run: () => Promise<T>): Promise<T>;
}

export const EVERYTHING = '*';

export function changeFeed(): ChangeFeed {
  const listeners = new Set<(c: Change) => void>();
  let open = 0;
  // Changes announced while at least one transaction is open, replayed when the last one settles.
  let pending: Change[] = [];
  const emit = (c: Change) => {
    if (open > 0) pending.push(c);
    for (const l of listeners) l(c);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(model, operation, args) {
      if (isWrite(operation)) emit(changeOf(model, operation, args));
    },
    announceRaw: (sql) => emit({ model: modelOfRawWrite(sql) ?? EVERYTHING, userId: null }),
    async aroundTransaction(run) {
      open += 1;
      try {
        return await run();
      } finally {
        open -= 1;
        if (open === 0) {
          const replay = pending;
          pending = [];
          for (const c of replay) for (const l of listeners) l(c);
        }
      }
    },
  };
}
