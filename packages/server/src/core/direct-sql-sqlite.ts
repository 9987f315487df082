import { createRequire } from 'node:module';
import { sqlitePath, toSql } from '../db-sqlite';
import { SQLITE_WRITE_WAIT_MS } from '../db-sqlite.rules';
import { lruGet } from '../lib/lru';
import { sqliteReader } from './direct-sql-sqlite-read';
import type { DirectSql, SqlArgs, Statement } from './direct-sql.types';

/**
 * core/direct-sql on SQLite. Writes run off the server's thread without a thread of ours (decision 0039): libsql's
 * asynchronous calls (`libsql/promise`) hand each statement to the native library's own threads, started with the
 * library whatever API is used, and resolve when it is done. On the server's thread SQLite's work blocked every
 * request: under the bench's card load each batch of visits is ~90 us of CPU a visit (eleven indexes with random
 * keys: a batch writes 1-2 MB of pages), and the commit that finds the write-ahead log past 1,000 pages checkpoints
 * it, fsync included. A worker_thread did the same off the thread but held a second V8 isolate, ~11 MB resident.
 *
 * One connection, one transaction per `write`, writes one after another in call order (a queue of promises: the
 * native side runs whatever it is given at once). The connection waits for another writer's lock itself (busy
 * timeout 5 s: the waiting blocks the library's thread, not the server's); a write still refused is an error its
 * caller retries (the visits' write-behind, lib/write-behind.ts). Reads stay on the server's thread
 * (direct-sql-sqlite-read.ts).
 */
const require = createRequire(import.meta.url);

interface AsyncStatement {
  iterate(args: unknown[]): Promise<Iterable<unknown>>;
}
interface AsyncNative {
  readonly inTransaction: boolean;
  prepare(sql: string): Promise<AsyncStatement>;
  exec(sql: string): Promise<void>;
  pragma(sql: string): Promise<unknown>;
  close(): void;
}

// Statements by SQL text. A batch's SQL varies with its row count only, so few texts recur; bounded all the same.
const MAX_PREPARED = 128;
/** How long a write waits for another connection's lock before it is refused (as the server's other writers wait). */
const BUSY_TIMEOUT_MS = SQLITE_WRITE_WAIT_MS;

/** `busyTimeoutMs`: how long a write waits for another connection's lock (tests shorten it). */
export function sqliteDirectSql(url: string, { busyTimeoutMs = BUSY_TIMEOUT_MS } = {}): DirectSql {
  const reader = sqliteReader(url);
  let writer: Promise<AsyncNative> | null = null;
  const prepared = new Map<string, Promise<AsyncStatement>>();
  // The last write's completion (failed or not): the next one starts after it.
  let queue: Promise<unknown> = Promise.resolve();

  const connection = () =>
    (writer ??= (async () => {
      const AsyncDatabase = require('libsql/promise') as new (path: string) => AsyncNative;
      const db = new AsyncDatabase(sqlitePath(url));
      // As the server's other connections (db.ts tuneSqlite, db-sqlite.ts): commit without an fsync each (WAL: a power
      // cut may lose the last commits, never corrupt). Checkpoints happen here too, after a commit that finds the log long.
      await db.pragma(`busy_timeout = ${busyTimeoutMs}`);
      await db.pragma('synchronous = NORMAL');
      return db;
    })());

  function statement(db: AsyncNative, sql: string): Promise<AsyncStatement> {
    return lruGet(prepared, sql, MAX_PREPARED, () => {
      const s = db.prepare(sql);
      s.catch(() => prepared.delete(sql)); // a statement that does not prepare is not kept
      return s;
    });
  }

  /** Runs a statement to its end (a write answers no rows; reading them all leaves no statement active for COMMIT). */
  async function run(db: AsyncNative, sql: string, args: SqlArgs = []): Promise<unknown[]> {
    return [...(await (await statement(db, sql)).iterate(args.map(toSql)))];
  }

  async function transaction(statements: Statement[]): Promise<number[]> {
    const db = await connection();
    await db.exec('BEGIN IMMEDIATE');
    try {
      const changed: number[] = [];
      for (const s of statements) {
        await run(db, s.sql, s.args);
        const [row] = (await run(db, 'SELECT changes() AS n')) as { n: number }[];
        changed.push(Number(row?.n ?? 0));
      }
      await db.exec('COMMIT');
      return changed;
    } catch (err) {
      // A statement that failed, or a refused COMMIT, leaves SQLite inside the transaction: never keep the write lock.
      if (db.inTransaction) await db.exec('ROLLBACK').catch(() => {});
      throw err;
    }
  }

  return {
    engine: 'sqlite',
    read: reader.read,
    write(statements) {
      const done = queue.then(() => transaction(statements));
      queue = done.catch(() => {});
      return done;
    },
    async close() {
      reader.close();
      await queue;
      const w = writer;
      writer = null;
      prepared.clear();
      if (w) (await w).close();
    },
  };
}
