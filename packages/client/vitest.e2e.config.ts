import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), two specs at a time (one per core; each journey makes its
// own users, so they never share rows): ~4.5 min instead of ~7 for 37 files. Simultaneous sign-ups once met SQLite's
// SQLITE_BUSY_SNAPSHOT against the card-visit writer; SQLite transactions now start over on it (server db.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
