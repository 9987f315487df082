import { Worker } from 'node:worker_threads';
import { createClient, type Client } from '@libsql/client';
import type { AppContext } from '../context';
import { changeFeedOf, engineOf } from '../db';
import { perApp } from '../lib/per-app';
import { postgresDirectSql } from './direct-sql-postgres';
import type { DirectSql, SqlArgs } from './direct-sql.types';

/**
 * The database driver itself, beside Prisma, for the few statements the bench shows Prisma cannot carry (decision
 * 0013): the public card's visit batches (written), and the message feed (a signed-in list, read).
 *
 * Writes run on a thread of their own (`direct-sql.worker.mjs`, one connection, one transaction per call, in call
 * order). On the server's thread, SQLite's work blocked every request: a batch of 100 visits took 3-5 ms, and the
 * commit that found the write-ahead log past 1,000 pages checkpointed it, fsync included, 35-50 ms, every few batches
 * under the bench's card load: the card page's p99 and a fifth of its CPU. Through Prisma, the same INSERT also cost
 * ~130 MB of resident memory that never came back. Reads stay here, on a connection of their own (WAL: a reader never
 * waits for the writer, and sees committed rows only).
 *
 * Writes are announced to the change feed like Prisma's (before they run and once they are done), so the read caches
 * stay right.
 *
 * On PostgreSQL (`postgres://` URL) the same interface runs on a `pg` pool (direct-sql-postgres.ts): network I/O
 * does not block the thread, so there is no writer thread. Statements are each engine's own SQL: their builders
 * take `engine` (SQLite's `?` placeholders and text dates, PostgreSQL's `$n` with explicit casts).
 */
export type { DirectReader, DirectSql, SqlArgs, Statement } from './direct-sql.types';

type Reply = { id: number; changed: number[] } | { id: number; error: string };

// Beside this file in the sources, beside dist/server.js in the bundle (packages/server/build.mjs copies it).
const workerFile = new URL('./direct-sql.worker.mjs', import.meta.url);

export const directSql = perApp((ctx: AppContext): DirectSql => {
  const feed = changeFeedOf(ctx.db);
  if (engineOf(ctx.config.databaseUrl) === 'postgres') {
    const pgSql = postgresDirectSql(ctx.config.databaseUrl);
    return {
      ...pgSql,
      async write(statements) {
        for (const s of statements) feed.announceRaw(s.sql);
        try {
          return await pgSql.write(statements);
        } finally {
          for (const s of statements) feed.announceRaw(s.sql);
        }
      },
    };
  }
  let reader: Client | null = null;
  let writer: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (changed: number[]) => void; reject: (err: Error) => void }>();

  function writerThread(): Worker {
    if (writer) return writer;
    // A small heap: the thread holds one connection and the statements of one batch at a time.
    const w = new Worker(workerFile, { workerData: { url: ctx.config.databaseUrl }, resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 } });
    w.on('message', (m: Reply) => {
      const call = waiting.get(m.id);
      waiting.delete(m.id);
      if ('error' in m) call?.reject(new Error(m.error));
      else call?.resolve(m.changed);
    });
    // A thread that died fails what it held; the next write starts a new one.
    w.on('error', (err) => ctx.log.error({ err }, 'direct-sql: the writer thread failed'));
    w.on('exit', () => {
      if (writer === w) writer = null;
      for (const [id, call] of waiting) {
        waiting.delete(id);
        call.reject(new Error('direct-sql: the writer thread stopped'));
      }
    });
    w.unref(); // the server's socket keeps the process alive, not this thread; close() ends it on shutdown
    return (writer = w);
  }

  return {
    engine: 'sqlite',
    read: async <R>(sql: string, args: SqlArgs) => (await (reader ??= createClient({ url: ctx.config.databaseUrl })).execute({ sql, args })).rows as unknown as R[],
    async write(statements) {
      for (const s of statements) feed.announceRaw(s.sql);
      try {
        return await new Promise<number[]>((resolve, reject) => {
          const id = nextId++;
          waiting.set(id, { resolve, reject });
          writerThread().postMessage({ type: 'write', id, statements });
        });
      } finally {
        for (const s of statements) feed.announceRaw(s.sql);
      }
    },
    async close() {
      reader?.close();
      reader = null;
      const w = writer;
      if (!w) return;
      const exited = new Promise((resolve) => w.once('exit', resolve));
      w.postMessage({ type: 'close' });
      await exited;
    },
  };
});
