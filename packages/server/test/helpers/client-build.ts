import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { copyBaseDatabase } from './database';

/**
 * A client build the test file writes (each path under the build with its content) and an app serving it: the folder
 * is made at once, the app built before the file's tests and closed after them, and the folder removed then.
 */
export function appServingBuild(files: Record<string, string | Uint8Array>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'card-dist-'));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  }
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    ({ app } = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, housekeeping: false } }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return {
    dist,
    app: () => {
      if (!app) throw new Error('the app is built before the tests run');
      return app;
    },
  };
}
