// `npm run migrate:new -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes
// the existing migrations to the schema in prisma/schema/. Uses `migrate diff` (about a second) instead of `migrate dev`,
// which sits idle for a minute with the WASM engine (docs/decisions/0001-prisma-offline.md). Empty diffs write nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]/gi, '_');
const res = spawnSync('pnpm', ['exec', 'prisma', 'migrate', 'diff', '--config', 'prisma.config.ts', '--from-migrations', 'prisma/migrations',
  '--to-schema-datamodel', 'prisma/schema', '--script'], { cwd: root, encoding: 'utf8' });
if (res.status !== 0) { console.error(res.stderr); process.exit(1); }
const sql = res.stdout.trim();
if (!sql || /^-- This is an empty migration\.?$/.test(sql)) { console.log('schema and migrations agree: nothing to write'); process.exit(0); }
const ts = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const dir = path.join(root, 'prisma', 'migrations', `${ts}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
