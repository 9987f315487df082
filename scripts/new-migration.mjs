// `npm run migrate:new -- <name>`: writes the migration that takes the existing migrations to the schema in
// prisma/schema/, for both engines: prisma/migrations/<timestamp>_<name>/migration.sql (SQLite) and
// prisma/postgres/migrations/<timestamp>_<name>/migration.sql (PostgreSQL, from prisma/postgres/schema/, which this
// script first regenerates from prisma/schema/). Uses `migrate diff` (seconds) instead of `migrate dev`, which sits
// idle for a minute with the WASM engine and fails outright on PostgreSQL (docs/decisions/0001-prisma-offline.md).
// PostgreSQL's diff replays the migrations into a shadow database, so it needs a server: a throwaway cluster is
// started as the tests do (Debian's postgresql, installed when missing). When it cannot be installed, the SQLite
// migration is still written and the script says loudly that PostgreSQL's is missing and fails.
// Empty diffs write nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePostgres, log, root, startPostgresCluster, writePostgresSchema } from './lib.mjs';

const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]/gi, '_');
const ts = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);

if (writePostgresSchema()) log('prisma/postgres/schema/ regenerated from prisma/schema/');

/** The diff of one engine's migrations against its schema, written as a new migration when not empty. */
function migrationFor(engine, folder, env) {
  const res = spawnSync(
    'pnpm',
    ['exec', 'prisma', 'migrate', 'diff', '--config', 'prisma.config.ts', '--from-migrations', `${folder}/migrations`, '--to-schema-datamodel', `${folder}/schema`, '--script'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  if (res.status !== 0) {
    console.error(res.stderr);
    process.exit(1);
  }
  const sql = res.stdout.trim();
  if (!sql || /^-- This is an empty migration\.?$/.test(sql)) {
    log(`${engine}: schema and migrations agree: nothing to write`);
    return;
  }
  const dir = path.join(root, folder, 'migrations', `${ts}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
  log(`${engine}: wrote ${path.relative(root, dir)}/migration.sql`);
}

migrationFor('SQLite', 'prisma', { DATABASE_URL: `file:${path.join(root, 'data', 'card.db')}` });

const bin = ensurePostgres();
if (!bin) {
  console.error(
    '\n\x1b[31m[card] PostgreSQL could not be installed: NO PostgreSQL migration was written. Run this again where\n' +
      "       Debian's postgresql installs, before committing, or the two engines' migrations drift (a test fails).\x1b[0m\n",
  );
  process.exit(1);
}
const cluster = await startPostgresCluster(bin);
try {
  migrationFor('PostgreSQL', 'prisma/postgres', { DATABASE_URL: cluster.url });
} finally {
  cluster.stop();
}
