import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config';
import { testPostgresUrl } from '../helpers/database';

/**
 * One schema source, two engines (issue 10): prisma/postgres/schema/ is generated from prisma/schema/, and each
 * engine's migrations must take an empty database exactly to that schema. A model changed without
 * `npm run migrate:new` (or with one engine's migration only) fails here. PostgreSQL's diff replays the migrations
 * into a shadow database, so it needs a server: it runs in the PostgreSQL pass of `npm test` (TEST_POSTGRES_URL).
 */
const lib = (await import(path.join(repoRoot, 'scripts', 'lib.mjs') as string)) as { postgresSchemaFiles(): Map<string, string> };

/** `prisma migrate diff` from an engine's migrations to its schema: the SQL it would still need ('' when none). */
function pendingSql(folder: string, databaseUrl: string): string {
  const res = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'prisma', 'build', 'index.js'),
      'migrate',
      'diff',
      '--config',
      'prisma.config.ts',
      '--from-migrations',
      `${folder}/migrations`,
      '--to-schema-datamodel',
      `${folder}/schema`,
      '--script',
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  expect(res.status, res.stderr).toBe(0);
  return res.stdout.replace(/^-- This is an empty migration\.?\s*$/m, '').trim();
}

describe("the two engines' schemas and migrations agree", () => {
  it('prisma/postgres/schema/ is what prisma/schema/ generates (scripts/lib.mjs writePostgresSchema)', () => {
    const want = lib.postgresSchemaFiles();
    const dir = path.join(repoRoot, 'prisma', 'postgres', 'schema');
    expect(fs.readdirSync(dir).sort()).toEqual([...want.keys()].sort());
    for (const [file, text] of want) expect(fs.readFileSync(path.join(dir, file), 'utf8'), `${file}: run npm run migrate:new`).toBe(text);
  });

  it('SQLite: the migrations in prisma/migrations build the schema, nothing pending', () => {
    expect(pendingSql('prisma', `file:${path.join(repoRoot, 'data', 'card.db')}`)).toBe('');
  }, 120_000);

  it.runIf(testPostgresUrl())(
    'PostgreSQL: the migrations in prisma/postgres/migrations build the schema, nothing pending',
    () => {
      expect(pendingSql('prisma/postgres', testPostgresUrl()!)).toBe('');
    },
    120_000,
  );
});
