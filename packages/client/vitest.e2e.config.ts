import { defineConfig } from 'vitest/config';

// Browser journeys: one server for the run (global setup), two journey files at a time. Each journey makes its own
// users (support/session.ts, prepare.ts), so journeys in parallel do not meet each other's rows; the server's SQLite
// path queues writers instead of failing (server db-sqlite.ts). `isolate: false`: a worker keeps its modules
// (playwright-core, axe-core, the support files) from one journey file to the next instead of loading them anew.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    // A poll waits on what the page shows after a server round trip; a second (vitest's default) is too short on a busy
    // 2-core machine (video-share's switch failed a fresh-clone run that way). Polls that succeed still return at once.
    expect: { poll: { timeout: 10_000 } },
  },
});
