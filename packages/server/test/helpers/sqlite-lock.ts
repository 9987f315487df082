import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Another process holding the SQLite file's write lock for `ms` (as a backup, the `sqlite3` shell, `ledger:check`
 * or a migration does). A child process, because the native driver blocks its thread while it waits. Resolves once
 * the lock is taken; `released` settles when the holder let go and exited.
 */
export async function holdWriteLock(file: string, ms: number): Promise<{ holder: ChildProcess; released: Promise<void> }> {
  const holder = spawn(process.execPath, [
    '-e',
    `
    const db = new (require(${JSON.stringify(require.resolve('libsql'))}))(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN IMMEDIATE');
    console.log('held'); setTimeout(() => { db.exec('ROLLBACK'); process.exit(0); }, ${ms});`,
  ]);
  const released = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return { holder, released };
}

/** The SQLite file of a `file:` URL. */
export const sqliteFile = (url: string) => url.replace(/^file:/, '');
