import { PrismaClient } from './generated/prisma/client';
import { PrismaClient as PgPrismaClient } from './generated/prisma-pg/client';
import { runtimePg } from './db-postgres';
import { SqliteAdapter } from './db-sqlite';
import { changeFeed, type ChangeFeed } from './core/read-cache/change-feed';
import { isWrite } from './core/read-cache/changes.rules';
import { noteRead } from './core/read-cache/read-recorder';
import { nestedWriteModels, relationMapOf, type RuntimeDataModel } from './core/read-cache/read-deps.rules';

export type Db = PrismaClient;

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else (`file:`) is SQLite (as prisma.config.ts). */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);
export type Engine = 'sqlite' | 'postgres';
export const engineOf = (url: string): Engine => (isPostgresUrl(url) ? 'postgres' : 'sqlite');

/**
 * The generated client of the URL's engine. Both are generated from one schema source (prisma/schema, the
 * PostgreSQL copy written by scripts/lib.mjs), so their models and calls are the same; their types differ only in
 * details such as the isolation levels a transaction takes, hence the cast to the one `Db` type.
 */
function baseClient(url: string): PrismaClient {
  if (isPostgresUrl(url)) return new PgPrismaClient({ adapter: runtimePg(url) }) as unknown as PrismaClient;
  return new PrismaClient({ adapter: new SqliteAdapter(url) });
}

const feeds = new WeakMap<object, ChangeFeed>();
const engines = new WeakMap<object, Engine>();
/** Read through wrappers of the client too (a test's Proxy around it answers its engine). */
const ENGINE = Symbol('card.dbEngine');

/**
 * The Prisma client, with every write announced to the change feed before and after it runs (so the read caches of
 * core/read-cache drop what it makes stale) and every transaction's changes announced again once it settled. The
 * extension only observes calls; their types stay those of PrismaClient, hence the cast.
 */
export function createDb(url: string): Db {
  const feed = changeFeed();
  const engine = engineOf(url);
  const base = baseClient(url);
  // The relations of every model, for what a cached read depends on (read-deps.rules.ts).
  const relations = relationMapOf((base as unknown as { _runtimeDataModel?: RuntimeDataModel })._runtimeDataModel);
  const ext = base.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        if (!model) {
          if (operation !== '$executeRaw' && operation !== '$executeRawUnsafe') {
            noteRead(undefined, args, relations);
            return query(args);
          }
          // $executeRawUnsafe(sql, ...values) has the SQL first; the tagged $executeRaw has a template's strings.
          const sql = Array.isArray(args) ? args[0] : (args as { strings?: string[] } | undefined)?.strings?.join('?');
          feed.announceRaw(sql);
          try {
            return await query(args);
          } finally {
            feed.announceRaw(sql);
          }
        }
        if (!isWrite(operation)) {
          noteRead(model, args, relations);
          return query(args);
        }
        const nested = nestedWriteModels(model, args, relations);
        const announce = () => {
          feed.announce(model, operation, args);
          for (const m of nested) feed.announce(m, 'updateMany', {});
        };
        announce();
        try {
          return await query(args);
        } finally {
          announce();
        }
      },
    },
  });
  const db = new Proxy(ext, {
    get(target, prop) {
      if (prop === ENGINE) return engine;
      if (prop === '$transaction') {
        const run = (target.$transaction as (...x: unknown[]) => Promise<unknown>).bind(target);
        return (...a: Parameters<typeof target.$transaction>) => {
          const [first, ...rest] = a as unknown[];
          if (typeof first !== 'function') return feed.aroundTransaction(() => run(...a));
          // An interactive transaction's client knows its engine too (repositories ask dbEngine of the client they get).
          const body = (tx: object) => {
            engines.set(tx, engine);
            return (first as (tx: object) => unknown)(tx);
          };
          // SQLite runs one transaction at a time (the adapter queues them, and waits for another process's lock
          // itself, db-sqlite.ts): under load, 20 at once can wait longer than Prisma's 2 s to start.
          if (engine === 'sqlite') return feed.aroundTransaction(() => run(body, { maxWait: 10_000, timeout: 10_000, ...(rest[0] as TxOptions | undefined) }));
          return feed.aroundTransaction(() => serializable(run, body, rest[0] as TxOptions | undefined));
        };
      }
      return Reflect.get(target, prop);
    },
  }) as unknown as Db;
  feeds.set(db, feed);
  engines.set(db, engine);
  return db;
}

/**
 * The engine of a client made by createDb or of an interactive transaction opened on one (SQLite for a client
 * made elsewhere, as tests' own clients are): for the few queries whose form differs between the engines.
 */
export const dbEngine = (db: object): Engine => engines.get(db) ?? (db as { [ENGINE]?: Engine })[ENGINE] ?? 'sqlite';

type TxOptions = { isolationLevel?: string; maxWait?: number; timeout?: number };
/**
 * Many transactions on one hot row (30 simultaneous withdrawals from one wallet, in the money stress test) abort each
 * other at Serializable and only one commits per round: five tries with a 10-50 ms wait left some answering
 * SERVER_BUSY, and twelve still did for 20 simultaneous key transfers while other test files loaded the machine. So
 * the retries are bounded by time (as long as a transaction may wait to start), with an exponential, jittered wait
 * of up to 0.3 s between them.
 */
const SERIALIZATION_RETRY_MS = 10_000;
const retryWaitMs = (attempt: number) => Math.random() * Math.min(300, 5 * 2 ** attempt);

/** PostgreSQL refused a serializable transaction (40001): Prisma's P2034, or the adapter's error when raised at commit. */
export const isWriteConflict = (err: unknown) => {
  const e = err as { code?: string; name?: string; message?: string; cause?: { kind?: string } } | null;
  return e?.code === 'P2034' || (e?.name === 'DriverAdapterError' && (e.message === 'TransactionWriteConflict' || e.cause?.kind === 'TransactionWriteConflict'));
};

/**
 * An interactive transaction on PostgreSQL, run as SQLite runs every one: serializable. The services check a limit
 * and then write (count the albums, add one) inside one transaction; SQLite lets one writer in at a time, so that
 * holds there, while PostgreSQL's default (read committed) lets two concurrent transactions both see room and both
 * add. At Serializable, PostgreSQL refuses one of them (P2034, a write conflict) and the body runs again from the
 * start, seeing the other's rows: the same outcome as on SQLite. Bodies only touch the database (side effects such
 * as deleting files come after the transaction), so running one again is safe. Waits a little longer for a pooled
 * connection than Prisma's 2 s default, since retries and concurrent calls queue for the same pool.
 */
function serializable(run: (...x: unknown[]) => Promise<unknown>, body: (tx: object) => unknown, options: TxOptions = {}) {
  return retried(isWriteConflict, () => run(body, { maxWait: 10_000, ...options, isolationLevel: options.isolationLevel ?? 'Serializable' }));
}

/** Runs `attempt` again while `conflict` says its error was a write conflict, for as long as a transaction may wait to start. */
async function retried<T>(conflict: (err: unknown) => boolean, attempt: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + SERIALIZATION_RETRY_MS;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!conflict(err) || Date.now() >= giveUpAt) throw err;
      await new Promise((r) => setTimeout(r, retryWaitMs(n)));
    }
  }
}

/** Whether this is a client made by createDb (not a transaction's client, not one made elsewhere). */
export const hasChangeFeed = (db: object) => feeds.has(db);

/** The change feed of a client made by createDb (a client made elsewhere announces nothing). */
export function changeFeedOf(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = changeFeed()));
  return feed;
}

/**
 * SQLite settings kept in the file (nothing to do on PostgreSQL): write-ahead logging lets readers go on while a
 * visit is written. Each connection sets its own (busy timeout, NORMAL sync) where it is opened (db-sqlite.ts).
 */
export async function tuneSqlite(db: Db) {
  if (dbEngine(db) === 'postgres') return;
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
}
