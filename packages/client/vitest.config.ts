import { defineConfig } from 'vitest/config';
import { preactAliases } from './build/preact-aliases';

// Screens' modules imported by unit tests resolve React to Preact as the app does (decision 0014).
// `isolate: false` and two workers: the files are pure unit tests (no module mocks, no globals they change), and two
// thirds of their time was each file importing the same contract and catalogue modules anew (issue 30: 111 s for 31
// files in a fresh-clone run).
export default defineConfig({
  resolve: { alias: preactAliases },
  test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node', isolate: false, maxWorkers: 2 },
});
