import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { clientFiles } from '../../src/plugins/client-static';
import { copyBaseDatabase } from '../helpers/database';

/**
 * The client's files are served when the path is exactly one of the build's files, listed once at start
 * (plugins/client-static.ts): not a folder listing per request, and nothing else under the build's folder.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'card-static-'));
fs.mkdirSync(path.join(dist, 'assets', 'fonts'), { recursive: true });
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>名片</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'export const a = 1;\n');
fs.writeFileSync(path.join(dist, 'assets', 'fonts', 'card.woff2'), Buffer.from([1, 2, 3]));
fs.writeFileSync(path.join(dist, 'assets', '.hidden.js'), 'secret');
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
let app: Awaited<ReturnType<typeof buildApp>>['app'];
beforeAll(async () => {
  ({ app } = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, housekeeping: false } }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});
const get = (url: string) => app.inject({ method: 'GET', url });

it('lists every file of the build by its path, nested folders included, hidden ones left out', () => {
  expect([...clientFiles(dist)].sort()).toEqual(['assets/fonts/card.woff2', 'assets/main-abc.js', 'favicon.svg', 'index.html']);
});

it('serves the build files with their caching', async () => {
  const js = await get('/multipage/assets/main-abc.js');
  expect(js.statusCode).toBe(200);
  expect(js.body).toBe('export const a = 1;\n');
  expect(js.headers['cache-control']).toContain('immutable');
  const font = await get('/multipage/assets/fonts/card.woff2?v=1');
  expect(font.statusCode).toBe(200);
  expect(font.rawPayload).toEqual(Buffer.from([1, 2, 3]));
  const icon = await get('/multipage/favicon.svg');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['cache-control']).toBe('no-cache');
});

it('another spelling of a file, a file added after the start and a hidden file are not served as files', async () => {
  fs.writeFileSync(path.join(dist, 'assets', 'late-abc.js'), 'export const late = 1;\n');
  for (const url of ['/multipage/ASSETS/main-abc.js', '/multipage/assets/Main-abc.js', '/multipage/assets/late-abc.js', '/multipage/assets//main-abc.js']) {
    const res = await get(url);
    // The app's index (a history route the app itself answers), never the file.
    expect(res.body, url).not.toContain('export const');
    expect(res.headers['content-type'], url).toMatch(/text\/html/);
  }
  for (const url of ['/multipage/assets/.hidden.js', '/multipage/.vite/manifest.json', '/multipage/assets/%2Ehidden.js']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.body, url).not.toContain('secret');
  }
});
