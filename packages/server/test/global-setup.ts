import fs from 'node:fs';
import { BASE_DB, createBaseDatabase } from './helpers/database';

export async function setup() {
  await createBaseDatabase();
}

export async function teardown() {
  fs.rmSync(BASE_DB, { force: true });
}
