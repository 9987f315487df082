import { createRequire } from 'node:module';
import type { PrismaPg as PrismaPgType } from '@prisma/adapter-pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import type { PoolConfig } from 'pg';

/**
 * Prisma's PostgreSQL driver adapter (@prisma/adapter-pg; 7.10 for the server, 6.19.3 for the migrations CLI) with the fixes that `migrate deploy` needs
 * (shared/docs/TOOLCHAIN.md, upstream prisma/prisma#27403). The stock adapter serves the runtime client well; the
 * schema engine trips on four of its bugs, mended for the CLI in prisma/migrate-postgres.ts (2 here, shared):
 *  1. catalog columns of type `name` and `"char"` have no column type in the adapter ("could not be deserialized"):
 *     they are reported as text;
 *  2. the pool is built from the URL's parsed fields: with `connectionString` the shadow database's `database`
 *     override is ignored and the shadow replay runs against the real database;
 *  3. the shadow pool is closed before the shadow database is dropped ("being accessed by other users");
 *  4. a migration script is sent whole (PostgreSQL runs a multi-statement simple query in one implicit
 *     transaction): the stock `executeScript` splits on every `;`, string literals included, and can leave a
 *     migration half-applied.
 * Pools let the process exit when idle, or every CLI command waits ~11 s for idle connections to time out.
 */
export function pgPoolConfig(url: string, extra: PoolConfig = {}): PoolConfig {
  const { connectionString: _ignored, ...fields } = parseIntoClientConfig(url) as PoolConfig & { connectionString?: string };
  return { ...fields, allowExitOnIdle: true, ...extra };
}

const require = createRequire(import.meta.url);
/**
 * Loaded on the first PostgreSQL client only: the adapter brings `pg` (~16 MB resident), which a server on SQLite
 * never needs (issue 30: memory).
 */
const loadPrismaPg = () => (require('@prisma/adapter-pg') as { PrismaPg: typeof PrismaPgType }).PrismaPg;

interface PgTx {
  executeRaw(q: { sql: string }): Promise<number>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

/**
 * The server's adapter: the stock one on a pool from the parsed URL, with one mend. Prisma ends a transaction by
 * sending COMMIT and then calling the adapter's `commit()`, which returns the connection to the pool; when COMMIT
 * itself fails (a serializable transaction refused at commit, 40001) `commit()` is never called and the connection
 * stays checked out for good: the pool shrinks by one per refusal, and closing the pool waits forever. Here a
 * failed COMMIT or ROLLBACK releases the connection (PostgreSQL has ended the transaction either way), once.
 */
function runtimeAdapter(config: PoolConfig): PrismaPgType {
  const adapter = new (loadPrismaPg())(config);
  const connect = adapter.connect.bind(adapter);
  adapter.connect = async () => {
    const adapter = await connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolation) => {
      const tx = (await start(isolation)) as unknown as PgTx;
      let released = false;
      const commit = tx.commit.bind(tx);
      const rollback = tx.rollback.bind(tx);
      tx.commit = async () => {
        if (!released) {
          released = true;
          await commit();
        }
      };
      tx.rollback = async () => {
        if (!released) {
          released = true;
          await rollback();
        }
      };
      const execute = tx.executeRaw.bind(tx);
      tx.executeRaw = async (q) => {
        try {
          return await execute(q);
        } catch (err) {
          if (q.sql === 'COMMIT' || q.sql === 'ROLLBACK') await tx.rollback();
          throw err;
        }
      };
      return tx as unknown as Awaited<ReturnType<typeof start>>;
    };
    return adapter;
  };
  return adapter;
}

export function runtimePg(url: string, max = 10) {
  return runtimeAdapter(pgPoolConfig(url, { max }));
}
