import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { copyBaseDatabase } from './database';

/** The client shell the server fills per page (`<!--app-head-->` is where a page's own head goes). */
export const SHELL_HTML = '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>';

type Built = Awaited<ReturnType<typeof buildApp>>;

/**
 * A client build the test file writes (each path under the build with its content) and an app serving it: the folder
 * is made at once, the app built before the file's tests (on a fresh copy of the database, uploads in a folder beside the build,
 * no housekeeping, and `config`/`clock` on top) and closed after them, and the folder removed then. `app` and `ctx`
 * are read once the file's tests run.
 */
export function appServingBuild(files: Record<string, string | Uint8Array>, { config, clock }: Pick<BuildOptions, 'config' | 'clock'> = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'card-dist-'));
  const dist = path.join(folder, 'dist');
  fs.mkdirSync(dist);
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  }
  let built: Built | undefined;
  beforeAll(async () => {
    built = await buildApp({
      clock,
      config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, uploadDir: path.join(folder, 'uploads'), housekeeping: false, ...config },
    });
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const ready = () => {
    if (!built) throw new Error('the app is built before the tests run');
    return built;
  };
  return {
    dist,
    get app() {
      return ready().app;
    },
    get ctx() {
      return ready().ctx;
    },
  };
}
