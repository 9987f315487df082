// Prisma 6.19 offline setup: the JS/WASM engine with a driver adapter (Prisma 7 and the native engine download
// binaries this machine cannot reach; see shared/docs/TOOLCHAIN.md). The engine follows DATABASE_URL: `file:` is
// SQLite (libsql adapter, prisma/schema + prisma/migrations), `postgres://` or `postgresql://` is PostgreSQL
// (adapter-pg with the migration fixes, prisma/postgres/schema, generated from prisma/schema, + prisma/postgres/migrations).
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { MigrationSafePg } from './packages/server/src/db-postgres-migrate';

const root = path.dirname(new URL(import.meta.url).pathname);
export const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(root, 'data', 'card.db')}`;
const postgres = /^postgres(ql)?:\/\//.test(databaseUrl);
if (!postgres) fs.mkdirSync(path.join(root, 'data'), { recursive: true }); // libsql cannot create the folder itself
const prismaDir = postgres ? path.join(root, 'prisma', 'postgres') : path.join(root, 'prisma');

/**
 * Prisma's WASM schema engine replays migrations into the shadow database as one raw statement, and libsql's
 * `execute` runs only the first statement of a script: `migrate diff --from-migrations` then re-emits tables that
 * exist. The shadow connection here runs parameterless multi-statement SQL as a script instead.
 */
class MigrationSafeLibSQL extends PrismaLibSQL {
  async connectToShadowDb() {
    const adapter = await super.connectToShadowDb();
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length === 0 && /;\s*\S/.test(query.sql)) {
        await adapter.executeScript(query.sql);
        return 0;
      }
      return executeRaw(query);
    };
    return adapter;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  // Multi-file schema: one file per domain in prisma/schema/ (generally available in Prisma 6.19).
  schema: path.join(prismaDir, 'schema'),
  migrations: { path: path.join(prismaDir, 'migrations'), seed: 'tsx prisma/seed/seed.ts' },
  adapter: async () => (postgres ? new MigrationSafePg(databaseUrl) : new MigrationSafeLibSQL({ url: databaseUrl })),
});
