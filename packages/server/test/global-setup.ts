import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createBaseDatabase, newBaseDatabasePath } from './helpers/database';

let baseDb = '';

/** Migrates one base SQLite file for this run; test files copy it (see helpers/database.ts). */
export async function setup(project: TestProject) {
  baseDb = await createBaseDatabase(newBaseDatabasePath());
  project.provide('baseDb', baseDb);
}

export async function teardown() {
  fs.rmSync(baseDb, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext { baseDb: string }
}
