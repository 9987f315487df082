import { afterAll } from 'vitest';
import { settleFileDatabases } from './database';

// A setup file (vitest.config.ts), so it runs for every test file: no test file ends while a database it started
// making ahead for the next one is still being created.
afterAll(settleFileDatabases);
