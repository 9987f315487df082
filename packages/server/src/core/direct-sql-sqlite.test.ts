import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { holdWriteLock } from '../../test/helpers/sqlite-lock';
import { sqliteDirectSql } from './direct-sql-sqlite';
import type { DirectSql } from './direct-sql.types';

/**
 * core/direct-sql's SQLite writer (decision 0039): libsql's asynchronous calls instead of a worker thread. What the
 * visits' write-behind relies on: one transaction per write, in call order, nothing half-written, the connection
 * clean after a failure, and waiting for another process's lock without stopping the server's thread.
 */
const Native = createRequire(import.meta.url)('libsql') as new (file: string) => { exec(sql: string): void; pragma(sql: string): unknown; close(): void };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-direct-sql-'));
const opened: DirectSql[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
function fresh(opts?: { busyTimeoutMs?: number }) {
  const file = path.join(dir, `w${++n}.db`);
  const setup = new Native(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
  setup.close();
  const sql = sqliteDirectSql(`file:${file}`, opts);
  opened.push(sql);
  return { file, sql };
}
const values = async (sql: DirectSql) => (await sql.read<{ v: string }>('SELECT v FROM t ORDER BY id', [])).map((r) => r.v);
const insert = (v: string) => ({ sql: 'INSERT INTO t (v) VALUES (?)', args: [v] });
const insertNew = (v: string) => ({ sql: 'INSERT INTO t (v) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM t WHERE v = ?)', args: [v, v] });

describe('the SQLite writer of core/direct-sql', () => {
  it('writes in call order, one transaction a call, and answers the rows each statement changed', async () => {
    const { sql } = fresh();
    const calls = Array.from({ length: 30 }, (_, i) => sql.write([insert(`a${i}`), insertNew(`a${i}`), insertNew(`b${i}`)]));
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 30 }, () => [1, 0, 1]));
    expect(await values(sql)).toEqual(Array.from({ length: 30 }, (_, i) => [`a${i}`, `b${i}`]).flat());
  });

  it('writes nothing of a call whose statement fails, and the next call is written', async () => {
    const { file, sql } = fresh();
    await sql.write([insert('x')]);
    const failed = sql.write([insert('y'), insert('x')]); // the second breaks UNIQUE
    const next = sql.write([insert('z')]);
    await expect(failed).rejects.toThrow(/UNIQUE/);
    await next;
    expect(await values(sql)).toEqual(['x', 'z']);
    // The lock is not kept: another connection writes without waiting.
    const other = new Native(file);
    other.pragma('busy_timeout = 0');
    other.exec("INSERT INTO t (v) VALUES ('other')");
    other.close();
  });

  it("waits for another process's lock without stopping the server's thread", async () => {
    const { file, sql } = fresh();
    const { released } = await holdWriteLock(file, 1_500);
    let longestGap = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      longestGap = Math.max(longestGap, Date.now() - last);
      last = Date.now();
    }, 10);
    const started = Date.now();
    await sql.write([insert('after the lock')]);
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThan(1_000); // it did wait for the lock
    expect(longestGap).toBeLessThan(500); // a write on the server's thread stopped it for the whole lock
    await released;
    expect(await values(sql)).toEqual(['after the lock']);
  });

  it('refuses a call still locked out after its busy timeout, writing none of it, and writes the next one', async () => {
    const { file, sql } = fresh({ busyTimeoutMs: 200 });
    const { released } = await holdWriteLock(file, 1_000);
    await expect(sql.write([insert('refused')])).rejects.toThrow(/locked|busy/i);
    await released;
    await sql.write([insert('later')]);
    expect(await values(sql)).toEqual(['later']);
  });

  it('writes every call made before close() before the connection closes', async () => {
    const { file, sql } = fresh();
    const calls = Array.from({ length: 5 }, (_, i) => sql.write([insert(`c${i}`)]));
    await sql.close();
    await Promise.all(calls);
    const check = sqliteDirectSql(`file:${file}`);
    opened.push(check);
    expect(await values(check)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });
});
