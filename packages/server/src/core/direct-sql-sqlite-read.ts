import { createRequire } from 'node:module';
import { isNativeBusyError, sqlitePath, toSql, waitWhileBusy } from '../db-sqlite';
import { lruGet } from '../lib/lru';
import type { SqlArgs } from './direct-sql.types';

/**
 * core/direct-sql's SQLite reads: on the server's thread, on a native libsql connection of their own (WAL: a reader
 * never waits for the writer and sees committed rows only). On libsql itself rather than @libsql/client, whose
 * modules (its own protocol client among them) cost ~2.7 MB of heap and ~12 MB resident for the same native calls
 * (docs/bench.md session 14). Rows are objects by column name, as the repositories read them.
 */
const require = createRequire(import.meta.url);

interface SyncStatement {
  all(args: unknown[]): unknown[];
}
interface SyncNative {
  prepare(sql: string): SyncStatement;
  pragma(sql: string): unknown;
  close(): void;
}

// Statements by SQL text (the lists' SQL varies with how many ids they ask for); least recently used out.
const MAX_PREPARED = 128;

export function sqliteReader(url: string) {
  let db: SyncNative | null = null;
  const prepared = new Map<string, SyncStatement>();

  const statement = (sql: string) => lruGet(prepared, sql, MAX_PREPARED, () => (db ??= open()).prepare(sql));
  function open(): SyncNative {
    const Native = require('libsql') as new (path: string) => SyncNative;
    const conn = new Native(sqlitePath(url));
    // Busy at once (rare for a reader in WAL mode: a recovery): the wait below never stops the thread.
    conn.pragma('busy_timeout = 0');
    return conn;
  }

  return {
    read<R>(sql: string, args: SqlArgs): Promise<R[]> {
      return waitWhileBusy(
        async () => {
          try {
            return statement(sql).all(args.map(toSql)) as R[];
          } catch (err) {
            prepared.delete(sql); // a statement that failed busy stays active in libsql: not kept (db-sqlite.ts)
            throw err;
          }
        },
        undefined,
        isNativeBusyError,
      );
    },
    close() {
      prepared.clear();
      db?.close();
      db = null;
    },
  };
}
