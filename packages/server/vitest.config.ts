import { defineConfig } from 'vitest/config';

const LOCKOUT = 'test/integration/abuse-lockout.test.ts';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
    // Two files at a time: vitest's default on a 2-core machine is one (cores - 1), which left a core idle while each
    // file spends most of its time importing the app; every file has its own database, so files never share rows.
    maxWorkers: 2,
    testTimeout: 20_000,
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
