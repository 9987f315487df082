import { spawnSync } from 'node:child_process';
import pg from 'pg';

/**
 * Each test file's PostgreSQL databases are fresh copies of the migrated template (`CREATE DATABASE ... TEMPLATE`).
 * A copy takes 0.8-2 s of wall time (postgres copies the files) and, made on demand, a `psql` start (about 0.09 CPU
 * s); so each worker makes its next copy ahead, on a connection of its own, while the current file runs, and a file
 * takes the ready one when there is one (docs/bench.md session 14). Emptying a used database instead was measured and
 * costs postgres as much as the copy (session 14), so nothing is reused: every database is a copy nobody used.
 */

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

let seq = 0;
/** A database name of this run (the teardown drops every `card_t_<run>...`), unique in this worker. */
const nextName = (base: string) => `${base.replace('card_base_', 'card_t_')}_${process.pid}_${(seq += 1)}_${Math.random().toString(36).slice(2, 8)}`;

/** A copy made ahead, once its CREATE DATABASE has returned. */
let ready: string | undefined;
let making: Promise<void> | undefined;

/** A fresh copy of the template for the caller; the next one is started at once. Synchronous (callers build apps inline). */
export function takeDatabase(server: string, base: string): string {
  const name = ready ?? copyNow(server, base);
  ready = undefined;
  making ??= copyAhead(server, base).finally(() => {
    making = undefined;
  });
  return databaseUrlOn(server, name);
}

/**
 * At the end of each test file (test/helpers/file-end.ts): the copy under way is awaited, so no worker leaves a
 * CREATE DATABASE running when the run's teardown drops the run's databases.
 */
export async function settleCopies() {
  await making;
}

/**
 * The copy as files (`STRATEGY FILE_COPY`) rather than PostgreSQL 15's default WAL_LOG, which reads every page of the
 * template through the buffer cache and writes it to the WAL: for a throwaway cluster with no replica and fsync off
 * the WAL is pure cost. Measured (docs/bench.md session 15): postgres CPU per copy with its first connection 0.14-0.18
 * s against 0.27-0.33 s, and its drop at the run's end 0.06-0.07 s against 0.09-0.11 s. The copy is the same database.
 */
let strategy = ' STRATEGY FILE_COPY';
const copySql = (name: string, base: string) => `CREATE DATABASE "${name}" TEMPLATE "${base}"${strategy}`;
/**
 * A server before PostgreSQL 15 (TEST_POSTGRES_URL may name one) knows no STRATEGY (`option "strategy" not
 * recognized`): from then on copied its own way. Answers whether that was the refusal, so the copy is tried again.
 */
function noStrategy(message: string) {
  if (!strategy || !/"strategy"/i.test(message)) return false;
  strategy = '';
  return true;
}

/** Two copies of one template at the same moment can meet "source database is being accessed by other users". */
const busy = (message: string) => /being accessed by other users/.test(message);

/** Through `psql`, which Debian's postgresql brings: synchronous, for when no copy is ready. */
function copyNow(server: string, base: string): string {
  const name = nextName(base);
  for (let attempt = 1; ; attempt++) {
    const res = spawnSync('psql', [server, '-qXv', 'ON_ERROR_STOP=1', '-c', copySql(name, base)], { encoding: 'utf8' });
    if (res.status === 0) return name;
    if (noStrategy(res.stderr)) continue;
    if (attempt >= 20 || !busy(res.stderr)) throw new Error(`test database ${name}: ${res.stderr || res.error}`);
    spawnSync('sleep', ['0.1']);
  }
}

async function copyAhead(server: string, base: string) {
  const name = nextName(base);
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(copySql(name, base));
        ready = name;
        return;
      } catch (err) {
        if (noStrategy(String((err as Error).message))) continue;
        // Given up quietly: the next file then copies on demand, which reports its own failure.
        if (attempt >= 20 || !busy(String((err as Error).message))) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
}
