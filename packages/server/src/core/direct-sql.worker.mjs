// The writer thread of core/direct-sql.ts: one SQLite connection that runs each batch of statements it is sent in
// one transaction, one batch at a time, and answers the rows each statement changed. Plain JavaScript, so the same
// file runs from the sources (tests) and beside the bundle (build.mjs copies it): a worker cannot load TypeScript.
// On `libsql` itself (the engine under @libsql/client): statements prepared once and kept, and ~10 MB less resident
// than the client's modules in a second thread.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const Database = createRequire(import.meta.url)('libsql');

/** The file of a `file:` URL as @libsql/client reads it: file:/abs, file:///abs, file:relative (to the cwd). */
const fileOf = (url) => url.replace(/^file:(\/\/(?=\/))?/, '');

const db = new Database(fileOf(workerData.url));
// As the server's other connections (db.ts tuneSqlite): wait for another writer instead of failing, and commit
// without an fsync each (WAL: a power cut may lose the last commits, never corrupt). Checkpoints happen here too,
// after a commit that finds the log long: on this thread, not the server's.
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');

// Statements by SQL text. A batch's SQL varies with its row count only, so few texts recur; bounded all the same.
const prepared = new Map();
const MAX_PREPARED = 128;
function statement(sql) {
  let s = prepared.get(sql);
  if (!s) {
    if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value);
    prepared.set(sql, (s = db.prepare(sql)));
  }
  return s;
}

function run(statements) {
  statement('BEGIN IMMEDIATE').run();
  try {
    const changed = statements.map((s) => statement(s.sql).run(s.args).changes);
    statement('COMMIT').run();
    return changed;
  } catch (err) {
    if (db.inTransaction) statement('ROLLBACK').run();
    throw err;
  }
}

parentPort.on('message', (msg) => {
  if (msg.type === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id: msg.id, changed: run(msg.statements) });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
