import { defineConfig } from 'vitest/config';

const LOCKOUT = 'test/integration/abuse-lockout.test.ts';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Runs for every test file: at its end the PostgreSQL database made ahead for the next file is awaited.
    setupFiles: ['test/helpers/file-end.ts'],
    env: { NODE_ENV: 'test' },
    // Two files at a time: vitest's default on a 2-core machine is one (cores - 1), which left a core idle while each
    // file spends most of its time importing the app; every file has its own database, so files never share rows.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by each file's content):
    // the PostgreSQL layer, run after the SQLite one, and any run after the first import them without transforming
    // (4 integration files: 37 -> 22 CPU s, docs/bench.md session 14).
    experimental: { fsModuleCache: true },
    hookTimeout: 30_000,
    projects: [
      // The app's modules are imported once per worker, not once per file (about half of each file's time was the
      // import); every file builds its own app, database and clock, so nothing is shared but code.
      { extends: true, test: { name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: [LOCKOUT], isolate: false } },
      // This file mocks a module (the password hash), so it gets module state of its own.
      { extends: true, test: { name: 'server-mocked', include: [LOCKOUT] } },
    ],
  },
});
