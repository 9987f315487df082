import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createBaseDatabase, createBasePostgres, dropPostgresDatabases, newBaseDatabasePath, testPostgresUrl } from './helpers/database';

let baseDb = '';

/**
 * Migrates one base database for this run, on the run's engine (helpers/database.ts): a SQLite file, or with
 * TEST_POSTGRES_URL a PostgreSQL database; test files copy it.
 */
export async function setup(project: TestProject) {
  const server = testPostgresUrl();
  baseDb = server ? await createBasePostgres(server) : await createBaseDatabase(newBaseDatabasePath());
  project.provide('baseDb', baseDb);
}

export async function teardown() {
  const server = testPostgresUrl();
  // A cluster made for this run alone (`npm test`'s, scripts/test.mjs) is deleted whole right after: dropping its
  // ~175 databases one by one first took 10-15 s at the layer's end (docs/bench.md session 16).
  if (server && !process.env.TEST_POSTGRES_DISPOSABLE) await dropPostgresDatabases(server, baseDb);
  else fs.rmSync(baseDb, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseDb: string;
  }
}
