import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    // Two files at a time: vitest's default on a 2-core machine is one (cores - 1), which left a core idle while each
    // file spends most of its time importing the app; every file has its own database, so files never share rows.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
