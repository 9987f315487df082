import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), specs one after another (2-core machines). Two at a time
// took ~4.5 min instead of ~7, but on a loaded machine simultaneous sign-ups then met SQLite write conflicts
// (SERVER_BUSY), so the run stays sequential until the SMS path's transaction is made conflict-free.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
