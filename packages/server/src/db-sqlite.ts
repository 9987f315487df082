import { createRequire } from 'node:module';
// The web entry: its factory's default client is @libsql/client's HTTP one, never used here (createClient below answers
// ours), while the node entry would load @libsql/client 0.17's own native libsql beside the one this file uses.
import { PrismaLibSql } from '@prisma/adapter-libsql/web';
import { busyWaitMs, SQLITE_WRITE_WAIT_MS } from './db-sqlite.rules';
import { lruGet } from './lib/lru';

/**
 * The server's SQLite connection for Prisma (decision 0025): Prisma's libsql adapter keeps converting types and
 * errors, but runs on two native connections of our own instead of @libsql/client's.
 *
 * Why not @libsql/client: its `transaction()` hands its connection to the transaction and opens a new one for what
 * follows, so every transaction left a connection behind (closed only when collected: memory, and a write lock
 * held by a connection nobody could reach when its transaction was never ended, which is how the server wedged
 * after another process had held the lock: every later write answered SERVER_BUSY until a restart). And the
 * native driver waits for a lock by blocking the thread: with a 5 s busy timeout, one write meeting another
 * process's lock stopped every request of the process for 5 s.
 *
 * Here:
 *  - one writer connection for the process, kept for its life; a transaction takes the write lock up front
 *    (`BEGIN IMMEDIATE`), so two writers queue instead of one failing half way (SQLITE_BUSY_SNAPSHOT);
 *  - one reader connection for plain SELECTs outside transactions: in WAL mode a reader never waits for the writer
 *    and sees what was committed, so reads go on while a transaction is open or waits for the lock;
 *  - busy timeout 0 on both: a busy database answers at once and the wait happens here, asynchronously, with a
 *    short growing pause between tries (db-sqlite.rules.ts), for up to SQLITE_WRITE_WAIT_MS; the thread stays free;
 *  - a failed COMMIT rolls back, a transaction's statement after its end is refused, and a connection found inside
 *    a transaction when none is open is rolled back: the writer always returns to a clean state by itself.
 */
const require = createRequire(import.meta.url);
// libsql's native binding has better-sqlite3's synchronous API (prebuilt for this platform; no build step).
const NativeDatabase = require('libsql') as new (path: string) => Native;

interface NativeStatement {
  readonly reader: boolean;
  raw(on?: boolean): NativeStatement;
  all(args: unknown[]): unknown[][];
  run(args: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  columns(): { name: string; type: string | null }[];
}
interface Native {
  readonly inTransaction: boolean;
  prepare(sql: string): NativeStatement;
  exec(sql: string): void;
  pragma(sql: string): unknown;
  close(): void;
}

type Adapter = Awaited<ReturnType<PrismaLibSql['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;
type Query = Parameters<Adapter['queryRaw']>[0];
type Stmt = { sql: string; args?: unknown[] };
/** The result shape the adapter reads from @libsql/client (columns, declared types, rows as arrays, changes). */
type ResultSet = { columns: string[]; columnTypes: string[]; rows: unknown[][]; rowsAffected: number; lastInsertRowid?: bigint };

// Prepared statements are kept per connection (Prisma repeats a few hundred shapes); bounded, least recent out.
const STATEMENT_CACHE_MAX = 500;

function open(file: string): Native {
  const db = new NativeDatabase(file);
  db.pragma('busy_timeout = 0');
  db.pragma('synchronous = NORMAL'); // WAL: a power cut may lose the last commits, never corrupt
  return db;
}

/** One native connection with its statement cache; statements are run one at a time by the adapter's own mutex. */
class Connection {
  private readonly statements = new Map<string, NativeStatement>();
  constructor(readonly native: Native) {}

  run(stmt: Stmt): ResultSet {
    const prepared = this.prepared(stmt.sql);
    const args = (stmt.args ?? []).map(toSql);
    try {
      if (!prepared.reader) {
        const info = prepared.run(args);
        return { columns: [], columnTypes: [], rows: [], rowsAffected: info.changes, lastInsertRowid: BigInt(info.lastInsertRowid) };
      }
      const columns = prepared.columns();
      return { columns: columns.map((c) => c.name), columnTypes: columns.map((c) => c.type ?? ''), rows: prepared.all(args), rowsAffected: 0 };
    } catch (err) {
      // libsql leaves a statement that failed with SQLITE_BUSY active until it runs again, and an active statement
      // makes the connection's COMMIT fail ("SQL statements in progress"): it is not kept for another call.
      this.statements.delete(stmt.sql);
      throw err;
    }
  }

  /**
   * A statement outside a transaction, on the writer: run inside a transaction that takes the write lock first, so
   * a busy database refuses the BEGIN (which leaves nothing behind) and never the statement itself (see `run`).
   * PRAGMAs stay alone (some cannot run inside a transaction).
   */
  runAlone(stmt: Stmt): ResultSet {
    if (this.native.inTransaction || /^\s*PRAGMA\b/i.test(stmt.sql)) return this.run(stmt);
    this.native.exec('BEGIN IMMEDIATE');
    try {
      const result = this.run(stmt);
      this.native.exec('COMMIT');
      return result;
    } finally {
      this.heal();
    }
  }

  private prepared(sql: string): NativeStatement {
    return lruGet(this.statements, sql, STATEMENT_CACHE_MAX, () => {
      const prepared = this.native.prepare(sql);
      if (prepared.reader) prepared.raw(true); // rows as arrays, as the adapter reads them
      return prepared;
    });
  }

  /** Ends a transaction nobody ended (a bug elsewhere must not keep the write lock for the life of the process). */
  heal() {
    if (this.native.inTransaction) this.native.exec('ROLLBACK');
  }
}

// The adapter's mapArg has turned dates, decimals and bytes into what SQLite stores; booleans are SQLite's 0 and 1.
// core/direct-sql's statements bind their arguments the same way.
export const toSql = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v) : v);

/** What Prisma's libsql adapter calls on @libsql/client's Client, on one connection of ours. */
class ClientOnConnection {
  constructor(
    private readonly conn: Connection,
    private readonly writer: boolean,
  ) {}
  async execute(stmt: Stmt) {
    return this.writer ? this.conn.runAlone(stmt) : this.conn.run(stmt);
  }
  async executeMultiple(sql: string) {
    try {
      this.conn.native.exec(sql);
    } finally {
      this.conn.heal();
    }
  }
  async transaction() {
    this.conn.heal();
    this.conn.native.exec('BEGIN IMMEDIATE'); // busy at once when another connection writes; waitWhileBusy retries
    return new TransactionOnConnection(this.conn);
  }
  close() {
    this.conn.native.close();
  }
}

class TransactionOnConnection {
  private ended = false;
  constructor(private readonly conn: Connection) {}
  async execute(stmt: Stmt) {
    // A statement of a transaction Prisma already ended (its timeout) would otherwise run outside it, or inside the next.
    if (this.ended) throw Object.assign(new Error('The transaction has ended'), { code: 'TRANSACTION_CLOSED', rawCode: 1 });
    return this.conn.run(stmt);
  }
  async commit() {
    this.ended = true;
    try {
      this.conn.native.exec('COMMIT');
    } finally {
      this.conn.heal();
    } // a refused COMMIT leaves SQLite inside the transaction
  }
  async rollback() {
    this.ended = true;
    this.conn.heal();
  }
}

/** Whether the adapter's error is SQLite's "busy" (5) or one of its extended forms (517 busy snapshot, 261 recovery). */
export function isBusyError(err: unknown): boolean {
  const e = err as { name?: string; cause?: { originalCode?: string } } | null;
  const code = e?.name === 'DriverAdapterError' ? Number(e.cause?.originalCode) : NaN;
  return Number.isInteger(code) && (code & 0xff) === 5;
}

/** Whether libsql's native binding refused with SQLite's "busy" (its raw code, extended forms included). */
export const isNativeBusyError = (err: unknown) => ((err as { rawCode?: number } | null)?.rawCode ?? 0) % 256 === 5;

/**
 * Runs `attempt` again, after a short pause that grows, while SQLite answers busy, for up to SQLITE_WRITE_WAIT_MS.
 * `isBusy` reads the error as it comes: the adapter's (default) or the native binding's (core/direct-sql's reader).
 */
export async function waitWhileBusy<T>(attempt: () => Promise<T>, waitMs = SQLITE_WRITE_WAIT_MS, isBusy: (err: unknown) => boolean = isBusyError): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isBusy(err) || Date.now() >= giveUpAt) throw err;
      await new Promise((r) => setTimeout(r, busyWaitMs(n, Math.random())));
    }
  }
}

/** Plain reads go to the reader connection; anything else (writes, RETURNING, pragmas) to the writer. */
const isPlainRead = (sql: string) => /^\s*SELECT\b/i.test(sql);

class SplitAdapter {
  readonly provider: Adapter['provider'];
  readonly adapterName: string;
  constructor(
    private readonly writer: Adapter,
    private readonly reader: Adapter,
    private readonly waitMs: number,
  ) {
    this.provider = writer.provider;
    this.adapterName = writer.adapterName;
  }
  queryRaw(q: Query) {
    return isPlainRead(q.sql) ? waitWhileBusy(() => this.reader.queryRaw(q), this.waitMs) : waitWhileBusy(() => this.writer.queryRaw(q), this.waitMs);
  }
  executeRaw(q: Query) {
    return waitWhileBusy(() => this.writer.executeRaw(q), this.waitMs);
  }
  executeScript(script: string) {
    return waitWhileBusy(() => this.writer.executeScript(script), this.waitMs);
  }
  startTransaction(isolation?: Parameters<Adapter['startTransaction']>[0]): Promise<Transaction> {
    return waitWhileBusy(() => this.writer.startTransaction(isolation), this.waitMs);
  }
  async dispose() {
    await Promise.all([this.writer.dispose(), this.reader.dispose()]);
  }
}

/** The path of a `file:` URL as Prisma's and libsql's clients read it (relative to the working directory). */
export const sqlitePath = (url: string) => (url.startsWith('file://') ? new URL(url).pathname : url.replace(/^file:/, '').replace(/\?.*$/, ''));

/**
 * The adapter factory PrismaClient takes for a SQLite URL. `waitMs` is how long a write waits for another
 * connection's lock before it is refused (tests shorten it).
 */
export class SqliteAdapter extends PrismaLibSql {
  private readonly file: string;
  private readonly waitMs: number;
  constructor(url: string, opts: { waitMs?: number } = {}) {
    super({ url });
    this.file = sqlitePath(url);
    this.waitMs = opts.waitMs ?? SQLITE_WRITE_WAIT_MS;
  }
  private opening: 'writer' | 'reader' = 'writer';
  // The base factory builds its adapter around whatever client this answers (connect below says which one).
  override createClient(): never {
    return new ClientOnConnection(new Connection(open(this.file)), this.opening === 'writer') as never;
  }
  override async connect(): Promise<Adapter> {
    this.opening = 'writer';
    const writer = await super.connect();
    this.opening = 'reader';
    const reader = await super.connect();
    return new SplitAdapter(writer, reader, this.waitMs) as unknown as Adapter;
  }
}
