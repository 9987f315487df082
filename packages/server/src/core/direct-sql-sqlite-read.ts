import { createRequire } from 'node:module';
import { sqlitePath } from '../db-sqlite';
import { busyWaitMs, SQLITE_WRITE_WAIT_MS } from '../db-sqlite.rules';
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

// SQLite stores booleans as 0 and 1; the other argument types go as they are.
export const toSql = (v: SqlArgs[number]) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

const isBusy = (err: unknown) => ((err as { rawCode?: number } | null)?.rawCode ?? 0) % 256 === 5;

export function sqliteReader(url: string) {
  let db: SyncNative | null = null;
  const prepared = new Map<string, SyncStatement>();

  function statement(sql: string): SyncStatement {
    let s = prepared.get(sql);
    if (s)
      prepared.delete(sql); // most recent last
    else {
      s = (db ??= open()).prepare(sql);
      if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
    }
    prepared.set(sql, s);
    return s;
  }
  function open(): SyncNative {
    const Native = require('libsql') as new (path: string) => SyncNative;
    const conn = new Native(sqlitePath(url));
    // Busy at once (rare for a reader in WAL mode: a recovery): the wait below never stops the thread.
    conn.pragma('busy_timeout = 0');
    return conn;
  }

  return {
    async read<R>(sql: string, args: SqlArgs): Promise<R[]> {
      const giveUpAt = Date.now() + SQLITE_WRITE_WAIT_MS;
      for (let n = 0; ; n++) {
        try {
          return statement(sql).all(args.map(toSql)) as R[];
        } catch (err) {
          prepared.delete(sql); // a statement that failed busy stays active in libsql: not kept (db-sqlite.ts)
          if (!isBusy(err) || Date.now() >= giveUpAt) throw err;
          await new Promise((r) => setTimeout(r, busyWaitMs(n, Math.random())));
        }
      }
    },
    close() {
      prepared.clear();
      db?.close();
      db = null;
    },
  };
}
