import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * @libsql/client as the scripts, the benches and the direct reader (core/direct-sql.ts) still use it; the server's
 * Prisma connection is ours (db-sqlite.ts, tested in db-sqlite.test.ts).
 */
const require = createRequire(import.meta.url);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-busy-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a connection @libsql/client opens after a transaction', () => {
  // The client hands its connection to each transaction and opens a fresh one for what follows; unpatched, that one
  // had no busy timeout and a write beside another process's open transaction failed at once with "database is
  // locked" (patches/@libsql__client@0.8.1.patch). The native driver blocks this thread while it waits, so the
  // other writer is a child process.
  it('waits for the other writer instead of answering "database is locked"', async () => {
    const file = path.join(dir, 'b.db');
    const client = createClient({ url: `file:${file}` });
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    await (await client.transaction('write')).commit();
    // The fresh connection also commits without an fsync each time (NORMAL, 1), as src/db.ts sets the first one.
    expect(Number((await client.execute('PRAGMA synchronous')).rows[0]![0])).toBe(1);
    const holder = spawn(process.execPath, [
      '-e',
      `
      const db = new (require(${JSON.stringify(require.resolve('libsql'))}))(${JSON.stringify(file)});
      db.exec('BEGIN IMMEDIATE'); db.exec('INSERT INTO t (id) VALUES (1)');
      console.log('held'); setTimeout(() => { db.exec('COMMIT'); process.exit(0); }, 400);`,
    ]);
    await new Promise<void>((resolve) => holder.stdout.on('data', () => resolve()));
    await client.execute('INSERT INTO t (id) VALUES (2)');
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]!.n).toBe(2);
    client.close();
  });
});
