import type { AppContext } from '../context';
import { changeFeedOf, engineOf } from '../db';
import { perApp } from '../lib/per-app';
import { postgresDirectSql } from './direct-sql-postgres';
import { sqliteDirectSql } from './direct-sql-sqlite';
import type { DirectSql } from './direct-sql.types';

/**
 * The database driver itself, beside Prisma, for the few statements the bench shows Prisma cannot carry (decision
 * 0013): the public card's visit batches (written), and the message feed (a signed-in list, read).
 *
 * Each engine has its own (statements are each engine's own SQL: their builders take `engine`, SQLite's `?`
 * placeholders and text dates, PostgreSQL's `$n` with explicit casts):
 *  - SQLite (direct-sql-sqlite.ts): writes on libsql's native threads, off the server's thread, one at a time;
 *  - PostgreSQL (`postgres://` URL, direct-sql-postgres.ts): a `pg` pool, whose network I/O never blocks the thread.
 *
 * Writes are announced to the change feed like Prisma's (before they run and once they are done), so the read caches
 * stay right.
 */
export type { DirectReader, DirectSql, SqlArgs, Statement } from './direct-sql.types';

export const directSql = perApp((ctx: AppContext): DirectSql => {
  const feed = changeFeedOf(ctx.db);
  const url = ctx.config.databaseUrl;
  const sql = engineOf(url) === 'postgres' ? postgresDirectSql(url) : sqliteDirectSql(url);
  return {
    ...sql,
    async write(statements) {
      for (const s of statements) feed.announceRaw(s.sql);
      try {
        return await sql.write(statements);
      } finally {
        for (const s of statements) feed.announceRaw(s.sql);
      }
    },
  };
});
