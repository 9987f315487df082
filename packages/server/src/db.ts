import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { PrismaClient } from './generated/prisma/client';
import { changeFeed, type ChangeFeed } from './core/read-cache/change-feed';
import { isWrite } from './core/read-cache/changes.rules';

export type Db = PrismaClient;

const feeds = new WeakMap<object, ChangeFeed>();

/**
 * The Prisma client, with every write announced to the change feed before and after it runs (so the read caches of
 * core/read-cache drop what it makes stale) and every transaction's changes announced again once it settled. The
 * extension only observes calls; their types stay those of PrismaClient, hence the cast.
 */
export function createDb(url: string): Db {
  const feed = changeFeed();
  const ext = new PrismaClient({ adapter: new PrismaLibSQL({ url }) }).$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        if (!model) {
          if (operation !== '$executeRaw' && operation !== '$executeRawUnsafe') return query(args);
          // $executeRawUnsafe(sql, ...values) has the SQL first; the tagged $executeRaw has a template's strings.
          const sql = Array.isArray(args) ? args[0] : (args as { strings?: string[] } | undefined)?.strings?.join('?');
          feed.announceRaw(sql);
          try { return await query(args); } finally { feed.announceRaw(sql); }
        }
        if (!isWrite(operation)) return query(args);
        feed.announce(model, operation, args);
        try { return await query(args); } finally { feed.announce(model, operation, args); }
      },
    },
  });
  const db = new Proxy(ext, {
    get(target, prop) {
      if (prop === '$transaction') {
        return (...a: Parameters<typeof target.$transaction>) => feed.aroundTransaction(() => (target.$transaction as (...x: unknown[]) => Promise<unknown>)(...a));
      }
      return Reflect.get(target, prop);
    },
  }) as unknown as Db;
  feeds.set(db, feed);
  return db;
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
 * SQLite settings for a server: write-ahead logging lets readers go on while a visit is written, NORMAL sync is
 * safe with WAL (a power cut may lose the last commits, never corrupt), and a busy timeout queues writers instead
 * of failing them. Measured on the public card call (which writes a visit): about ten times the insert rate.
 */
export async function tuneSqlite(db: Db) {
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
}
