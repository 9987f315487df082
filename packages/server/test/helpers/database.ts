import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createClient } from '@libsql/client';
import { inject } from 'vitest';
import { repoRoot } from '../../src/config';

/**
 * Test databases: the migrations are applied once to a base file (global setup); each test file copies it,
 * so every file starts from a real, freshly migrated SQLite database of its own.
 */
/** A base file of its own per test run, so two runs at once (two clones, or two people) never share one. */
export const newBaseDatabasePath = () =>
  path.join(os.tmpdir(), `card-test-base-${createHash('sha1').update(repoRoot).digest('hex').slice(0, 8)}-${process.pid}-${Date.now()}.db`);

export async function createBaseDatabase(file: string) {
  fs.rmSync(file, { force: true });
  const client = createClient({ url: `file:${file}` });
  const dir = path.join(repoRoot, 'prisma', 'migrations');
  for (const m of fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory()).sort()) {
    await client.executeMultiple(fs.readFileSync(path.join(dir, m, 'migration.sql'), 'utf8'));
  }
  client.close();
  return file;
}

export function copyBaseDatabase(): string {
  const file = path.join(os.tmpdir(), `card-test-${process.pid}-${Math.random().toString(36).slice(2)}.db`);
  fs.copyFileSync(inject('baseDb'), file);
  return `file:${file}`;
}
