// The Prisma 7 CLI's config, for `prisma generate` of the server's runtime client only (the `generate` script; decision
// 0030). Migrations stay on the 6.19 CLI with the root prisma.config.ts. The schema is the copy that
// scripts/lib.mjs writeClientSchemas writes (the 7.x CLI refuses the source schema's datasource `url`); the script
// passes `--schema` for each engine. No datasource and no adapter: generate never connects. The 7.x CLI looks for a
// native schema engine it cannot download here; the script points PRISMA_SCHEMA_ENGINE_BINARY at an existing file,
// which generate never runs (shared/docs/TOOLCHAIN.md).
import { defineConfig } from 'prisma/config';

export default defineConfig({ schema: 'src/generated/schema/sqlite' });
