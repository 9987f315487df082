import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Another process holding the SQLite file's write lock for `ms` (as a backup, the `sqlite3` shell, `ledger:check`
 * or a migration does). A child process, because the native driver blocks its thread while it waits. Resolves once
 * the lock is taken; `released` settles when the holder let go and exited.
 *
 * `untilReleased`: the lock is held for at least `ms` and then until `release()` is called, so a test can do all it
 * must do under the lock however slow a busy machine makes it, instead of racing a fixed hold.
 */
export async function holdWriteLock(file: string, ms: number, opts: { untilReleased?: boolean } = {}): Promise<{ holder: ChildProcess; released: Promise<void>; release: () => void }> {
  // Let go once `ms` have passed and, in the untilReleased mode, the test has written a line to the holder.
  const letGo = opts.untilReleased
    ? `let asked = false, due = false; const go = () => { if (asked && due) { db.exec('ROLLBACK'); process.exit(0); } };
    process.stdin.once('data', () => { asked = true; go(); }); setTimeout(() => { due = true; go(); }, ${ms});`
    : `setTimeout(() => { db.exec('ROLLBACK'); process.exit(0); }, ${ms});`;
  const holder = spawn(process.execPath, [
    '-e',
    `
    const db = new (require(${JSON.stringify(require.resolve('libsql'))}))(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN IMMEDIATE');
    console.log('held'); ${letGo}`,
  ]);
  const released = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  const release = () => {
    holder.stdin.write('release\n');
  };
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return { holder, released, release };
}

/** The SQLite file of a `file:` URL. */
export const sqliteFile = (url: string) => url.replace(/^file:/, '');
