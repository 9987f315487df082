import { defineConfig } from 'vitest/config';

// The contract's tests are pure (no module mocks, no globals): a worker keeps the contract's modules from one file to
// the next instead of importing them anew (two thirds of each file's time), and two files run at a time (vitest's
// default on a 2-core machine is one). Issue 30: `npm test` time.
export default defineConfig({ test: { isolate: false, maxWorkers: 2 } });
