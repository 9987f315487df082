import { PrismaPg } from '@prisma/adapter-pg';
import type { PoolConfig } from 'pg';
import { pgPoolConfig } from '../packages/server/src/db-postgres';

/**
 * The Prisma CLI's PostgreSQL adapter (prisma.config.ts): fixes 1, 3 and 4 of db-postgres.ts for `migrate deploy`,
 * `diff` and `status` (fix 2, the pool from the parsed URL, is `pgPoolConfig`). Apart from the server's own adapter
 * so the server does not load `pg` on SQLite. It lives at the root, beside the migrations, because the CLI of the
 * migrations is Prisma 6.19 and takes 6.19's adapter (the root's @prisma/adapter-pg), while the server's runtime
 * client is Prisma 7 with 7.x's adapter (decision 0030).
 */
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
  if (start)
    adapter.startTransaction = async (isolation) => {
      const tx = await start(isolation);
      textForCatalogTypes(tx);
      return tx;
    };
  const pool = adapter.underlyingDriver!();
  adapter.executeScript = async (script) => {
    // fix 4
    try {
      await pool.query(script);
    } catch (err) {
      adapter.onError(err);
    }
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
    shadow.dispose = async () => {
      // fix 3: the shadow pool ends before its database is dropped
      await closeShadow();
      try {
        await main.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
      } finally {
        await main.dispose();
      }
    };
    return shadow as unknown as Awaited<ReturnType<PrismaPg['connectToShadowDb']>>;
  }
}
