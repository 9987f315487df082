import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), specs one after another (2-core machines).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
