import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), specs one after another (2-core machines). Two at a time
// (~40% faster) still meets SQLite "database is locked": besides the snapshot conflicts that transactions now retry
// (server db.ts), @libsql/client hands its connection to each transaction and opens a fresh one, which the busy
// timeout set at start-up does not reach, and the journeys' row-preparing child process sets none.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
