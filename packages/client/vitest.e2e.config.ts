import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), two specs at a time (one per core; each journey makes
// its own users, so they never share rows). Sequentially the 37 files took ~7 min, two at a time ~4.5 min.
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
