import { PrismaPg } from '@prisma/adapter-pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import type { PoolConfig } from 'pg';

/**
 * Prisma's PostgreSQL driver adapter (@prisma/adapter-pg 6.19.3) with the fixes that `migrate deploy` needs
 * (shared/docs/TOOLCHAIN.md, upstream prisma/prisma#27403). The stock adapter serves the runtime client well; the
 * schema engine trips on four of its bugs, each mended here:
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

// The adapter's queryable (not exported by the package): what the fixes patch on each connection and transaction.
interface Queryable {
  performIO(q: unknown): Promise<PgResult | PgResult[]>;
  executeScript(script: string): Promise<void>;
  startTransaction?(isolation?: unknown): Promise<Queryable>;
  onError(err: unknown): never;
  underlyingDriver?(): { query(sql: string): Promise<unknown> };
  dispose(): Promise<void>;
}

// A multi-statement script (the shadow replay sends each migration as one raw statement) answers one result each.
type PgResult = { fields?: { dataTypeID: number }[] };

const NAME_OID = 19;
const CHAR_OID = 18;
const TEXT_OID = 25;

/** Fix 1 on one queryable: `name` and `"char"` columns read as text (their values already arrive as strings). */
function textForCatalogTypes(q: Queryable) {
  const io = q.performIO.bind(q);
  q.performIO = async (query) => {
    const res = await io(query);
    for (const r of Array.isArray(res) ? res : [res]) for (const f of r.fields ?? []) if (f.dataTypeID === NAME_OID || f.dataTypeID === CHAR_OID) f.dataTypeID = TEXT_OID;
    return res;
  };
}

function mend(adapter: Queryable): Queryable {
  textForCatalogTypes(adapter);
  const start = adapter.startTransaction?.bind(adapter);
  if (start) adapter.startTransaction = async (isolation) => { const tx = await start(isolation); textForCatalogTypes(tx); return tx; };
  const pool = adapter.underlyingDriver!();
  adapter.executeScript = async (script) => { // fix 4
    try { await pool.query(script); } catch (err) { adapter.onError(err); }
  };
  return adapter;
}

/** The adapter for the Prisma CLI (prisma.config.ts): migrate deploy / diff / status against PostgreSQL. */
export class MigrationSafePg extends PrismaPg {
  private readonly poolConfig: PoolConfig;
  constructor(url: string) {
    const config = pgPoolConfig(url, { max: 2 }); // fix 2
    super(config);
    this.poolConfig = config;
  }

  override async connect() {
    return mend((await super.connect()) as unknown as Queryable) as unknown as Awaited<ReturnType<PrismaPg['connect']>>;
  }

  override async connectToShadowDb() {
    const main = (await this.connect()) as unknown as Queryable;
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
    await main.executeScript(`CREATE DATABASE "${database}"`);
    const shadow = (await new PrismaPg({ ...this.poolConfig, database }).connect()) as unknown as Queryable;
    mend(shadow);
    const closeShadow = shadow.dispose.bind(shadow);
    shadow.dispose = async () => { // fix 3: the shadow pool ends before its database is dropped
      await closeShadow();
      try { await main.executeScript(`DROP DATABASE IF EXISTS "${database}"`); } finally { await main.dispose(); }
    };
    return shadow as unknown as Awaited<ReturnType<PrismaPg['connectToShadowDb']>>;
  }
}

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
class RuntimePg extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolation) => {
      const tx = (await start(isolation)) as unknown as PgTx;
      let released = false;
      const commit = tx.commit.bind(tx);
      const rollback = tx.rollback.bind(tx);
      tx.commit = async () => { if (!released) { released = true; await commit(); } };
      tx.rollback = async () => { if (!released) { released = true; await rollback(); } };
      const execute = tx.executeRaw.bind(tx);
      tx.executeRaw = async (q) => {
        try { return await execute(q); } catch (err) {
          if (q.sql === 'COMMIT' || q.sql === 'ROLLBACK') await tx.rollback();
          throw err;
        }
      };
      return tx as unknown as Awaited<ReturnType<typeof start>>;
    };
    return adapter;
  }
}

export function runtimePg(url: string, max = 10) {
  return new RuntimePg(pgPoolConfig(url, { max }));
}
