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
  subscribe(listener: ChangeListener): () => void;
  /** Called by the query extension for each model call. */
  announce(model: string, operation: string, args: unknown): void;
  /**
   * A raw write (`$executeRaw`): the model its SQL names (modelOfRawWrite), for users it does not name; when the SQL
   * names none that can be read, every model of every listener changed.
   */
  announceRaw(sql?: unknown): void;
  /** Runs a transaction and repeats the changes announced while it was open. */
  aroundTransaction<T>(run: () => Promise<T>): Promise<T>;
  /**
   * A change another server instance announced once it was done (shared-feed.ts): told to the listeners as it is,
   * never published again and never held for a local transaction (the other instance's write has committed).
   */
  deliverRemote(c: Change): void;
}

/**
 * How a change reached the listener: `local` (announced here) or not (another instance's, through Redis), and
 * whether a local transaction was open (the change is told again once it settled). A shared feed publishes only
 * local changes announced outside transactions and the repeats after them: what other connections can already read.
 */
export interface ChangeDelivery {
  local: boolean;
  inTransaction: boolean;
}
export type ChangeListener = (c: Change, how: ChangeDelivery) => void;

export const EVERYTHING = '*';

export function changeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let open = 0;
  // Changes announced while at least one transaction is open, replayed when the last one settles.
  let pending: Change[] = [];
  const emit = (c: Change) => {
    const how = { local: true, inTransaction: open > 0 };
    if (how.inTransaction) pending.push(c);
    for (const l of listeners) l(c, how);
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
          for (const c of replay) for (const l of listeners) l(c, SETTLED);
        }
      }
    },
    deliverRemote(c) {
      for (const l of listeners) l(c, REMOTE);
    },
  };
}

const SETTLED: ChangeDelivery = { local: true, inTransaction: false };
const REMOTE: ChangeDelivery = { local: false, inTransaction: false };
