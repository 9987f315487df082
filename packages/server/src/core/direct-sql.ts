import { createClient, type Client, type InArgs } from '@libsql/client';
import type { AppContext } from '../context';
import { changeFeedOf } from '../db';
import { modelOfRawWrite } from './read-cache/changes.rules';
import { perApp } from '../lib/per-app';

/**
 * The database driver itself, beside Prisma, for the few statements the bench shows Prisma cannot carry (decision
 * 0013): the public card's visit batches, and the message feed (a signed-in list read). Measured under the bench's card load (2,000 new visitors a second), the
 * same INSERT through Prisma's raw path cost ~130 MB of resident memory that never came back and doubled the p99;
 * through the driver, neither. Statements here are SQL for SQLite; issue 10 gives PostgreSQL its own.
 * Writes are announced to the change feed like Prisma's, so the read caches stay right.
 */
export interface DirectSql extends DirectReader {
  /** Runs `run` in one write transaction, committed when it resolves, rolled back when it throws. */
  transaction(run: (tx: DirectTx) => Promise<void>): Promise<void>;
  close(): void;
}
/** A read of committed rows, on a connection of its own (WAL: it never waits for a writer). */
export interface DirectReader { read<R>(sql: string, args: InArgs): Promise<R[]> }
export interface DirectTx { query<R>(sql: string, args: InArgs): Promise<R[]>; write(sql: string, args: InArgs): Promise<number> }

export const directSql = perApp((ctx: AppContext): DirectSql => {
  let client: Client | null = null;
  let reader: Client | null = null;
  const open = () => {
    if (!client) {
      client = createClient({ url: ctx.config.databaseUrl });
      // A writer waits for Prisma's connection instead of failing, as Prisma's own writers do (db.ts).
      void client.execute('PRAGMA busy_timeout = 5000');
    }
    return client;
  };
  // Reads never share the writer's connection: they would see a batch that is not committed yet.
  const openReader = () => (reader ??= createClient({ url: ctx.config.databaseUrl }));
  const feed = changeFeedOf(ctx.db);
  let queue: Promise<unknown> = Promise.resolve();
  async function inTransaction(run: (tx: DirectTx) => Promise<void>) {
    const c = open();
    const written: string[] = [];
    await c.execute('BEGIN IMMEDIATE');
    try {
      await run({
        query: async <R>(sql: string, args: InArgs) => (await c.execute({ sql, args })).rows as unknown as R[],
        write: async (sql, args) => {
          written.push(sql);
          feed.announceRaw(sql);
          return (await c.execute({ sql, args })).rowsAffected;
        },
      });
      await c.execute('COMMIT');
    } catch (err) {
      await c.execute('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      for (const sql of written) feed.announceRaw(sql);
    }
  }
  return {
    // One connection, one transaction at a time (BEGIN ... COMMIT on it; libsql's transaction() would open a new
    // connection each time, which cost memory per batch): callers queue here.
    transaction(run) {
      const next = queue.then(() => inTransaction(run));
      queue = next.catch(() => undefined);
      return next;
    },
    read: async <R>(sql: string, args: InArgs) => (await openReader().execute({ sql, args })).rows as unknown as R[],
    close() {
      client?.close();
      reader?.close();
      client = reader = null;
    },
  };
});
