import { createRequire } from 'node:module';
import type pgType from 'pg';
import { pgPoolConfig } from '../db-postgres';
import type { DirectSql, SqlArgs } from './direct-sql.types';

// Loaded with the first PostgreSQL connection only (a server on SQLite never needs `pg`, ~16 MB resident).
const require = createRequire(import.meta.url);

const TIMESTAMP_OID = 1114;

/**
 * core/direct-sql on PostgreSQL: reads and write batches through a `pg` pool of their own. The driver's I/O is
 * asynchronous network I/O (the server's thread only waits); each `write` is one
 * transaction on one pooled connection. `timestamp` columns (Prisma's DateTime: UTC without a zone) are read as
 * UTC, whatever the server process's time zone.
 */
export function postgresDirectSql(url: string): DirectSql {
  const pg = require('pg') as typeof pgType;
  let pool: pgType.Pool | null = null;
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === TIMESTAMP_OID ? (v: string) => new Date(`${v.replace(' ', 'T')}Z`) : pg.types.getTypeParser(oid, format)) as typeof pgType.types.getTypeParser,
  };
  const poolOf = () => (pool ??= new pg.Pool(pgPoolConfig(url, { max: 4, types })));
  return {
    engine: 'postgres',
    read: async <R>(sql: string, args: SqlArgs) => (await poolOf().query(sql, args as unknown[])).rows as R[],
    async write(statements) {
      const client = await poolOf().connect();
      try {
        await client.query('BEGIN');
        const changed: number[] = [];
        for (const s of statements) changed.push((await client.query(s.sql, s.args as unknown[])).rowCount ?? 0);
        await client.query('COMMIT');
        return changed;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      const p = pool;
      pool = null;
      await p?.end();
    },
  };
}
