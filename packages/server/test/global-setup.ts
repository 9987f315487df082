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
  if (server) await dropPostgresDatabases(server, baseDb);
  else fs.rmSync(baseDb, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseDb: string;
  }
}
