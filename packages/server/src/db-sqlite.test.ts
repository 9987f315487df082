import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@libsql/client';
import { PrismaClient } from './generated/prisma/client';
import { createDb, tuneSqlite, type Db } from './db';
import { isBusyError, SqliteAdapter, sqlitePath } from './db-sqlite';
import { holdWriteLock } from '../test/helpers/sqlite-lock';

/**
 * The server's SQLite connection (db-sqlite.ts, decision 0025): writers queue for the lock instead of failing,
 * waiting for another process's lock never stops the thread, and the writer connection always comes back clean.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-sqlite-'));
const clients: { $disconnect(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.$disconnect()));
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function freshDb(): Promise<{ url: string; file: string; db: Db }> {
  const file = path.join(dir, `t${++n}.db`);
  const url = `file:${file}`;
  const db = createDb(url);
  clients.push(db);
  await tuneSqlite(db);
  await db.$executeRawUnsafe('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  return { url, file, db };
}
const rows = async (db: Db) => (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*) AS n FROM t'))[0]!.n;

/** Measures the longest gap between ticks of a 10 ms timer until stopped: how long the thread was stopped. */
function stallMeter() {
  let last = Date.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(stallMs, Date.now() - last);
    },
  };
}

describe('SQLite writers', () => {
  it('queue instead of failing: 20 read-then-write transactions from two clients on one file all commit', async () => {
    const { url, db } = await freshDb();
    const other = createDb(url);
    clients.push(other);
    const tx = (client: Db, i: number) =>
      client.$transaction(async (t) => {
        const [{ n: before }] = await t.$queryRawUnsafe<{ n: number }[]>('SELECT count(*) AS n FROM t');
        await new Promise((r) => setTimeout(r, 2)); // the other client commits meanwhile, if it can
        await t.$executeRawUnsafe('INSERT INTO t (v) VALUES (?)', `${i}:${before}`);
      });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => tx(i % 2 ? db : other, i)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Each saw every row committed before it: the write lock was taken before the read (BEGIN IMMEDIATE).
    const seen = (await db.$queryRawUnsafe<{ v: string }[]>('SELECT v FROM t ORDER BY id')).map((r) => Number(r.v.split(':')[1]));
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("wait for another process's lock without stopping the thread, and write once it is gone", async () => {
    const { file, db } = await freshDb();
    await db.$executeRawUnsafe("INSERT INTO t (v) VALUES ('before')");
    const { released } = await holdWriteLock(file, 2_500);
    const stall = stallMeter();
    const write = db.$executeRawUnsafe("INSERT INTO t (v) VALUES ('during')");
    // Reads answer while the write waits.
    const readStarted = Date.now();
    expect(await rows(db)).toBe(1);
    expect(Date.now() - readStarted).toBeLessThan(500);
    await write;
    expect(stall.stop()).toBeLessThan(1_000); // the busy timeout stopped the whole process for the lock's 2.5 s before
    await released;
    expect(await rows(db)).toBe(2);
  });

  it('give up after their wait with a busy error, then write again at once with the lock free for others', async () => {
    const { url, file, db: setup } = await freshDb();
    const db = new PrismaClient({ adapter: new SqliteAdapter(url, { waitMs: 300 }) });
    clients.push(db);
    const { released } = await holdWriteLock(file, 1_500);
    const refused = await db.$transaction((t) => t.$executeRawUnsafe("INSERT INTO t (v) VALUES ('x')")).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    const plain = await db.$executeRawUnsafe("INSERT INTO t (v) VALUES ('y')").catch((e: unknown) => e);
    expect(plain).toBeInstanceOf(Error);
    await released;
    await db.$transaction((t) => t.$executeRawUnsafe("INSERT INTO t (v) VALUES ('after')"));
    // Nothing of ours holds the lock: another connection writes without waiting.
    const other = createClient({ url });
    await other.execute('PRAGMA busy_timeout = 0');
    await other.execute("INSERT INTO t (v) VALUES ('other')");
    other.close();
    expect(await rows(setup)).toBe(2);
  });

  it('roll back a transaction whose COMMIT was refused, and the next one commits', async () => {
    const { url, db } = await freshDb();
    await db.$executeRawUnsafe('CREATE TABLE child (id INTEGER PRIMARY KEY, tId INTEGER NOT NULL REFERENCES t (id))');
    // A deferred foreign key is checked at COMMIT, which fails and leaves SQLite inside the transaction.
    const failed = await db
      .$transaction(async (t) => {
        await t.$executeRawUnsafe('PRAGMA defer_foreign_keys = ON');
        await t.$executeRawUnsafe("INSERT INTO t (v) VALUES ('lost')");
        await t.$executeRawUnsafe('INSERT INTO child (tId) VALUES (999)');
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(await rows(db)).toBe(0);
    await db.$transaction((t) => t.$executeRawUnsafe("INSERT INTO t (v) VALUES ('kept')"));
    const other = createClient({ url });
    await other.execute('PRAGMA busy_timeout = 0');
    await other.execute("INSERT INTO t (v) VALUES ('other')");
    other.close();
    expect(await rows(db)).toBe(2);
  });

  it('never run a statement of a transaction that already ended (its timeout) outside it', async () => {
    const { db } = await freshDb();
    const late = db
      .$transaction(
        async (t) => {
          await new Promise((r) => setTimeout(r, 400));
          await t.$executeRawUnsafe("INSERT INTO t (v) VALUES ('late')");
        },
        { timeout: 100 },
      )
      .catch((e: unknown) => e);
    expect(await late).toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 100));
    expect(await rows(db)).toBe(0);
  });
});

describe('helpers', () => {
  it('recognise SQLite busy by its code and extended codes only', () => {
    const adapterError = (originalCode: string) => Object.assign(new Error('x'), { name: 'DriverAdapterError', cause: { originalCode } });
    expect(isBusyError(adapterError('5'))).toBe(true);
    expect(isBusyError(adapterError('517'))).toBe(true);
    expect(isBusyError(adapterError('261'))).toBe(true);
    expect(isBusyError(adapterError('6'))).toBe(false); // locked (a table lock in one connection): not waited for
    expect(isBusyError(adapterError('19'))).toBe(false);
    expect(isBusyError(new Error('SQLITE_BUSY'))).toBe(false);
  });
  it('read the path of file: URLs as Prisma does', () => {
    expect(sqlitePath('file:./dev.db')).toBe('./dev.db');
    expect(sqlitePath('file:/tmp/a.db')).toBe('/tmp/a.db');
    expect(sqlitePath('file:///tmp/a.db')).toBe('/tmp/a.db');
    expect(sqlitePath('file:/tmp/a.db?connection_limit=1')).toBe('/tmp/a.db');
  });
});
