import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { inject } from 'vitest';
import { repoRoot } from '../../src/config';
import { plansInsertSql } from '../../src/domains/orders/vip-plans.seed';
import { sensitiveWordsInsertSql } from '../../src/core/text-filter/sensitive-words.seed';
import { databaseUrlOn, settleCopies, takeDatabase } from './postgres-copies';

export { databaseUrlOn };

/**
 * Test databases, on the engine the run asks for: SQLite by default; PostgreSQL when TEST_POSTGRES_URL names a
 * server (scripts/test.mjs starts a throwaway cluster and runs the server's tests a second time with it).
 *
 * SQLite: the migrations are applied once to a base file (global setup); each test file copies it.
 * PostgreSQL: the migrations are applied once to a base database; each test file gets a database of its own made
 * from it (`CREATE DATABASE ... TEMPLATE`, a file copy on the server, no migration replayed; made ahead of need,
 * postgres-copies.ts).
 * Either way every file starts from a real, freshly migrated database of its own.
 */
export const testPostgresUrl = () => process.env.TEST_POSTGRES_URL || null;
export const testEngine = () => (testPostgresUrl() ? 'postgres' : 'sqlite') as 'postgres' | 'sqlite';

/** A base of its own per test run, so two runs at once (two clones, or two people) never share one. */
const runTag = () => `${createHash('sha1').update(repoRoot).digest('hex').slice(0, 8)}_${process.pid}_${Date.now()}`;
export const newBaseDatabasePath = (dir: string) => path.join(dir, `card-test-base-${runTag().replace(/_/g, '-')}.db`);

/** A path in the run's folder (made by the global setup and deleted at the run's end, files and folders alike). */
export const runFile = (name: string) => path.join(inject('runDir'), name);

/** The uploads folder of this test worker's apps and server processes, in the run's folder. */
export const testUploadDir = (suffix = '') => runFile(`uploads-${process.pid}${suffix}`);

const migrationsOf = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((d) => fs.statSync(path.join(dir, d)).isDirectory())
    .sort()
    .map((m) => fs.readFileSync(path.join(dir, m, 'migration.sql'), 'utf8'));

export async function createBaseDatabase(file: string) {
  fs.rmSync(file, { force: true });
  const client = createClient({ url: `file:${file}` });
  for (const sql of migrationsOf(path.join(repoRoot, 'prisma', 'migrations'))) await client.executeMultiple(sql);
  await client.execute(plansInsertSql()); // the plans every money test buys (seed data, domains/orders/vip-plans.seed.ts)
  await client.execute(sensitiveWordsInsertSql()); // the sensitive-word filter's list (core/text-filter)
  client.close();
  return file;
}

/** PostgreSQL: a freshly migrated base database (a template for each file's); answers its name. */
export async function createBasePostgres(serverUrl: string) {
  const name = `card_base_${runTag()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const base = new pg.Client({ connectionString: databaseUrlOn(serverUrl, name) });
  await base.connect();
  try {
    // Each migration whole (one implicit transaction), as `migrate deploy` runs it.
    for (const sql of migrationsOf(path.join(repoRoot, 'prisma', 'postgres', 'migrations'))) await base.query(sql);
    await base.query(plansInsertSql()); // the plans every money test buys (seed data, domains/orders/vip-plans.seed.ts)
    await base.query(sensitiveWordsInsertSql()); // the sensitive-word filter's list (core/text-filter)
  } finally {
    await base.end();
  }
  return name;
}

/** PostgreSQL: drops the base and every database made from it (the run's), even those a test left connected. */
export async function dropPostgresDatabases(serverUrl: string, base: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2', [base, `${base.replace('card_base_', 'card_t_')}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** A database of this test file's own, freshly migrated: its URL (`file:` or `postgresql://`). */
export function copyBaseDatabase(): string {
  const server = testPostgresUrl();
  if (server) return takeDatabase(server, inject('baseDb'));
  const file = runFile(`card-test-${process.pid}-${Math.random().toString(36).slice(2)}.db`);
  fs.copyFileSync(inject('baseDb'), file);
  return `file:${file}`;
}

/** At a test file's end (test/helpers/file-end.ts): the PostgreSQL copy made ahead is awaited (postgres-copies.ts). */
export async function settleFileDatabases() {
  if (testPostgresUrl()) await settleCopies();
}
