import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createBaseDatabase, createBasePostgres, dropPostgresDatabases, newBaseDatabasePath, testPostgresUrl } from './helpers/database';

let baseDb = '';
let runDir = '';

/**
 * Migrates one base database for this run, on the run's engine (helpers/database.ts): a SQLite file, or with
 * TEST_POSTGRES_URL a PostgreSQL database; test files copy it.
 */
export async function setup(project: TestProject) {
  const server = testPostgresUrl();
  // The run's files (each test file's SQLite copy, the uploads) go in one folder deleted at the end: left in the temp
  // folder, each run leaked ~130 database copies of 2.4 MB and an uploads folder per worker.
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-test-run-'));
  baseDb = server ? await createBasePostgres(server) : await createBaseDatabase(newBaseDatabasePath(runDir));
  project.provide('baseDb', baseDb);
  project.provide('runDir', runDir);
}

export async function teardown() {
  const server = testPostgresUrl();
  // A cluster made for this run alone (`npm test`'s, scripts/test.mjs) is deleted whole right after: dropping its
  // ~175 databases one by one first took 10-15 s at the layer's end (docs/bench.md session 16).
  if (server && !process.env.TEST_POSTGRES_DISPOSABLE) await dropPostgresDatabases(server, baseDb);
  fs.rmSync(runDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseDb: string;
    /** The run's folder for files (helpers/database.ts `runFile`), deleted at the run's end. */
    runDir: string;
  }
}
